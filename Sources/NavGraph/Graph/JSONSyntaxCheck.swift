/// Finds the first syntax error in JSON text, with its line and column.
///
/// Foundation's decoder on Linux says only "The given data was not valid JSON."; a spec author needs
/// to know where. This scanner checks syntax only (RFC 8259 grammar, no values built).
struct JSONSyntaxCheck {
    struct Problem: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// The first problem in `bytes`, or `nil` when they are well-formed JSON.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var check = JSONSyntaxCheck(bytes: bytes)
        do throws(Problem) {
            check.skipSpace()
            try check.value()
            check.skipSpace()
            if check.position < bytes.count { throw check.problem("unexpected text after the end of the document") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func problem(_ message: String) -> Problem {
        let before = bytes[..<min(position, bytes.count)]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(position, bytes.count)], as: UTF8.self).count + 1
        return Problem(line: line, column: column, message: message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = current, [0x20, 0x0A, 0x0D, 0x09].contains(byte) { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
        guard current == byte else { throw problem(current == nil ? "unexpected end of the document, expected \(what)" : "expected \(what)") }
        position += 1
    }

    private mutating func value() throws(Problem) {
        guard let byte = current else { throw problem("unexpected end of the document, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw problem("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func object() throws(Problem) {
        try nest()
        position += 1
        skipSpace()
        if current == UInt8(ascii: "}") { position += 1; depth -= 1; return }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw problem("expected a quoted key") }
            try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            try value()
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            depth -= 1
            return
        }
    }

    private mutating func array() throws(Problem) {
        try nest()
        position += 1
        skipSpace()
        if current == UInt8(ascii: "]") { position += 1; depth -= 1; return }
        while true {
            skipSpace()
            try value()
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            depth -= 1
            return
        }
    }

    private mutating func nest() throws(Problem) {
        depth += 1
        if depth > 512 { throw problem("nested too deeply") }
    }

    private mutating func string() throws(Problem) {
        position += 1
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard let escaped = current, Array("\"\\/bfnrtu".utf8).contains(escaped) else { throw problem("invalid escape in a string") }
                position += 1
            case 0..<0x20: position -= 1; throw problem("control character in a string (write \\n for a newline)")
            default: break
            }
        }
        throw problem("unterminated string")
    }

    private mutating func number() throws(Problem) {
        let start = position
        while let byte = current, Array("+-0123456789.eE".utf8).contains(byte) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if Double(text) == nil { position = start; throw problem("invalid number \(text)") }
    }

    private mutating func literal(_ word: String) throws(Problem) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<(position + expected.count)]) == expected else {
            throw problem("expected a value (object, array, string, number, true, false or null)")
        }
        position += expected.count
    }
}
