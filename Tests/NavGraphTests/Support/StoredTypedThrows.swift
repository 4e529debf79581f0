import Foundation

/// Finds uses of a typed-throws *function type* that need its runtime metadata: the iOS 18 /
/// macOS 15 runtime has it, the iOS 16 / macOS 13 the core deploys to does not. Declarations
/// (`func f() throws(E)`), closure signatures and non-optional parameter types need none; a stored
/// or local variable, an array, a generic argument, an optional or a type alias does.
///
/// A source scan, not a compiler: Linux builds apply no Apple availability, and this keeps the
/// rule checked where the tests run.
enum StoredTypedThrows {
    /// One use: the file's line and the line's text.
    struct Finding: Equatable, CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "\(line): \(text)" }
    }

    /// The uses in `source` that need the metadata.
    static func findings(in source: String) -> [Finding] {
        let code = Array(stripCommentsAndStrings(source))
        var findings: [Finding] = []
        var index = 0
        while let found = nextThrows(in: code, from: index) {
            index = found + 1
            if needsMetadata(code, throwsAt: found) {
                let line = code[..<found].filter { $0 == "\n" }.count + 1
                let text = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
                findings.append(Finding(line: line, text: text.trimmingCharacters(in: .whitespaces)))
            }
        }
        return findings
    }

    /// The index of the next `throws(` from `start`.
    private static func nextThrows(in code: [Character], from start: Int) -> Int? {
        let word = Array("throws")
        var index = start
        while index + word.count < code.count {
            if Array(code[index..<index + word.count]) == word, index == 0 || !isIdentifier(code[index - 1]) {
                var next = index + word.count
                while next < code.count, code[next] == " " { next += 1 }
                if next < code.count, code[next] == "(" { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether the `throws(` at `position` belongs to a function type used where its metadata is needed.
    private static func needsMetadata(_ code: [Character], throwsAt position: Int) -> Bool {
        var index = position - 1
        skipSpaces(code, &index)
        guard index >= 0, code[index] == ")", let open = matchingOpen(code, close: index) else { return false }
        var before = open - 1
        skipSpaces(code, &before)
        // Attributes (`@escaping`, `@Sendable`) say nothing of where the type is used: look past them.
        while before >= 0, isIdentifier(code[before]) {
            let attribute = word(endingAt: before, in: code)
            let at = before - attribute.count
            guard at >= 0, code[at] == "@" else { break }
            before = at - 1
            skipSpaces(code, &before)
        }
        guard before >= 0 else { return true }
        switch code[before] {
        case "{":
            return false  // a closure's signature
        case ":":
            // A parameter's type (`work: () throws(E) -> Void`) needs none; a variable's does.
            var nameEnd = before - 1
            skipSpaces(code, &nameEnd)
            let name = word(endingAt: nameEnd, in: code)
            var previous = nameEnd - name.count
            skipSpaces(code, &previous)
            let keyword = word(endingAt: previous, in: code)
            return keyword == "let" || keyword == "var"
        case let character where isIdentifier(character) || character == ">" || character == "?":
            return !isDeclaration(code, before: open)
        default:
            return true  // `[`, `<`, `,`, `=`, `(`, `->`: a stored, generic, optional or aliased type
        }
    }

    /// Whether the parameter list opening at `open` is a function's, initializer's or subscript's.
    private static func isDeclaration(_ code: [Character], before open: Int) -> Bool {
        var index = open - 1
        if code[index] == ">" {
            var depth = 0
            while index >= 0 {
                if code[index] == ">" { depth += 1 } else if code[index] == "<" { depth -= 1; if depth == 0 { break } }
                index -= 1
            }
            index -= 1
        }
        if index >= 0, code[index] == "?" || code[index] == "!" { index -= 1 }
        let name = word(endingAt: index, in: code)
        if name == "init" || name == "subscript" { return true }
        var previous = index - name.count
        skipSpaces(code, &previous)
        return word(endingAt: previous, in: code) == "func"
    }

    private static func matchingOpen(_ code: [Character], close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if code[index] == ")" { depth += 1 } else if code[index] == "(" { depth -= 1; if depth == 0 { return index } }
            index -= 1
        }
        return nil
    }

    private static func word(endingAt end: Int, in code: [Character]) -> String {
        var start = end
        while start >= 0, isIdentifier(code[start]) { start -= 1 }
        return start == end ? "" : String(code[(start + 1)...end])
    }

    private static func skipSpaces(_ code: [Character], _ index: inout Int) {
        while index >= 0, code[index] == " " || code[index] == "\n" || code[index] == "\t" { index -= 1 }
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `source` with comments and string literals blanked (line breaks kept, so lines still count).
    private static func stripCommentsAndStrings(_ source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        while let character = characters.popFirst() {
            if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "/", characters.first == "*" {
                characters.removeFirst()
                while let next = characters.popFirst(), !(next == "*" && characters.first == "/") { result.append(next == "\n" ? "\n" : " ") }
                _ = characters.popFirst()
            } else if character == "\"" {
                result.append(" ")
                while let next = characters.popFirst(), next != "\"" {
                    if next == "\\" { _ = characters.popFirst() }
                    result.append(next == "\n" ? "\n" : " ")
                }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
