/// Finds the first syntax error in JSON text, with its line, column and key path.
///
/// Foundation's decoder on Linux says only "The given data was not valid JSON.", and it accepts
/// trailing commas and duplicate keys (keeping the first, where other readers keep the last). This
/// scanner holds a spec to RFC 8259: it rejects both, numbers that are not JSON (`01`, `1.`) or that no
/// `Double` holds (`1e400`), and escapes that are lone UTF-16 surrogates (`"\ud800"`).
struct JSONSyntaxCheck {
    struct Problem: Error, Equatable {
        let line: Int
        let column: Int
        /// The key path of the value at fault (`flows[1].name`), or `""` at the top.
        let path: String
        let message: String
    }

    /// A number in the text, for checks that need the schema (a whole number where one is expected).
    struct Number: Equatable {
        let text: String
        let path: String
        /// Where it starts: a byte offset (see ``location(_:in:)``).
        let offset: Int
    }

    /// One step of a key path: a key of an object or an index of an array.
    enum Component: Equatable { case key(String), index(Int) }

    private let bytes: [UInt8]
    private var position = 0
    private var path: [Component] = []
    private var numbers: [Number] = []
    /// The path whose value ``offset(of:in:)`` looks for, and where that value starts.
    private var target: [Component]?
    private var found: Int?

    /// The first problem in `bytes`, or `nil` when they are well-formed JSON.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        if case .failure(let problem) = scan(bytes) { return problem }
        return nil
    }

    /// Every number in `bytes` when they are well-formed JSON, else the first problem.
    static func scan(_ bytes: [UInt8]) -> Result<[Number], Problem> {
        var check = JSONSyntaxCheck(bytes: bytes)
        do throws(Problem) {
            check.skipSpace()
            try check.value()
            check.skipSpace()
            if check.position < bytes.count { throw check.problem("unexpected text after the end of the document") }
            return .success(check.numbers)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func pathText(droppingLast: Bool = false) -> String {
        Self.pathText(path.dropLast(droppingLast ? 1 : 0))
    }

    /// `flows[1].name` for the components of a key path.
    static func pathText(_ components: some Sequence<Component>) -> String {
        components.reduce(into: "") { result, component in
            switch component {
            case .index(let index): result += "[\(index)]"
            case .key(let key): result += result.isEmpty ? key : ".\(key)"
            }
        }
    }

    /// The byte offset where the value at `target` starts in well-formed JSON `bytes`, or `nil`.
    static func offset(of target: [Component], in bytes: [UInt8]) -> Int? {
        var check = JSONSyntaxCheck(bytes: bytes)
        check.target = target
        do throws(Problem) {
            check.skipSpace()
            try check.value()
        } catch {}
        return check.found
    }

    /// What kind of value starts at byte `offset`, in words ("a string", "an object" …).
    static func kind(at offset: Int, in bytes: [UInt8]) -> String {
        guard offset < bytes.count else { return "nothing" }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "true or false"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }

    /// The line and column of byte `offset` in `bytes`, both from 1.
    static func location(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }

    /// A problem at `offset` (the current position by default), inside the innermost value, or
    /// inside the innermost container for a problem with the container itself.
    private func problem(_ message: String, at offset: Int? = nil, container: Bool = false) -> Problem {
        let (line, column) = Self.location(offset ?? position, in: bytes)
        return Problem(line: line, column: column, path: pathText(droppingLast: container), message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = current, [0x20, 0x0A, 0x0D, 0x09].contains(byte) { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String, container: Bool = false) throws(Problem) {
        guard current == byte else {
            throw problem(current == nil ? "unexpected end of the document, expected \(what)" : "expected \(what)", container: container)
        }
        position += 1
    }

    private mutating func value() throws(Problem) {
        if let target, path == target {
            found = position
            throw problem("found")  // stops the search
        }
        guard let byte = current else { throw problem("unexpected end of the document, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw problem("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func object() throws(Problem) {
        try nest()
        defer { path.removeLast() }
        position += 1
        skipSpace()
        if current == UInt8(ascii: "}") { position += 1; return }
        var keys: Set<String> = []
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw current == UInt8(ascii: "}") ? problem("trailing comma before '}'", container: true) : problem("expected a quoted key", container: true)
            }
            let keyStart = position
            let key = try string()
            path[path.count - 1] = .key(key)
            guard keys.insert(key).inserted else {
                throw problem("duplicate key \"\(key)\" (each key may appear once in an object)", at: keyStart, container: true)
            }
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            try value()
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'", container: true)
            return
        }
    }

    private mutating func array() throws(Problem) {
        try nest()
        defer { path.removeLast() }
        position += 1
        skipSpace()
        if current == UInt8(ascii: "]") { position += 1; return }
        var index = 0
        while true {
            skipSpace()
            path[path.count - 1] = .index(index)
            if current == UInt8(ascii: "]") { throw problem("trailing comma before ']'", container: true) }
            try value()
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'", container: true)
            return
        }
    }

    /// Enters an object or array; its component is set as keys and elements are read.
    private mutating func nest() throws(Problem) {
        if path.count >= 512 { throw problem("nested too deeply") }
        path.append(.key(""))
    }

    /// Reads a string and returns its text (escapes decoded).
    private mutating func string() throws(Problem) -> String {
        position += 1
        var text: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { throw problem("unterminated string") }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): text += try unicodeEscape()
                default: position -= 2; throw problem("invalid escape in a string")
                }
            case 0..<0x20:
                position -= 1
                throw problem("control character in a string (write \\n for a newline)")
            default:
                text.append(byte)
            }
        }
        throw problem("unterminated string")
    }

    /// The UTF-8 of a `\uXXXX` escape (after the `u`), joined with the low surrogate that must follow a high one.
    private mutating func unicodeEscape() throws(Problem) -> [UInt8] {
        let start = position - 2
        let first = try hex4()
        var scalar: UInt32 = first
        if (0xD800...0xDBFF).contains(first) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw problem("lone UTF-16 surrogate \\u\(hex(first)) in a string (a high surrogate needs a low one after it)", at: start)
            }
            position += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw problem("lone UTF-16 surrogate \\u\(hex(first)) in a string (a high surrogate needs a low one after it)", at: start)
            }
            scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw problem("lone UTF-16 surrogate \\u\(hex(first)) in a string (a low surrogate without a high one)", at: start)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw problem("invalid \\u escape", at: start) }
        return Array(String(Character(unicode)).utf8)
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func hex4() throws(Problem) -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) else {
            throw problem("invalid \\u escape (four hex digits expected)")
        }
        position += 4
        return value
    }

    /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within `Double`'s range.
    private mutating func number() throws(Problem) {
        let start = position
        func digits() -> Int {
            let from = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - from
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        var valid = integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
        if current == UInt8(ascii: ".") { position += 1; valid = valid && digits() > 0 }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            valid = valid && digits() > 0
        }
        while let byte = current, Array("+-0123456789.eE".utf8).contains(byte) { position += 1; valid = false }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard valid else {
            throw problem(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")
                ? "invalid number \(text) (JSON numbers have no leading zeros)" : "invalid number \(text)", at: start)
        }
        guard let double = Double(text), double.isFinite else { throw problem("the number \(text) is out of range", at: start) }
        numbers.append(Number(text: text, path: pathText(), offset: start))
    }

    private mutating func literal(_ word: String) throws(Problem) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<(position + expected.count)]) == expected else {
            throw problem("expected a value (object, array, string, number, true, false or null)")
        }
        position += expected.count
    }
}
