/// A value's description as records and traces print it: `openLink(id: 7)`,
/// `selectTab(.search)`, with type names unqualified by their module and enclosing types.
///
/// A string literal is a description:
///
/// ```swift
/// #expect(record.origin == .childOutput(child: detail, output: "closed", childFinished: true))
/// ```
public struct ValueDescription: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text.
    public let description: String

    /// A description that is already text.
    public init(_ text: String) {
        description = text
    }

    /// A description written as a literal: `"closed"`.
    public init(stringLiteral text: String) {
        description = text
    }

    /// The description of `value`: `String(describing:)` without qualified names.
    public init(describing value: some Any) {
        description = Self.unqualified(String(describing: value))
    }

    /// ``unqualified(_:)``, for tests.
    package static func unqualifiedForTesting(_ text: String) -> String { unqualified(text) }

    /// The description of `event`, an event of `flow`: its case's name when the event type is its
    /// own case (no payloads), which needs no reflection.
    public init<F: Flow>(event: F.Event, of flow: F.Type) {
        if F.Event.self == F.Event.Case.self {
            self.init(F.definition.name(of: event.case))
        } else {
            self.init(describing: event)
        }
    }

    /// `text` with each dotted path of type names outside string literals shortened to its
    /// case: `selectTab(ToasterExample.TabBarFlow.Route.search)` → `selectTab(.search)`.
    static func unqualified(_ text: String) -> String {
        var result = ""
        var word = ""
        var inString = false
        var escaped = false
        func flush(before next: Character?) {
            defer { word = "" }
            let parts = word.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count > 1, parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }), let last = parts.last, !last.isEmpty else {
                result += word
                return
            }
            // A qualified type name (`Module.Flow.Route`) keeps its last part; a qualified case
            // (`Module.Flow.Route.search`) reads as an implicit member, `.search`.
            result += last.first?.isUppercase == true ? String(last) : "." + last
        }
        for character in text {
            if inString {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            flush(before: character)
            if character == "\"" { inString = true }
            result.append(character)
        }
        flush(before: nil)
        return result
    }
}
