/// A flow machine's state as plain numbers: per entry its route's number (see `FlowNames`), its
/// container slot, its serial, whether it was presented and the row that opened it; the next
/// serial; the facts planning reads.
///
/// Routes are payload-free, so an entry's route is read back from the definition by number, and
/// nothing here depends on the flow's types: a coordinator keeps it in a field of its own that
/// only this module's non-inlinable code touches, and unspecialised code reads it without
/// metadata or value witnesses. What opened an entry is its row's event when events carry no
/// payload; ``OpeningEvents`` keeps those that do.
@usableFromInline
struct MachineCore: Sendable {
    /// One screen of the flow (see ``FlowMachine/Entry``) as numbers.
    @usableFromInline
    struct Entry: Equatable, Sendable {
        // Whole words first, as in `StackFacts`.
        @usableFromInline let routeNumber: Int
        @usableFromInline let slot: Int
        @usableFromInline let serial: Int
        /// The row whose event opened the entry; `nil` for the first screen.
        @usableFromInline let openingRow: Int?
        @usableFromInline let isPresented: Bool

        @usableFromInline
        init(routeNumber: Int, slot: Int, serial: Int, isPresented: Bool, openingRow: Int?) {
            self.routeNumber = routeNumber
            self.slot = slot
            self.serial = serial
            self.isPresented = isPresented
            self.openingRow = openingRow
        }
    }

    /// The route stack, bottom to top: never empty. A tab flow has one entry, its selected tab.
    @usableFromInline private(set) var entries: [Entry]
    /// The serial the next pushed or presented entry gets.
    @usableFromInline private(set) var nextSerial = 1
    /// What planning reads of the stack, kept up to date by every change.
    @usableFromInline private(set) var facts: StackFacts

    /// A machine at its first route, numbered `routeNumber`, with tab `selectedTab` selected.
    @usableFromInline
    init(routeNumber: Int, selectedTab: Int) {
        let first = Entry(routeNumber: routeNumber, slot: 0, serial: 0, isPresented: false, openingRow: nil)
        entries = [first]
        facts = StackFacts(top: first, count: 1, presentedCount: 0, topPresentedIndex: nil, selectedTab: selectedTab)
    }

    /// A machine of `definition`'s flow as it starts: at its initial route and tab.
    @inlinable
    init<F>(startingIn definition: FlowDefinition<F>) {
        self.init(routeNumber: definition.names.initialRoute, selectedTab: definition.initialTab)
    }

    /// This state, its entries moved out: this one is left without entries until it is
    /// assigned again (see `FlowNode.changeCore`). Moved, not copied, so that the entries'
    /// storage stays unique and changes in place.
    mutating func movedOut() -> MachineCore {
        MachineCore(entries: takeEntries(), nextSerial: nextSerial, facts: facts)
    }

    private init(entries: [Entry], nextSerial: Int, facts: StackFacts) {
        self.entries = entries
        self.nextSerial = nextSerial
        self.facts = facts
    }

    /// Carries out `step`, planned on this state from row `row`: `routeNumber` is the pushed or
    /// presented route's, or the selected tab's. Answers the route it left and the entry it
    /// added, if any.
    @inlinable @inline(__always)
    mutating func apply(_ step: MachineChange, row: Int, routeNumber: Int) -> (left: Int, added: Entry?) {
        let left = facts.routeNumber
        let added = Self.apply(step, row: row, routeNumber: routeNumber, to: &entries, facts: &facts, nextSerial: &nextSerial)
        return (left, added)
    }

    /// ``apply(_:row:routeNumber:)`` on a state's parts, given apart: a coordinator changes its
    /// entries moved out of its field (see `FlowNode.carryOut`). Answers the entry added, if any.
    @inlinable @inline(__always)
    static func apply(
        _ step: MachineChange, row: Int, routeNumber: Int, to entries: inout [Entry], facts: inout StackFacts, nextSerial: inout Int
    ) -> Entry? {
        switch step {
        case .pushed(_, let slot), .presented(_, let slot):
            let isPresented = if case .presented = step { true } else { false }
            let added = Entry(routeNumber: routeNumber, slot: slot, serial: nextSerial, isPresented: isPresented, openingRow: row)
            entries.append(added)
            nextSerial += 1
            facts.didAdd(added, at: entries.count - 1)
            return added
        case .popped:
            entries.removeLast()
            facts.didPop(to: entries[entries.count - 1])
        case .poppedToRoot:
            let root = facts.topPresentedIndex ?? 0
            entries.removeLast(entries.count - root - 1)
            facts.didPopToRoot(to: entries[root], at: root)
        case .dismissed:
            if let first = facts.topPresentedIndex { entries.removeLast(entries.count - first) }
            facts = StackFacts(of: entries, selectedTab: facts.selectedTab)
        case .selectedTab(let tab):
            let first = entries[0]
            entries[0] = Entry(routeNumber: routeNumber, slot: first.slot, serial: first.serial, isPresented: first.isPresented, openingRow: first.openingRow)
            facts = StackFacts(of: entries, selectedTab: tab)
        case .reselectedTab, .unchanged, .startsChild, .finishes, .escalates:
            break
        }
        return nil
    }

    /// The entries, moved out: this state has none until it adopts them back. Moved, not
    /// copied, so that their storage stays unique and changes in place.
    @inlinable @inline(__always)
    mutating func takeEntries() -> [Entry] {
        var taken: [Entry] = []
        swap(&taken, &entries)
        return taken
    }

    /// Sets the entries and the numbers that describe them. The entries are taken, not copied
    /// (a copy would retain them, and release the caller's).
    @inlinable @inline(__always)
    mutating func adopt(_ entries: consuming [Entry], facts: StackFacts, nextSerial: Int) {
        self.entries = entries
        self.facts = facts
        self.nextSerial = nextSerial
    }

    /// Removes the entries from `index` on: the platform removed those screens.
    mutating func truncate(from index: Int) {
        guard index > 0, index < entries.count else { return }
        entries.removeSubrange(index...)
        refreshFacts(selectedTab: facts.selectedTab)
    }

    /// Pops the stack back to its first entry, presented routes included (a re-selected tab).
    mutating func popToFirst() {
        entries.removeSubrange(1...)
        refreshFacts(selectedTab: facts.selectedTab)
    }

    /// Shows tab `index`, whose route is numbered `routeNumber` (a tab flow's one entry is its
    /// selected tab).
    mutating func selectTab(_ index: Int, routeNumber: Int) {
        _ = apply(.selectedTab(index), row: 0, routeNumber: routeNumber)
    }

    /// Sets the stack to `entries`, which is not empty (a restored snapshot); later entries get
    /// serials above theirs.
    mutating func restore(entries: [Entry]) {
        self.entries = entries
        nextSerial = (entries.map { $0.serial }.max() ?? 0) + 1
        refreshFacts(selectedTab: facts.selectedTab)
    }

    /// Reads the facts anew from the stack, after a change that is not a single push, present or
    /// pop, with tab `selectedTab` selected.
    private mutating func refreshFacts(selectedTab: Int) {
        facts = StackFacts(of: entries, selectedTab: selectedTab)
    }
}
