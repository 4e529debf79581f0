extension FlowRuntime {
    /// The navigation state the machines imply, derived from the coordinator tree alone.
    ///
    /// A correct router's state equals it after every event; `NavGraphTesting` checks exactly that.
    public var impliedNavigationState: NavigationState {
        var state = NavigationState()
        if let rootNode { place(rootNode, in: &state, current: nil) }
        return state
    }

    private func place(_ node: AnyFlowNode, in state: inout NavigationState, current: ContainerID?) {
        switch node.placement {
        case .windowRoot, .root:
            state.root = node.initialContainer()
            state.modals.removeAll()
        case .present:
            state.modals.append(node.initialContainer())
        case .push, .tab:
            break
        }
        if !node.isTabFlow {
            // Screens after the first one: pushed onto their container, or presented.
            var container = node.placement == .push ? (current ?? node.host) : node.host
            for (screen, slot) in node.entryScreens() {
                if slot == 0 {
                    container = node.host
                    if node.placement == .push || screen.index > 0 {
                        state.updateStack(container) { $0.screens.append(screen) }
                    }
                } else if container != ContainerID(owner: node.id, slot: slot) {
                    container = ContainerID(owner: node.id, slot: slot)
                    state.modals.append(.stack(NavigationStack(id: container, screens: [screen])))
                } else {
                    state.updateStack(container) { $0.screens.append(screen) }
                }
            }
        } else {
            for tab in node.tabNodes { place(tab, in: &state, current: tab.host) }
        }
        if let child = node.child {
            place(child, in: &state, current: node.top.container)
        }
    }

    /// The live coordinators, depth first from the root (tabs in order, then the child on screen).
    public var liveFlows: [LiveFlow] {
        (rootNode?.subtree ?? []).map { node in
            LiveFlow(
                id: node.id, name: node.name, route: node.currentRouteName, parent: node.parent?.id,
                placement: node.placement, coordinator: node
            )
        }
    }

    /// The modal containers in presentation order, each with the flow that owns it.
    public var presentedModals: [(container: ContainerID, owner: FlowID)] {
        modals.map { ($0.container, $0.owner.id) }
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
    /// The coordinator object itself, for weak references that prove it is released.
    public let coordinator: any AnyObject & Sendable

    public var description: String { "\(name)\(id).\(route)" }
}
