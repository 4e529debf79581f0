extension Array {
    /// Removes the elements from position `count` on, from the end, one at a time.
    ///
    /// Stacks, modals and the runtime's buffers drop a few elements at a time, and keep their
    /// capacity. `removeSubrange` and `removeAll(keepingCapacity:)` go through
    /// `replaceSubrange`, which cost about 60 to 150 instructions per call where this costs a
    /// few per element (measured on the flat benchmark's `popToRoot`, the full script's
    /// finished coordinators and the explorer's replay). Always inlined: called, it took about 29
    /// instructions to drop the one screen of the flat benchmark's `popToRoot`.
    @inlinable @inline(__always) package mutating func removeLast(downTo count: Int) {
        while self.count > count { removeLast() }
    }
}
