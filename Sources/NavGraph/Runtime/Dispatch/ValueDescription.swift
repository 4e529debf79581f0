/// A value's description as records and traces print it: `openLink(id: 7)`,
/// `selectTab(.search)`, with type names unqualified by their module and enclosing types.
///
/// A string literal is a description:
///
/// ```swift
/// #expect(record.origin == .childOutput(child: detail, output: "closed", childFinished: true))
/// ```
///
/// Two descriptions are equal when their texts are. A transition record's event with a payload,
/// and a child's output, are described when the description is read.
public struct ValueDescription: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text.
    public var description: String { later?.describe() ?? text }

    /// The text, when it is made already.
    private let text: String
    /// A value described when read: an observer of every transition reads few descriptions.
    private let later: DescribedWhenRead?

    private init(text: String, later: DescribedWhenRead?) {
        self.text = text
        self.later = later
    }

    /// A description that is already text.
    public init(_ text: String) {
        self.init(text: text, later: nil)
    }

    /// A description written as a literal: `"closed"`.
    public init(stringLiteral text: String) {
        self.init(text: text, later: nil)
    }

    /// The description of `value`: `String(describing:)` without qualified names.
    public init(describing value: some Any) {
        self.init(Self.unqualified(String(describing: value)))
    }

    /// ``init(describing:)``, made only when ``description`` is read: a child's output as a
    /// transition record holds it.
    @usableFromInline
    init(describingWhenRead value: any Sendable) {
        self.init(text: "", later: DescribedWhenRead(value, eventOf: nil))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.later, let right = rhs.later, left === right { return true }
        return lhs.description == rhs.description
    }

    /// Whether `other` describes the same value: two values of one `Equatable` type, described
    /// when read, match when they are equal, without being described; others when their texts
    /// are equal. What a replay compares its records by: `==` stays text equality, as hashing
    /// is, since equal values may describe apart (`0.0` and `-0.0`).
    package func matches(_ other: Self) -> Bool {
        if let left = later, let right = other.later, left.isEqual(to: right) { return true }
        return self == other
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// ``unqualified(_:)``, for tests.
    package static func unqualifiedForTesting(_ text: String) -> String { unqualified(text) }

    /// The description of `event`, an event of `flow`: its case's name when the event type is its
    /// own case (no payloads), else ``FlowEvent/description(of:)``, which `@FlowEvent` writes
    /// without reflection.
    public init<F: Flow>(event: F.Event, of flow: F.Type) {
        if F.Event.self == F.Event.Case.self {
            self.init(F.definition.name(of: event.case))
        } else {
            self.init(Self.unqualified(F.Event.description(of: event)))
        }
    }

    /// ``init(event:of:)``, the payload described only when ``description`` is read: what a
    /// transition record holds.
    @usableFromInline
    init<F: Flow>(eventDescribedWhenRead event: F.Event, of flow: F.Type) {
        if F.Event.self == F.Event.Case.self {
            self.init(F.definition.name(of: event.case))
        } else {
            self.init(text: "", later: DescribedWhenRead(event, eventOf: F.self))
        }
    }

    /// `text` with each dotted path of type names outside string literals shortened to its
    /// case: `selectTab(ToasterExample.TabBarFlow.Route.search)` → `selectTab(.search)`.
    static func unqualified(_ text: String) -> String {
        // ASCII text, the usual description, is read as bytes: classifying `Character`s asks the
        // Unicode tables for each one, which cost as much as describing the value.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: shortened(Array(text.utf8)), as: UTF8.self) }
        return String(shortened(Array(text)))
    }

    /// `units` with each dotted path of type names outside string literals shortened (see
    /// ``unqualified(_:)``).
    private static func shortened<Unit: TextUnit>(_ units: [Unit]) -> [Unit] {
        var result: [Unit] = []
        result.reserveCapacity(units.count)
        var wordStart: Int?
        var inString = false
        var escaped = false
        func flush(upTo end: Int) {
            guard let start = wordStart else { return }
            wordStart = nil
            let word = units[start..<end]
            let parts = word.split(separator: .dot, omittingEmptySubsequences: false)
            guard parts.count > 1, parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }), let last = parts.last, let first = last.first else {
                result += word
                return
            }
            // A qualified type name (`Module.Flow.Route`) keeps its last part; a qualified case
            // (`Module.Flow.Route.search`) reads as an implicit member, `.search`.
            if !first.isUppercase { result.append(.dot) }
            result += last
        }
        for index in units.indices {
            let unit = units[index]
            if inString {
                result.append(unit)
                if escaped {
                    escaped = false
                } else if unit == .backslash {
                    escaped = true
                } else if unit == .quote {
                    inString = false
                }
                continue
            }
            if unit.isWordPart {
                if wordStart == nil { wordStart = index }
                continue
            }
            flush(upTo: index)
            if unit == .quote { inString = true }
            result.append(unit)
        }
        flush(upTo: units.count)
        return result
    }
}

/// A value that a ``ValueDescription`` describes when read: an event of a flow, or any value.
private final class DescribedWhenRead: Sendable {
    let value: any Sendable
    /// The flow whose event `value` is; `nil` for a value described by `String(describing:)`.
    let flow: (any Flow.Type)?

    init(_ value: any Sendable, eventOf flow: (any Flow.Type)?) {
        self.value = value
        self.flow = flow
    }

    func describe() -> String {
        func describe<F: Flow>(eventOf flow: F.Type) -> String {
            guard let event = value as? F.Event else { return String(describing: value) }
            return F.Event.description(of: event)
        }
        return ValueDescription.unqualified(flow.map { describe(eventOf: $0) } ?? String(describing: value))
    }

    /// Whether `other` holds a value of the same type that is equal to this one (`false` when the
    /// type is not `Equatable`).
    func isEqual(to other: DescribedWhenRead) -> Bool {
        guard let value = value as? any Equatable else { return false }
        return value.isEqual(to: other.value)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A unit of text ``ValueDescription/unqualified(_:)`` reads: a `Character`, or a byte of ASCII text.
private protocol TextUnit: Equatable {
    static var dot: Self { get }
    static var quote: Self { get }
    static var backslash: Self { get }
    /// A letter, a digit, `_` or `.`: part of a dotted name.
    var isWordPart: Bool { get }
    var isUppercase: Bool { get }
}

extension Character: TextUnit {
    fileprivate static var dot: Character { "." }
    fileprivate static var quote: Character { "\"" }
    fileprivate static var backslash: Character { "\\" }
    fileprivate var isWordPart: Bool { isLetter || isNumber || self == "_" || self == "." }
}

extension UInt8: TextUnit {
    fileprivate static var dot: UInt8 { UInt8(ascii: ".") }
    fileprivate static var quote: UInt8 { UInt8(ascii: "\"") }
    fileprivate static var backslash: UInt8 { UInt8(ascii: "\\") }
    fileprivate var isWordPart: Bool {
        isUppercase || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || self == UInt8(ascii: "_") || self == .dot
    }
    fileprivate var isUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
}
