/// What planning reads of a machine's route stack: the top entry, the presented entries and the
/// selected tab, as numbers.
///
/// A ``MachineCore`` keeps it beside its entries and updates it with every change, so that a plan
/// reads one small value and never the stack itself.
@usableFromInline
struct StackFacts: Equatable, Sendable {
    // Whole words first, the one byte last: a copy is then moved in words, never in the
    // overlapping pieces a byte between words makes, which stall reads of what was just written.
    /// How many entries the stack holds.
    @usableFromInline var count: Int
    /// The top entry's route number (see `FlowNames`) and slot.
    @usableFromInline var routeNumber: Int
    @usableFromInline var slot: Int
    /// How many entries are presented, and the position of the topmost (-1: none).
    @usableFromInline var presentedCount: Int
    @usableFromInline var topPresented: Int
    /// The selected tab's position (tab flows only).
    @usableFromInline var selectedTab: Int
    /// Whether the top entry is presented.
    @usableFromInline var isPresented: Bool

    /// The position of the topmost presented entry, if any.
    @inlinable var topPresentedIndex: Int? {
        get { topPresented < 0 ? nil : topPresented }
        set { topPresented = newValue ?? -1 }
    }

    /// The facts of a stack whose top is `top`.
    @inlinable
    init(top: MachineCore.Entry, count: Int, presentedCount: Int, topPresentedIndex: Int?, selectedTab: Int) {
        self.count = count
        routeNumber = top.routeNumber
        slot = top.slot
        isPresented = top.isPresented
        self.presentedCount = presentedCount
        topPresented = topPresentedIndex ?? -1
        self.selectedTab = selectedTab
    }

    /// The facts of `stack`, which is not empty.
    @usableFromInline
    init(of stack: [MachineCore.Entry], selectedTab: Int) {
        self.init(
            top: stack[stack.count - 1], count: stack.count, presentedCount: stack.count { $0.isPresented },
            topPresentedIndex: stack.lastIndex { $0.isPresented }, selectedTab: selectedTab
        )
    }

    /// `entry` was pushed or presented at `index`, the new top.
    @inlinable
    mutating func didAdd(_ entry: MachineCore.Entry, at index: Int) {
        count = index + 1
        setTop(entry)
        if entry.isPresented {
            presentedCount += 1
            topPresentedIndex = index
        }
    }

    /// The top entry, which was not presented, was popped; `entry` is the new top.
    @inlinable
    mutating func didPop(to entry: MachineCore.Entry) {
        count -= 1
        setTop(entry)
    }

    /// The entries above `entry`, the first of the top container at `index`, were popped: none
    /// of them was presented, so the presented ones are as they were.
    @inlinable
    mutating func didPopToRoot(to entry: MachineCore.Entry, at index: Int) {
        count = index + 1
        setTop(entry)
    }

    @inlinable
    mutating func setTop(_ entry: MachineCore.Entry) {
        routeNumber = entry.routeNumber
        slot = entry.slot
        isPresented = entry.isPresented
    }
}

/// What a stack row (a push, pop, pop to root, present or dismiss) does to a stack, or why it
/// cannot apply: answered from the ``StackFacts`` alone, without the flow's types, so that
/// code not specialised for the flow takes it too.
@usableFromInline
enum StackStep {
    /// The row applies: the change.
    case change(MachineChange)
    /// It cannot apply here, for a reason its row names.
    case refused(NavigationError.Cause)
    /// A push, present or pop to root in a tab flow, which has no stack of its own.
    case stackless
}

extension StackFacts {
    /// What a row of `kind` does to this stack, in a tab flow when `isTabFlow`; `nil` for a row
    /// that is no stack row.
    @inlinable @inline(__always)
    func stackStep(_ kind: ActionKind, isTabFlow: Bool) -> StackStep? {
        switch kind {
        case .push:
            isTabFlow ? .stackless : .change(.pushed(index: count, slot: slot))
        case .present:
            isTabFlow ? .stackless : .change(.presented(index: count, slot: presentedCount + 1))
        case .popToRoot:
            isTabFlow ? .stackless : .change(count - 1 > (topPresentedIndex ?? 0) ? .poppedToRoot(slot: slot) : .unchanged)
        case .pop:
            count > 1 && !isPresented ? .change(.popped(slot: slot)) : .refused(.cannotPopFirstScreen)
        case .dismiss:
            // The topmost presented entry's slot is its ordinal among the presented ones.
            topPresentedIndex != nil ? .change(.dismissed(slot: presentedCount)) : .refused(.nothingToDismiss)
        case .selectTab, .start, .finish, .escalate, .stay:
            nil
        }
    }
}
