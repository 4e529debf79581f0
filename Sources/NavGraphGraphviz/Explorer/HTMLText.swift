import Foundation

/// Text made safe for the places the explorer page puts it: element content, a JSON data block
/// inside `<script>`, and the SVG inlined into HTML. Names in a spec may hold any text.
enum HTMLText {
    /// `text` as HTML element content.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` as JSON that cannot end its `<script>` element or open a comment in it: `<`, `>` and
    /// `&` (only ever inside JSON strings) and U+2028/U+2029 become `\u` escapes.
    static func scriptJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// libgvc's SVG without its XML declaration, doctype and comments, which HTML does not take
    /// inline; its text and attributes are already XML-escaped, so no `<` of a name survives.
    static func inlineSVG(_ svg: Data) -> String {
        let text = String(decoding: svg, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return "" }
        var rest = text[start.lowerBound...]
        var result = ""
        result.reserveCapacity(rest.utf8.count)
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { rest = rest[rest.endIndex...]; break }
            rest = rest[close.upperBound...]
        }
        result += rest
        return result
    }
}
