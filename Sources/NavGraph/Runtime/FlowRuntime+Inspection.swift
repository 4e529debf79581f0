extension FlowRuntime {
    /// The navigation state the machines imply, derived from the coordinator tree alone.
    ///
    /// A correct router's state equals it after every event; `NavGraphTesting` checks exactly that.
    public var impliedNavigationState: NavigationState {
        var state = NavigationState()
        if let rootNode { place(rootNode, in: &state) }
        return state
    }

    private func place(_ node: AnyFlowNode, in state: inout NavigationState) {
        switch node.placement {
        case .windowRoot, .root:
            state.root = node.initialContainer()
            state.modals.removeAll()
        case .present:
            state.modals.append(node.initialContainer())
        case .push:
            let screens = node.hostScreens()
            state.updateStack(node.host) { $0.screens.append(contentsOf: screens) }
        case .tab:
            break  // In the tab bar its parent built.
        }
        if node.hasPresentedRoutes { placePresentedRoutes(of: node, in: &state) }
        // Along the unretained links: no reference counted per node (read after every test step).
        var tab = node.firstTabReference
        while let current = tab {
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            place(tabNode, in: &state)
            tab = tabNode.nextTabReference
        }
        if let child = node.childReference {
            unowned(unsafe) let childNode = child.takeUnretainedValue()
            place(childNode, in: &state)
        }
    }

    /// The flow's presented routes: a modal each, holding what was pushed over it.
    private func placePresentedRoutes(of node: AnyFlowNode, in state: inout NavigationState) {
        var modal: NavigationStack?
        for (screen, slot) in node.entryScreens() where slot > 0 {
            let container = ContainerID(owner: node.id, slot: slot)
            if modal?.id == container {
                modal?.screens.append(screen)
            } else {
                if let modal { state.modals.append(.stack(modal)) }
                modal = NavigationStack(id: container, screens: [screen])
            }
        }
        if let modal { state.modals.append(.stack(modal)) }
    }

    /// The live coordinators, depth first from the root (tabs in order, then the child on screen).
    public var liveFlows: [LiveFlow] {
        // One walk that appends as it goes (no list of nodes first, no parent read back): test
        // tools read the live flows after every step.
        var flows: [LiveFlow] = []
        flows.reserveCapacity(8)
        appendLiveFlows(to: &flows)
        return flows
    }

    /// Appends ``liveFlows`` to `flows`, and returns the version of the flows they were read at
    /// (for ``updateRoutes(of:readAt:)``): test tools read the live flows after every step into a
    /// list they keep, instead of a new one each time.
    @discardableResult package func appendLiveFlows(to flows: inout [LiveFlow]) -> UInt64 {
        rootNode?.appendLiveFlows(to: &flows, parent: nil)
        return flowsVersion
    }

    /// Reads the routes of `flows` again, in place, when they are the live flows read at
    /// `version` and no flow started or finished since: the flows are the same ones, in the same
    /// order, and only a route can differ (a push, a pop, a presented route, another tab
    /// selected). Returns `false`, changing nothing, when flows started or finished.
    ///
    /// Test tools read the live flows after every step; most steps start and finish nothing.
    package func updateRoutes(of flows: inout [LiveFlow], readAt version: UInt64) -> Bool {
        guard version == flowsVersion else { return false }
        for index in flows.indices {
            unowned(unsafe) let node = unsafeDowncast(flows[index].coordinator, to: AnyFlowNode.self)
            let route = node.currentRouteName
            if route != flows[index].route { flows[index].route = route }
        }
        assert(
            flows.elementsEqual(liveFlows) { $0.id == $1.id && $0.route == $1.route && $0.parent == $1.parent },
            "no flow started or finished, yet the live flows changed: \(flows) became \(liveFlows)"
        )
        return true
    }

    /// Whether the live flow `flow` would take an event from its screens now, as
    /// ``FlowHandle/isInteractive`` tells: read through the coordinator it holds. Test tools ask
    /// it of every live flow on every step they generate, where a look-up by id searches the tree.
    package func isInteractive(_ flow: LiveFlow) -> Bool {
        unowned(unsafe) let node = unsafeDowncast(flow.coordinator, to: AnyFlowNode.self)
        return !node.isFinished && isInteractive(node)
    }

    /// The modal containers in presentation order, each with the flow that owns it.
    public var presentedModals: [(container: ContainerID, owner: FlowID)] {
        var presented: [(container: ContainerID, owner: FlowID)] = []
        presented.reserveCapacity(modals.count)
        for index in modals.indices { presented.append(presentedModal(at: index)) }
        return presented
    }

    /// How many modals are presented: with ``presentedModal(at:)``, ``presentedModals`` read
    /// without a list made (test tools read them after every step; most steps show none).
    package var presentedModalCount: Int { modals.count }

    /// The modal at `index` in presentation order, with the flow that owns it. Read in place: a
    /// loop over the modals copies each, counting a reference to its owner.
    package func presentedModal(at index: Int) -> (container: ContainerID, owner: FlowID) {
        (modals[index].container, modals[index].owner.id)
    }
}

/// A snapshot of one live coordinator.
public struct LiveFlow: Sendable, CustomStringConvertible {
    /// The instance's identity.
    public let id: FlowID
    /// The flow's name.
    public let name: String
    /// Its current route (a tab flow: the selected tab).
    public internal(set) var route: String
    /// Its parent's identity; `nil` for the root.
    public let parent: FlowID?
    /// How it is shown.
    public let placement: Placement
    /// The coordinator object itself, for weak references that prove it is released.
    public let coordinator: any AnyObject & Sendable
    /// The flow's type, as an identifier: test tools find the flows of a type by it (comparing
    /// names costs a string comparison per flow, and different names take its slow path).
    package let flowTypeID: ObjectIdentifier

    public var description: String { "\(name)\(id).\(route)" }
}

extension AnyFlowNode {
    /// Appends this flow and its descendants, depth first (tabs in order, then the child), to
    /// `flows`; `parent` is this flow's parent's id.
    fileprivate func appendLiveFlows(to flows: inout [LiveFlow], parent: FlowID?) {
        flows.append(LiveFlow(
            id: id, name: name, route: currentRouteName, parent: parent, placement: placement, coordinator: self, flowTypeID: ObjectIdentifier(info.flowType)
        ))
        // Along the unretained links: no reference counted per node passed.
        var tab = firstTabReference
        while let current = tab {
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            tabNode.appendLiveFlows(to: &flows, parent: id)
            tab = tabNode.nextTabReference
        }
        if let child = childReference {
            unowned(unsafe) let childNode = child.takeUnretainedValue()
            childNode.appendLiveFlows(to: &flows, parent: id)
        }
    }
}
