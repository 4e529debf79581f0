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
/// The target is handed to each step, borrowed, never kept: a copy in the match counted a
/// reference to each of its lists, and reading a container into a local copied it too.
@MainActor
private struct ImpliedStateMatch {
    /// Whether the state built so far is a prefix of the target; once false, only a new root can
    /// make it true again (the walk discards everything built before a root).
    var matches = true
    /// Whether the walk has set a root container.
    var hasRoot = false
    /// How many modals the walk has presented.
    var modalCount = 0
    /// Screens matched so far in each of the target's stacks: the root's, then each modal's.
    let cursors: UnsafeMutableBufferPointer<Int>

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
    func offset(ofModal modal: Int, in target: borrowing NavigationState) -> Int {
        var offset = 0
        if case .some(let root) = target.root { offset = root.stacks.count }
        for index in 0..<modal { offset += target.modals[index].stacks.count }
        return offset
    }

    /// `FlowRuntime.place(_:in:)`, compared.
    mutating func place(_ node: AnyFlowNode, in target: borrowing NavigationState) {
        switch node.placement {
        case .windowRoot, .root:
            // The walk replaces the root and drops the modals: what was compared before is gone.
            hasRoot = true
            modalCount = 0
            cursors.update(repeating: 0)
            switch target.root {
            case .some(let root): matches = node.witness.matchInitialContainer(node, root, cursors, 0)
            case .none: matches = false
            }
        case .present:
            if matches {
                if modalCount < target.modals.count {
                    matches = node.witness.matchInitialContainer(node, target.modals[modalCount], cursors, offset(ofModal: modalCount, in: target))
                } else {
                    matches = false
                }
            }
            modalCount += 1
        case .push:
            // A stack the walk has not built takes nothing (`updateStack` finds none): searched
            // as `NavigationState.updateStack` searches, the root's stacks, then each presented
            // modal's.
            if matches { matchPushed(node, in: target) }
        case .tab:
            break
        }
        if matches, node.hasPresentedRoutes { placePresentedRoutes(of: node, in: target) }
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

    /// A pushed flow's host screens compared with the built stack `node.host`, after the screens
    /// matched in it so far.
    private mutating func matchPushed(_ node: AnyFlowNode, in target: borrowing NavigationState) {
        let id = node.host
        var offset = 0
        if hasRoot, case .some(let root) = target.root {
            for index in root.stacks.indices where root.stacks[index].id == id {
                matchHostScreens(of: node, root.stacks, index, cursor: index)
                return
            }
            offset = root.stacks.count
        }
        for modal in 0..<modalCount {
            for index in target.modals[modal].stacks.indices where target.modals[modal].stacks[index].id == id {
                matchHostScreens(of: node, target.modals[modal].stacks, index, cursor: offset + index)
                return
            }
            offset += target.modals[modal].stacks.count
        }
    }

    private mutating func matchHostScreens(of node: AnyFlowNode, _ stacks: borrowing [NavigationStack], _ stack: Int, cursor: Int) {
        if let end = node.witness.matchHostScreens(node, stacks, stack, cursors[cursor]) {
            cursors[cursor] = end
        } else {
            matches = false
        }
    }

    /// `FlowRuntime.placePresentedRoutes(of:in:)`, compared: each run of screens in one slot is a
    /// modal of its own (a child pushed onto it later in the walk adds to it).
    mutating func placePresentedRoutes(of node: AnyFlowNode, in target: borrowing NavigationState) {
        var current: (container: ContainerID, modal: Int)?
        for (screen, slot) in node.entryScreens() where slot > 0 {
            let container = ContainerID(owner: node.id, slot: slot)
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
            guard let current else { continue }
            let cursor = offset(ofModal: current.modal, in: target)
            guard cursors[cursor] < target.modals[current.modal].stacks[0].screens.count,
                target.modals[current.modal].stacks[0].screens[cursors[cursor]] == screen
            else {
                matches = false
                return
            }
            cursors[cursor] += 1
        }
    }
}
