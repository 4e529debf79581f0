extension FlowRuntime {
    /// Whether `state` is the navigation state the machines imply: the same answer as
    /// `impliedNavigationState == state`, decided without building that state.
    ///
    /// Test tools ask after every step whether the router shows what the machines imply; when it
    /// does (nearly always), this answers without making a container, a stack or a screen list.
    public func impliesNavigationState(_ state: NavigationState) -> Bool {
        // One counter per stack of `state`. The root is read through a pattern, which borrows it
        // (`state.root?.…` and `if let` copied the container, a reference per list it holds; so
        // throughout the match), the modals by index (a loop over them copies each one).
        var stacks = 0
        if case .some(let root) = state.root { stacks = root.stacks.count }
        for modal in state.modals.indices { stacks += state.modals[modal].stacks.count }
        // In the runtime's buffer, kept between matches, not in a temporary allocation: a
        // main-actor closure handed to it is checked for its isolation on every call.
        if matchCursors.count < stacks {
            matchCursors.deallocate()
            matchCursors = .allocate(capacity: max(stacks, 8))
        }
        let cursors = UnsafeMutableBufferPointer(rebasing: matchCursors[0..<stacks])
        cursors.initialize(repeating: 0)
        var match = ImpliedStateMatch(cursors: cursors)
        if let rootNode { match.place(rootNode, in: state) }
        return match.isComplete(in: state)
    }
}

/// Follows ``FlowRuntime/impliedNavigationState``'s walk step for step, but compares what each
/// step would add with a target state instead of building it.
///
/// The state the walk has built so far is always a prefix of the target while `matches` holds:
/// the same containers, each stack holding the first `cursors[...]` screens of the target's. A
/// flow placed as the root starts the state over, exactly as the walk does.
///
/// Each flow's step is one call through its witness (`FlowNode.typedMatch(in:_:)`, compiled for
/// its flow type): its container or its screens, then its presented routes. A tab flow's
/// container is matched for its shape, and each tab's screens when the walk reaches the tab,
/// which comes before anything else reaches that tab's stack. A call through a witness counts a
/// reference to its closure and to the flow: three calls per flow, as the steps were split,
/// cost more than the comparisons.
///
/// The target is handed to each step, borrowed, never kept: a copy in the match counted a
/// reference to each of its lists, and reading a container into a local copied it too.
@MainActor
@usableFromInline
struct ImpliedStateMatch {
    /// Whether the state built so far is a prefix of the target; once false, only a new root can
    /// make it true again (the walk discards everything built before a root).
    @usableFromInline var matches = true
    /// Whether the walk has set a root container.
    @usableFromInline var hasRoot = false
    /// How many modals the walk has presented.
    @usableFromInline var modalCount = 0
    /// Screens matched so far in each of the target's stacks: the root's, then each modal's.
    @usableFromInline let cursors: UnsafeMutableBufferPointer<Int>

    init(cursors: UnsafeMutableBufferPointer<Int>) {
        self.cursors = cursors
    }

    /// Whether the whole walk built exactly `target`.
    func isComplete(in target: borrowing NavigationState) -> Bool {
        guard matches, modalCount == target.modals.count else { return false }
        var position = 0
        switch target.root {
        case .some(let root):
            guard hasRoot else { return false }
            for stack in root.stacks.indices {
                guard cursors[position] == root.stacks[stack].screens.count else { return false }
                position += 1
            }
        case .none:
            guard !hasRoot else { return false }
        }
        for modal in target.modals.indices {
            for stack in target.modals[modal].stacks.indices {
                guard cursors[position] == target.modals[modal].stacks[stack].screens.count else { return false }
                position += 1
            }
        }
        return true
    }

    /// Where modal `modal`'s stacks start in `cursors`.
    @usableFromInline func offset(ofModal modal: Int, in target: borrowing NavigationState) -> Int {
        var offset = 0
        if case .some(let root) = target.root { offset = root.stacks.count }
        for index in 0..<modal { offset += target.modals[index].stacks.count }
        return offset
    }

    /// `FlowRuntime.place(_:in:)`, compared: the flow's own step, then its tabs and its child.
    mutating func place(_ node: AnyFlowNode, in target: borrowing NavigationState) {
        node.witness.match(node, target, &self)
        var tab = node.firstTabReference
        while let current = tab {
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            place(tabNode, in: target)
            tab = tabNode.nextTabReference
        }
        if let child = node.childReference {
            unowned(unsafe) let childNode = child.takeUnretainedValue()
            place(childNode, in: target)
        }
    }

    /// The built stack `id`, searched as `NavigationState.updateStack` searches (the root's
    /// stacks, then each presented modal's): its container (-1 for the root, or the modal's
    /// position), its position there, and its position in `cursors`. A stack the walk has not
    /// built is `nil`: it takes nothing.
    @usableFromInline func builtStack(_ id: ContainerID, in target: borrowing NavigationState) -> (container: Int, stack: Int, cursor: Int)? {
        var offset = 0
        if hasRoot, case .some(let root) = target.root {
            for index in root.stacks.indices where root.stacks[index].id == id { return (-1, index, index) }
            offset = root.stacks.count
        }
        for modal in 0..<modalCount {
            for index in target.modals[modal].stacks.indices where target.modals[modal].stacks[index].id == id {
                return (modal, index, offset + index)
            }
            offset += target.modals[modal].stacks.count
        }
        return nil
    }

    /// `FlowRuntime.placePresentedRoutes(of:in:)`, compared for one screen of flow `owner` in
    /// slot `slot`: each run of screens in one slot is a modal of its own (a child pushed onto
    /// it later in the walk adds to it). `current` is the modal the flow's previous screen went
    /// to.
    @usableFromInline mutating func placePresented(
        _ screen: Screen, slot: Int, of owner: FlowID, current: inout (container: ContainerID, modal: Int)?, in target: borrowing NavigationState
    ) {
        let container = ContainerID(owner: owner, slot: slot)
        if current?.container != container {
            guard modalCount < target.modals.count,
                target.modals[modalCount].id == container, target.modals[modalCount].tabNames == nil,
                target.modals[modalCount].selectedIndex == 0, target.modals[modalCount].stacks.count == 1,
                target.modals[modalCount].stacks[0].id == container
            else {
                matches = false
                return
            }
            current = (container, modalCount)
            modalCount += 1
        }
        guard let modal = current?.modal else { return }
        let cursor = offset(ofModal: modal, in: target)
        guard cursors[cursor] < target.modals[modal].stacks[0].screens.count, target.modals[modal].stacks[0].screens[cursors[cursor]] == screen else {
            matches = false
            return
        }
        cursors[cursor] += 1
    }
}

extension FlowNode {
    /// This flow's step of ``ImpliedStateMatch``: the container it starts (the root's, or a
    /// modal's), or its screens on the stack it is pushed onto or is the tab of, then the modals
    /// of its presented routes.
    @inlinable func typedMatch(in target: borrowing NavigationState, _ match: inout ImpliedStateMatch) {
        switch placement {
        case .windowRoot, .root:
            // The walk replaces the root and drops the modals: what was compared before is gone.
            match.hasRoot = true
            match.modalCount = 0
            match.cursors.update(repeating: 0)
            switch target.root {
            case .some(let root): match.matches = typedMatchInitialContainer(root, cursors: match.cursors, at: 0)
            case .none: match.matches = false
            }
        case .present:
            if match.matches {
                if match.modalCount < target.modals.count {
                    let offset = match.offset(ofModal: match.modalCount, in: target)
                    match.matches = typedMatchInitialContainer(target.modals[match.modalCount], cursors: match.cursors, at: offset)
                } else {
                    match.matches = false
                }
            }
            match.modalCount += 1
        case .push, .tab:
            guard match.matches, let (container, stack, cursor) = match.builtStack(host, in: target) else { break }
            let end: Int?
            if container < 0 {
                switch target.root {
                case .some(let root): end = typedMatchHostScreens(of: root.stacks, stack, from: match.cursors[cursor])
                case .none: end = nil
                }
            } else {
                end = typedMatchHostScreens(of: target.modals[container].stacks, stack, from: match.cursors[cursor])
            }
            if let end { match.cursors[cursor] = end } else { match.matches = false }
        }
        guard match.matches, !isTabFlow, machine.hasPresentedEntries else { return }
        var current: (container: ContainerID, modal: Int)?
        for index in machine.stack.indices where machine.stack[index].slot > 0 {
            match.placePresented(screen(at: index), slot: machine.stack[index].slot, of: id, current: &current, in: target)
            guard match.matches else { return }
        }
    }
}
