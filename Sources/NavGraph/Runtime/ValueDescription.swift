/// A value's `String(describing:)`, worked out when it is read, not when it is recorded.
///
/// Describing an event or an output that carries a payload reflects on it, which costs far more
/// than applying the transition that carried it. Transition records and explored traces therefore
/// keep the value itself and describe it only when they are printed, compared or hashed.
///
/// Two descriptions are equal when their texts are. Two values of the same type compare without
/// being described: equal when their bytes are, otherwise with the type's `==` when it is
/// `Equatable` (which should then agree with its description). A string literal is a description:
///
/// ```swift
/// #expect(record.origin == .childOutput(child: detail, output: "closed", childFinished: true))
/// ```
///
/// A payload that holds a reference is described as it is when read, not as it was when recorded.
public struct ValueDescription: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    @usableFromInline enum Storage: Sendable {
        case text(String)
        case value(DescribedValue)
    }

    @usableFromInline let storage: Storage

    /// A description that is already text.
    public init(_ text: String) {
        storage = .text(text)
    }

    /// A description written as a literal: `"closed"`.
    public init(stringLiteral text: String) {
        storage = .text(text)
    }

    /// The description of `value`, worked out when first read.
    @inlinable public init<Value: Sendable>(describing value: Value) {
        storage = .value(TypedDescribedValue(value))
    }

    /// The text: `openLink(id: 7)`.
    public var description: String {
        switch storage {
        case .text(let text): text
        case .value(let value): value.describe()
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.text(let left), .text(let right)):
            return left == right
        case (.value(let left), .value(let right)):
            if left === right || left.hasSameBytes(as: right) { return true }
            if let equal = left.isEqual(to: right) { return equal }
        default:
            break
        }
        return lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// Whether this describes a value of `type` (a ``TypedDescribedValue``'s type) whose bytes
    /// are `bytes`: then it describes that very value.
    @usableFromInline func holds(_ type: DescribedValue.Type, withBytes bytes: (UInt64, UInt64)) -> Bool {
        guard case .value(let value) = storage else { return false }
        return value.fitsInline && value.bytes == bytes && Swift.type(of: value) == type
    }
}

/// A value kept for its description. Immutable.
@usableFromInline
class DescribedValue: @unchecked Sendable {
    /// The value's bytes, when it takes 16 or fewer (`fitsInline`), zeros after them: two values of
    /// one type with the same bytes are the same value, told without generic code (the replay of
    /// a trace compares every event and output it recorded with the one it records again).
    @usableFromInline let bytes: (UInt64, UInt64)
    @usableFromInline let fitsInline: Bool

    @usableFromInline init(bytes: (UInt64, UInt64), fitsInline: Bool) {
        self.bytes = bytes
        self.fitsInline = fitsInline
    }

    /// Whether `other` is a value of the same type with the same bytes (then it is an equal value).
    final func hasSameBytes(as other: DescribedValue) -> Bool {
        fitsInline && other.fitsInline && bytes == other.bytes && type(of: self) == type(of: other)
    }

    /// The bytes of `value`, which takes 16 or fewer, zeros after them: what a
    /// ``TypedDescribedValue`` of it keeps.
    @inlinable static func bytes<Value>(of value: Value) -> (UInt64, UInt64) {
        var bytes: (UInt64, UInt64) = (0, 0)
        withUnsafeBytes(of: value) { source in
            withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: source) }
        }
        return bytes
    }

    /// `String(describing:)` of the value.
    func describe() -> String { "" }

    /// Whether `other` holds an equal value, when that can be told without describing them: `nil`
    /// when it cannot (values of different types, or of a type that is not `Equatable` whose
    /// bytes differ).
    func isEqual(to other: DescribedValue) -> Bool? { nil }
}

@usableFromInline
final class TypedDescribedValue<Value: Sendable>: DescribedValue, @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable init(_ value: Value) {
        self.value = value
        let fitsInline = MemoryLayout<Value>.size <= MemoryLayout<(UInt64, UInt64)>.size
        super.init(bytes: fitsInline ? DescribedValue.bytes(of: value) : (0, 0), fitsInline: fitsInline)
    }

    override func describe() -> String { String(describing: value) }

    override func isEqual(to other: DescribedValue) -> Bool? {
        guard type(of: other) == Self.self else { return nil }
        let other = unsafeDowncast(other, to: Self.self)
        return withUnsafePointer(to: other.value) { theirs in
            // The same bytes are the same value: no conformance look-up. Different bytes may still
            // be one value (the unused bytes of an enum case with a smaller payload, two copies of
            // a long string): the type's `==` tells, or else only the descriptions can.
            let sameBytes = withUnsafeBytes(of: value) { mine in
                mine.elementsEqual(UnsafeRawBufferPointer(start: theirs, count: MemoryLayout<Value>.size))
            }
            if sameBytes { return true }
            if let equatable = value as? any Equatable { return equatable.isEqual(toValueAt: UnsafeRawPointer(theirs)) }
            return nil
        }
    }
}

extension Equatable {
    /// `self == ` the value of type `Self` at `address`.
    fileprivate func isEqual(toValueAt address: UnsafeRawPointer) -> Bool {
        self == address.assumingMemoryBound(to: Self.self).pointee
    }
}
