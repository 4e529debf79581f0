/// Text as one record of output: line breaks and other control characters become visible escapes
/// (`\n`, `\r`, `\u{1B}`), so that a name can neither split a line nor forge another one.
///
/// ```swift
/// OneLine.escaped("a\nerror: b")   // "a\\nerror: b"
/// ```
package enum OneLine {
    /// `text` with every control character but tab, and the Unicode line and paragraph separators,
    /// written as an escape.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
}
