extension FlowMachine {
    /// What planning reads of a machine's route stack: the top entry, the presented entries and
    /// the selected tab.
    ///
    /// A machine keeps it beside its stack and updates it with every change, so that a plan reads
    /// one small value and never the stack itself: for payload-free routes it holds no reference,
    /// and a coordinator reads it from its machine without copying the stack.
    @usableFromInline
    struct StackFacts: Sendable {
        // The fields whose size does not depend on `F` come first (see `FlowMachine`'s).
        /// How many entries the stack holds.
        @usableFromInline var count: Int
        /// The top entry's number (see `FlowNames`), slot and whether it is presented.
        @usableFromInline var routeNumber: Int
        @usableFromInline var slot: Int
        @usableFromInline var isPresented: Bool
        /// How many entries are presented, and the position of the topmost.
        @usableFromInline var presentedCount: Int
        @usableFromInline var topPresentedIndex: Int?
        /// The selected tab's position (tab flows only).
        @usableFromInline var selectedTab: Int
        /// The top entry's route.
        @usableFromInline var route: F.Route

        /// The facts of a stack whose top is `top`.
        @inlinable
        init(top: Entry, count: Int, presentedCount: Int, topPresentedIndex: Int?, selectedTab: Int) {
            self.count = count
            routeNumber = top.routeNumber
            slot = top.slot
            isPresented = top.isPresented
            self.presentedCount = presentedCount
            self.topPresentedIndex = topPresentedIndex
            self.selectedTab = selectedTab
            route = top.route
        }

        /// The facts of `stack`, which is not empty.
        @inlinable
        init(of stack: [Entry], selectedTab: Int) {
            self.init(
                top: stack[stack.count - 1], count: stack.count, presentedCount: stack.count { $0.isPresented },
                topPresentedIndex: stack.lastIndex { $0.isPresented }, selectedTab: selectedTab
            )
        }

        /// `entry` was pushed or presented at `index`, the new top.
        @inlinable
        mutating func didAdd(_ entry: Entry, at index: Int) {
            count = index + 1
            setTop(entry)
            if entry.isPresented {
                presentedCount += 1
                topPresentedIndex = index
            }
        }

        /// The top entry, which was not presented, was popped; `entry` is the new top.
        @inlinable
        mutating func didPop(to entry: Entry) {
            count -= 1
            setTop(entry)
        }

        /// The entries above `entry`, the first of the top container at `index`, were popped: none
        /// of them was presented, so the presented ones are as they were.
        @inlinable
        mutating func didPopToRoot(to entry: Entry, at index: Int) {
            count = index + 1
            setTop(entry)
        }

        @inlinable
        mutating func setTop(_ entry: Entry) {
            route = entry.route
            routeNumber = entry.routeNumber
            slot = entry.slot
            isPresented = entry.isPresented
        }
    }
}
