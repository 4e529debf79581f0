extension FlowRuntime {
    /// Starts `flow` as the child of `parent`, shown as `presentation`; validated by the caller.
    func startChild(_ flow: any Flow, of parent: any Node, as presentation: ChildPresentation) {
        let placement: Placement =
            switch presentation {
            case .push: .push
            case .present: .present
            case .root: .root
            }
        // Asked before the layout changes; a flow that takes events has no child.
        let parentWasInteractive = parent.child == nil && parent.isInteractive
        let node = makeNode(opening: flow, parent: parent, placement: placement)
        parent.child = node
        flows.insert(built: node)
        switch presentation {
        case .push:
            dispatcher.emit(.push(Screen(flow: node.id, flowName: node.name, route: node.currentRouteName, index: 0), onto: node.host))
        case .present:
            modals.append((node.host, node))
            dispatcher.emit(.present(node.initialContainer()))
        case .root:
            modals.removeAll()
            dispatcher.emit(.setRoot(node.initialContainer()))
        }
        if parentWasInteractive { markStartedInteractive(node) }
    }

    /// Notes that `node`, just started by a parent that took events, takes them at the new layout:
    /// it shows on the parent's path, over or under the top modal's owner as the parent was (a
    /// presented child owns the top modal, a root child cleared them). A new tab flow's selected
    /// tab does too. Its first event then needs no walk up the tree.
    private func markStartedInteractive(_ node: any Node) {
        node.markInteractive()
        let tabs = node.tabs
        guard !tabs.isEmpty, tabs.indices.contains(node.selectedTabIndex) else { return }
        tabs[node.selectedTabIndex].markInteractive()
    }

    /// Removes `node`, which finished (see ``remove(_:emit:)``). When it took events, its parent
    /// does now, unless a modal of another flow than the parent became the top one: the parent
    /// takes the child's output, often without changing the layout, and its next event needs no walk.
    func finish(_ node: any Node) {
        let (wasInteractive, parent, modalCount) = (node.isInteractive, node.parent, modals.count)
        remove(node, emit: true)
        guard wasInteractive, let parent, parent.child == nil else { return }
        let topOwner = modals.last?.owner
        if modals.count == modalCount || topOwner == nil || topOwner === parent { parent.markInteractive() }
    }

    /// Removes `node` and its descendants: their modals, their screens, their coordinators.
    /// With `emit == false` the platform already removed the screens; only the machines follow.
    func remove(_ node: any Node, emit shouldEmit: Bool) {
        if let index = modals.firstIndex(where: { node.isAncestor(of: $0.owner) }) {
            let container = modals[index].container
            modals.removeLast(downTo: index)
            if shouldEmit { dispatcher.emit(.dismiss(container)) }
        }
        if shouldEmit, node.placement == .push {
            dispatcher.emit(.popTo(count: node.hostBase, in: node.host))
        }
        if let parent = node.parent, parent.child === node { parent.child = nil }
        node.finishSubtree(removingFrom: &flows)
    }

    /// Dismisses the modal `container` and those above it.
    @usableFromInline
    func dismissModals(from container: ContainerID, emit shouldEmit: Bool) {
        guard let index = modals.firstIndex(where: { $0.container == container }) else { return }
        modals.removeLast(downTo: index)
        if shouldEmit { dispatcher.emit(.dismiss(container)) }
    }

    /// Takes the tab flow `tab` back to its first screen (its tab was selected again): its child
    /// and its own pushed and presented screens go.
    func popToFirstScreen(_ tab: any Node) {
        if let orphan = tab.child { remove(orphan, emit: true) }
        tab.popToFirstScreen()
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
        try dispatcher.run { () throws(NavigationError) in try self.takePlatformRemoval(of: screen) }
    }

    /// Makes the machines follow the removal of `screen`. A deep link's plan that leaves a screen
    /// the way the platform would passes the router's `command` for it, sent once the removal is
    /// found valid and before the parent's part; a platform report passes none (it is done).
    func takePlatformRemoval(of screen: Screen, announcing command: NavigationCommand? = nil) throws(NavigationError) {
        guard let node = node(withID: screen.flow), !node.isFinished else {
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
        if screen.index == 0 {
            let leavesWithSwipe = (node.placement == .push && isTop) || (node.placement == .present && modals.last?.container == node.host)
            guard leavesWithSwipe, let parent = node.parent else { throw node.platformError(.unknownScreen) }
            if let command { dispatcher.emit(command) }
            remove(node, emit: false)
            recordPlatformRemoval(of: screen, in: node)
            try deliverDismissOutput(of: node, to: parent)
        } else {
            guard isTop || opensTopModal else { throw node.platformError(.unknownScreen) }
            if let command { dispatcher.emit(command) }
            let orphan = try node.platformRemovedEntries(from: screen.index)
            recordPlatformRemoval(of: screen, in: node)
            if let orphan { try deliverDismissOutput(of: orphan, to: node) }
        }
    }

    /// Gives `parent` the dismissal output of `child`, which the platform removed: checked, then applied.
    private func deliverDismissOutput(of child: any Node, to parent: any Node) throws(NavigationError) {
        guard let output = child.dismissOutput else { return }
        try parent.prepare(output: output, from: child, childRemoved: true).apply()
    }

    /// Records a platform report for observers.
    private func recordPlatformRemoval(of screen: Screen, in node: any Node) {
        guard dispatcher.isObserved else { return }
        dispatcher.record(
            flow: node.name, id: node.id, from: screen.route, event: "platformDidRemove", value: ValueDescription("platformDidRemove(\(screen))"),
            to: node.isFinished ? "finished" : node.currentRouteName, action: node.isFinished ? .finish : .pop, row: nil, origin: .platform
        )
    }
}
