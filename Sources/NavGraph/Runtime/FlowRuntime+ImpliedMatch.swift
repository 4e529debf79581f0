extension FlowRuntime {
    /// Whether `state` is the navigation state the machines imply: the same answer as
    /// `impliedNavigationState == state`, decided without building that state.
    ///
    /// Test tools ask after every step whether the router shows what the machines imply; when it
    /// does (nearly always), this answers without making a container, a stack or a screen list.
    public func impliesNavigationState(_ state: NavigationState) -> Bool {
        var cursors: [Int] = []
        swap(&cursors, &matchCursors)
        cursors.removeLast(downTo: 0)  // unique here: emptied in place
        var match = ImpliedStateMatch(target: state, cursors: consume cursors)
        if let rootNode { match.place(rootNode) }
        let matches = match.isComplete
        matchCursors = match.cursors
        return matches
    }
}

/// Follows ``FlowRuntime/impliedNavigationState``'s walk step for step, but compares what each
/// step would add with `target` instead of building it.
///
/// The state the walk has built so far is always a prefix of `target` while `matches` holds: the
/// same containers, each stack holding the first `cursors[...]` screens of the target's. A flow
/// placed as the root starts the state over, exactly as the walk does.
@MainActor
private struct ImpliedStateMatch {
    let target: NavigationState
    /// Whether the state built so far is a prefix of `target`; once false, only a new root can
    /// make it true again (the walk discards everything built before a root).
    var matches = true
    /// Whether the walk has set a root container.
    var hasRoot = false
    /// How many modals the walk has presented.
    var modalCount = 0
    /// Screens matched so far in each of `target`'s stacks: the root's, then each modal's.
    var cursors: [Int]

    /// A match against `target`, counting in `cursors` (an empty buffer kept between matches).
    init(target: NavigationState, cursors: consuming [Int]) {
        self.target = target
        // By index: a loop over the modals copies each container (a reference per list it holds).
        var count = target.root?.stacks.count ?? 0
        for modal in target.modals.indices { count += target.modals[modal].stacks.count }
        // Room for them at once: the buffer is kept between matches, but a fresh runtime's grew
        // one append at a time.
        cursors.reserveCapacity(count)
        for _ in 0..<count { cursors.append(0) }
        self.cursors = cursors
    }

    /// Whether the whole walk built exactly `target`.
    var isComplete: Bool {
        guard matches, hasRoot == (target.root != nil), modalCount == target.modals.count else { return false }
        var position = 0
        if let root = target.root {
            for stack in root.stacks {
                guard cursors[position] == stack.screens.count else { return false }
                position += 1
            }
        }
        for modal in target.modals {
            for stack in modal.stacks {
                guard cursors[position] == stack.screens.count else { return false }
                position += 1
            }
        }
        return true
    }

    /// Where modal `modal`'s stacks start in `cursors`.
    func offset(ofModal modal: Int) -> Int {
        var offset = target.root?.stacks.count ?? 0
        for index in 0..<modal { offset += target.modals[index].stacks.count }
        return offset
    }

    /// The built stack `id` (searched as `NavigationState.updateStack` searches: the root's
    /// stacks, then each presented modal's): its position in `cursors` and its target screens.
    func builtStack(_ id: ContainerID) -> (cursor: Int, screens: [Screen])? {
        var offset = 0
        if hasRoot, let root = target.root {
            for index in root.stacks.indices where root.stacks[index].id == id { return (index, root.stacks[index].screens) }
            offset = root.stacks.count
        }
        for modal in 0..<modalCount {
            let stacks = target.modals[modal].stacks
            for index in stacks.indices where stacks[index].id == id { return (offset + index, stacks[index].screens) }
            offset += stacks.count
        }
        return nil
    }

    /// `FlowRuntime.place(_:in:)`, compared.
    mutating func place(_ node: AnyFlowNode) {
        switch node.placement {
        case .windowRoot, .root:
            // The walk replaces the root and drops the modals: what was compared before is gone.
            matches = true
            hasRoot = true
            modalCount = 0
            for index in cursors.indices { cursors[index] = 0 }
            if let root = target.root {
                matches = node.witness.matchInitialContainer(node, root, &cursors, 0)
            } else {
                matches = false
            }
        case .present:
            if matches {
                if modalCount < target.modals.count {
                    matches = node.witness.matchInitialContainer(node, target.modals[modalCount], &cursors, offset(ofModal: modalCount))
                } else {
                    matches = false
                }
            }
            modalCount += 1
        case .push:
            // A stack the walk has not built takes nothing (`updateStack` finds none).
            if matches, let (cursor, screens) = builtStack(node.host) {
                if let end = node.witness.matchHostScreens(node, screens, cursors[cursor]) {
                    cursors[cursor] = end
                } else {
                    matches = false
                }
            }
        case .tab:
            break
        }
        if matches, node.hasPresentedRoutes { placePresentedRoutes(of: node) }
        var tab = node.firstTabReference
        while let current = tab {
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            place(tabNode)
            tab = tabNode.nextTabReference
        }
        if let child = node.childReference {
            unowned(unsafe) let childNode = child.takeUnretainedValue()
            place(childNode)
        }
    }

    /// `FlowRuntime.placePresentedRoutes(of:in:)`, compared: each run of screens in one slot is a
    /// modal of its own (a child pushed onto it later in the walk adds to it).
    mutating func placePresentedRoutes(of node: AnyFlowNode) {
        var current: (container: ContainerID, modal: Int)?
        for (screen, slot) in node.entryScreens() where slot > 0 {
            let container = ContainerID(owner: node.id, slot: slot)
            if current?.container != container {
                guard modalCount < target.modals.count else {
                    matches = false
                    return
                }
                let modal = target.modals[modalCount]
                guard modal.id == container, modal.tabNames == nil, modal.selectedIndex == 0, modal.stacks.count == 1,
                    modal.stacks[0].id == container
                else {
                    matches = false
                    return
                }
                current = (container, modalCount)
                modalCount += 1
            }
            guard let current else { continue }
            let cursor = offset(ofModal: current.modal)
            let screens = target.modals[current.modal].stacks[0].screens
            guard cursors[cursor] < screens.count, screens[cursors[cursor]] == screen else {
                matches = false
                return
            }
            cursors[cursor] += 1
        }
    }
}
