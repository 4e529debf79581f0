/// What tools and tests read of a runtime: the state its machines imply, its live flows and its
/// modals. Nothing here changes anything.
extension FlowRuntime {
    /// The navigation state the machines imply, derived from the coordinator tree alone.
    ///
    /// A correct router's state equals it after every event; `NavGraphTesting` checks exactly that.
    public var impliedNavigationState: NavigationState {
        var state = NavigationState()
        guard let root else { return state }
        // `Node.subtree`'s order (tabs in order, then the child), walked without listing the flows first.
        var pending: [any Node] = [root]
        pending.reserveCapacity(flows.count)
        while let node = pending.popLast() {
            place(node, in: &state)
            if let child = node.child { pending.append(child) }
            let tabs = node.tabs
            for index in tabs.indices.reversed() { pending.append(tabs[index]) }
        }
        return state
    }

    /// Adds `node`'s own screens to `state`, which holds those of the flows before it in ``Node/subtree``'s order.
    /// Each flow's screens are read once: a tab flow's tab bar starts with empty stacks, which
    /// its tabs, placed after it, fill. Its presented routes follow, a modal each.
    private func place(_ node: any Node, in state: inout NavigationState) {
        let (hosted, presented) = node.impliedScreens()
        switch node.placement {
        case .windowRoot, .root:
            state.root = node.container(hosting: hosted)
            state.modals.removeAll()
        case .present:
            state.modals.append(node.container(hosting: hosted))
        case .push, .tab:
            // A tab's stack starts empty: it takes the list whole, not a copy of it.
            if !hosted.isEmpty { state.updateStack(node.host) { $0.screens.isEmpty ? ($0.screens = hosted) : $0.screens.append(contentsOf: hosted) } }
        }
        for stack in presented { state.modals.append(.stack(stack)) }
    }

    /// The live coordinators, depth first from the root (tabs in order, then the child on screen).
    ///
    /// One walk down the tree: each flow learns from its parent whether it is on the active path
    /// and under the top modal's owner, rather than walking up to the root from each flow.
    public var liveFlows: [LiveFlow] {
        guard let root else { return [] }
        let topModalOwner = modals.last?.owner
        var flows: [LiveFlow] = []
        flows.reserveCapacity(self.flows.count)
        var pending: [(node: any Node, parent: FlowID?, isActive: Bool, isUnderTopModal: Bool)] = [
            (root, nil, true, topModalOwner == nil || root === topModalOwner)
        ]
        while let (node, parent, isActive, isUnderTopModal) = pending.popLast() {
            let child = node.child
            flows.append(LiveFlow(
                id: node.id, name: node.name, route: node.currentRouteName, parent: parent, placement: node.placement,
                isInteractive: child == nil && isActive && isUnderTopModal, flowType: node.flowType, coordinator: node
            ))
            if let child { pending.append((child, node.id, isActive, isUnderTopModal || child === topModalOwner)) }
            let tabs = node.tabs
            guard !tabs.isEmpty else { continue }
            // A tab is on the active path when it is the selected one and nothing covers the tabs.
            let selected = child == nil && node.isTabFlow ? node.selectedTabIndex : nil
            for tab in tabs.reversed() {
                let isSelected = if case .tab(let index) = tab.placement { index == selected } else { false }
                pending.append((tab, node.id, isActive && isSelected, isUnderTopModal || tab === topModalOwner))
            }
        }
        return flows
    }

    /// The modal containers in presentation order, each with the flow that owns it.
    public var presentedModals: [(container: ContainerID, owner: FlowID)] {
        // A loop, not `map`: a main-actor closure handed to it is checked for its isolation.
        var presented: [(container: ContainerID, owner: FlowID)] = []
        presented.reserveCapacity(modals.count)
        for modal in modals { presented.append((modal.container, modal.owner.id)) }
        return presented
    }

    /// Whether `node` takes events from its screens now: it is on the active path (each ancestor
    /// shows it, as its child on screen or as its selected tab with no child over the tabs), has
    /// no child over its own screens, and the top modal, if any, belongs to it or an ancestor.
    func isInteractive(_ node: any Node) -> Bool {
        // A finished flow has no parent and is not the root: the walk below answers false for it.
        guard node.child == nil else { return false }
        let topModalOwner = modals.last?.owner
        var ownsOrIsUnderTopModal = topModalOwner == nil
        var current = node
        while let parent = current.parent {
            if current === topModalOwner { ownsOrIsUnderTopModal = true }
            if let child = parent.child {
                guard child === current else { return false }
            } else {
                guard parent.isTabFlow, case .tab(let index) = current.placement, index == parent.selectedTabIndex else { return false }
            }
            current = parent
        }
        if current === topModalOwner { ownsOrIsUnderTopModal = true }
        return ownsOrIsUnderTopModal && current === root
    }
}

/// A snapshot of one live coordinator.
public struct LiveFlow: Sendable, CustomStringConvertible {
    /// The instance's identity.
    public let id: FlowID
    /// The flow's name.
    public let name: String
    /// Its current route (a tab flow: the selected tab).
    public let route: String
    /// Its parent's identity; `nil` for the root.
    public let parent: FlowID?
    /// How it is shown.
    public let placement: Placement
    /// Whether it would take an event from its screens now (on screen, not covered).
    public let isInteractive: Bool
    /// The flow's type.
    public let flowType: any Flow.Type
    /// The coordinator object itself, for weak references that prove it is released.
    public let coordinator: any AnyObject & Sendable

    public var description: String { "\(name)\(id).\(route)" }
}
