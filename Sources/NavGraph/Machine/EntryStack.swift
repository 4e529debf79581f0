/// A machine's route stack: its entries, bottom to top, in one buffer with its count and capacity.
///
/// Unlike an array, a change never asks the Swift runtime whether the buffer is shared (a call
/// that made the dispatch path save and restore its registers around every push and pop). Two
/// rules stand in for the check:
/// - A flow type's initial stack, which new machines share, is *read-only*: its capacity reads 0,
///   so the first push or presentation copies it (``append(_:)`` grows it), and the one change
///   that keeps the count, a tab selection, copies it first (``ownIfReadOnly()``). Nothing else
///   can change a one-entry stack: popping, dismissing or truncating it is rejected before.
/// - Any other buffer has one holder: a coordinator never hands its stack out to be kept, and a
///   ``FlowMachine``, a value whose copies share a buffer, copies it before a change
///   (``makeUnique()``).
@usableFromInline
struct EntryStack<Entry>: RandomAccessCollection, MutableCollection, @unchecked Sendable {
    @usableFromInline var buffer: EntryBuffer<Entry>

    /// An empty stack with room for `capacity` entries.
    @inlinable init(capacity: Int) {
        buffer = EntryBuffer.make(capacity: capacity)
    }

    /// A read-only stack of `entries`, to be shared: a change copies it first.
    @inlinable init(readOnly entries: [Entry]) {
        self.init(capacity: entries.count)
        for entry in entries { append(entry) }
        header.pointee.capacity = 0
    }

    @inlinable var header: UnsafeMutablePointer<EntryStackHeader> {
        buffer.withUnsafeMutablePointerToHeader { $0 }
    }

    @inlinable var base: UnsafeMutablePointer<Entry> {
        buffer.withUnsafeMutablePointerToElements { $0 }
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { header.pointee.count }
    @inlinable var count: Int { header.pointee.count }
    /// Whether this is a shared initial stack (see the type's rules).
    @inlinable var isReadOnly: Bool { header.pointee.capacity == 0 }

    /// The entry at `index`; out of bounds traps, as an array's subscript does.
    @inlinable subscript(index: Int) -> Entry {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "EntryStack index out of range")
            return base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "EntryStack index out of range")
            base[index] = newValue
        }
    }

    /// The top entry's position. A machine's stack is never empty.
    @inlinable var topIndex: Int { count &- 1 }

    /// The top entry, read without a bounds check: a machine's stack is never empty.
    @inlinable var top: Entry {
        get { base[topIndex] }
        set { base[topIndex] = newValue }
    }

    /// Whether `other` holds this very buffer.
    @inlinable func isSame(as other: EntryStack) -> Bool { buffer === other.buffer }

    /// Adds `entry` on top, growing the buffer when it is full (or read-only).
    @inlinable mutating func append(_ entry: Entry) {
        let count = header.pointee.count
        if count >= header.pointee.capacity { grow() }
        (base + count).initialize(to: entry)
        header.pointee.count = count &+ 1
    }

    /// Removes the entries from position `count` on (nothing when the stack holds fewer).
    @inlinable mutating func removeLast(downTo count: Int) {
        let current = header.pointee.count
        guard current > count, count >= 0 else { return }
        assert(!isReadOnly, "a read-only stack changed")
        (base + count).deinitialize(count: current &- count)
        header.pointee.count = count
    }

    /// Removes the top entry; the stack must not be empty.
    @inlinable mutating func removeLast() {
        let current = header.pointee.count
        precondition(current > 0, "removeLast on an empty EntryStack")
        assert(!isReadOnly, "a read-only stack changed")
        (base + (current &- 1)).deinitialize(count: 1)
        header.pointee.count = current &- 1
    }

    /// Copies a read-only stack before a change that keeps the count.
    @inlinable mutating func ownIfReadOnly() {
        if isReadOnly { buffer = copied(capacity: 4).buffer }
    }

    /// Copies the buffer unless this stack is its only holder (a ``FlowMachine`` and its copies).
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&buffer) { buffer = copied(capacity: 4).buffer }
    }

    /// A stack of its own with these entries, and room for `capacity`.
    @inlinable func copied(capacity: Int) -> EntryStack {
        var copy = EntryStack(capacity: Swift.max(capacity, count))
        for index in 0..<count { copy.append(base[index]) }
        return copy
    }

    /// Moves the entries to a buffer twice as large (copies them from a read-only one). Out of
    /// line: rare.
    @inlinable @inline(never) mutating func grow() {
        let current = count
        guard !isReadOnly else {
            buffer = copied(capacity: Swift.max(4, current * 2)).buffer
            return
        }
        let larger = EntryBuffer<Entry>.make(capacity: Swift.max(4, current * 2))
        larger.withUnsafeMutablePointerToElements { $0.moveInitialize(from: base, count: current) }
        larger.withUnsafeMutablePointerToHeader { $0.pointee.count = current }
        header.pointee.count = 0
        buffer = larger
    }
}

/// The storage of an ``EntryStack``: a header and the entries, in one allocation.
@usableFromInline
final class EntryBuffer<Entry>: ManagedBuffer<EntryStackHeader, Entry> {
    /// An empty buffer with room for at least `capacity` entries.
    @inlinable static func make(capacity: Int) -> EntryBuffer {
        let made = create(minimumCapacity: capacity) { _ in EntryStackHeader(count: 0, capacity: capacity) }
        return unsafeDowncast(made, to: EntryBuffer.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, entries in entries.deinitialize(count: header.pointee.count) }
    }
}

/// An ``EntryBuffer``'s count and capacity (0: read-only).
@usableFromInline
struct EntryStackHeader {
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @inlinable init(count: Int, capacity: Int) {
        self.count = count
        self.capacity = capacity
    }
}
