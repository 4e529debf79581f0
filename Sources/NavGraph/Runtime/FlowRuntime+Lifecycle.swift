extension FlowRuntime {
    /// Starts `flow` as the child of `parent`, shown as `presentation`; validated by the caller.
    /// Inlinable: called from a child start compiled for `P` and `C`, it runs specialised.
    @inlinable func startChild<P: Flow, C: Flow>(_ flow: C, table: FlowTable<C>, of parent: FlowNode<P>, as presentation: ChildPresentation) {
        switch presentation {
        case .push:
            let (container, count) = parent.typedTop
            let node = makeNode(flow, table: table, parent: parent, placement: .push, hostBase: count)
            parent.child = node
            emit(.push(node.screen(at: 0), onto: container))
        case .present:
            let node = makeNode(flow, table: table, parent: parent, placement: .present, hostBase: 0)
            parent.child = node
            modals.append((node.host, node))
            emit(.present(node.typedInitialContainer(tabsAreNew: true)))
        case .root:
            let node = makeNode(flow, table: table, parent: parent, placement: .root, hostBase: 0)
            parent.child = node
            modals.removeAll()
            emit(.setRoot(node.typedInitialContainer(tabsAreNew: true)))
        }
    }

    /// Removes `node` and its descendants: their modals, their screens, their coordinators.
    /// With `emit == false` the platform already removed the screens; only the machines follow.
    ///
    /// A flow shown as root leaves the window to its parent, which takes it back when it receives
    /// the flow's output, unless its transition for it shows a new root: App's splash is not set
    /// as root between Auth and the tab bar (``FlowNode/receive(_:mapped:from:childRemoved:commit:)``).
    @usableFromInline func remove(_ node: AnyFlowNode, emit shouldEmit: Bool) {
        // Loops, not `firstIndex(where:)`, here and below: a main-actor closure handed to it is
        // checked for its isolation on every call.
        var found: Int?
        for index in modals.indices where node.isAncestor(of: modals[index].owner) {
            found = index
            break
        }
        if let index = found {
            let container = modals[index].container
            modals.removeLast(downTo: index)
            if shouldEmit { emit(.dismiss(container)) }
        }
        if shouldEmit {
            switch node.placement {
            case .push:
                emit(.popTo(count: node.hostBase, in: node.host))
            case .root, .present, .tab, .windowRoot:
                break
            }
        }
        if let parent = node.parent, parent.child === node { parent.child = nil }
        // Detached from its parent, the subtree has no other owner: every coordinator in it is
        // released, except those a handle still holds, which are finished and hold nothing.
        node.finishSubtree()
    }

    /// Dismisses the modal `container` and those above it.
    @usableFromInline func dismissModals(from container: ContainerID, emit shouldEmit: Bool) {
        var found: Int?
        for index in modals.indices where modals[index].container == container {
            found = index
            break
        }
        guard let index = found else { return }
        modals.removeLast(downTo: index)
        if shouldEmit { emit(.dismiss(container)) }
    }

    // MARK: Platform events

    /// Reports that the platform removed `screen` on its own: an interactive back swipe popped it,
    /// or a modal whose first screen it is was swiped down. The router already shows the result;
    /// the runtime makes the machines follow and emits nothing for that screen.
    ///
    /// When `screen` is the first screen of a pushed or presented flow, that flow finishes: it and
    /// its descendants are removed, and its definition's `dismissOutput` (if any) goes to the parent.
    /// When `screen` opens a modal of a flow's own presented route, a child flow pushed onto that
    /// modal finishes the same way, its `dismissOutput` going to the flow.
    ///
    /// - Throws: ``NavigationError/Reason/unknownScreen`` when `screen` is not the top of a stack or
    ///   the first screen of the top modal; nothing changes. When the parent rejects the dismissal
    ///   output, the flow is still removed (its screens are gone) and the parent's error is thrown.
    public func platformDidRemove(_ screen: Screen) throws(NavigationError) {
        if isApplying {
            enqueue { [self] () throws(NavigationError) in try self.platformDidRemove(screen) }
            return
        }
        guard let node = node(withID: screen.flow)?.takeUnretainedValue(), !node.isFinished else {
            throw NavigationError(flow: screen.flowName, route: nil, event: "platformDidRemove", reason: .unknownScreen)
        }
        let screens = node.entryScreens()
        guard screens.indices.contains(screen.index), screens[screen.index].screen == screen else {
            throw node.platformError(.unknownScreen)
        }
        let slot = screens[screen.index].slot
        let isTop = screen.index == screens.count - 1 && node.child == nil
        let opensTopModal = slot > 0 && modals.last?.container == ContainerID(owner: node.id, slot: slot)
            && screens.firstIndex(where: { $0.slot == slot }) == screen.index
        let isFirst = screen.index == 0
        beginApplying()
        defer { finishApplying() }
        if isFirst {
            let leavesWithSwipe = (node.placement == .push && isTop)
                || (node.placement == .present && modals.last?.container == node.host)
            guard leavesWithSwipe, let parent = node.parent else { throw node.platformError(.unknownScreen) }
            remove(node, emit: false)
            recordPlatformRemoval(of: screen, in: node)
            try deliverDismissOutput(of: node, to: parent)
        } else {
            guard isTop || opensTopModal else { throw node.platformError(.unknownScreen) }
            let orphan = try node.platformRemovedEntries(from: screen.index)
            recordPlatformRemoval(of: screen, in: node)
            if let orphan { try deliverDismissOutput(of: orphan, to: node) }
        }
    }

    /// Gives `parent` the dismissal output of `child`, which the platform removed: checked, then applied.
    private func deliverDismissOutput(of child: AnyFlowNode, to parent: AnyFlowNode) throws(NavigationError) {
        try child.deliverDismissOutput(to: parent, commit: false)
        try child.deliverDismissOutput(to: parent, commit: true)
    }
}
