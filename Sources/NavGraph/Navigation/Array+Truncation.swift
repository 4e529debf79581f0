extension Array {
    /// Removes the elements from position `count` on; nothing when there are no more than `count`.
    mutating func removeLast(downTo count: Int) {
        guard self.count > count else { return }
        removeSubrange(Swift.max(count, 0)...)
    }
}
