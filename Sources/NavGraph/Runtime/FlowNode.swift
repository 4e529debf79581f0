/// How a live flow is shown relative to its parent.
public enum Placement: Hashable, Sendable {
    /// The runtime's root flow: its container is the window's root.
    case windowRoot
    /// Started with ``ChildPresentation/root``: its container replaced the window's root.
    case root
    /// Started with ``ChildPresentation/push``: its screens sit on the parent's stack.
    case push
    /// Started with ``ChildPresentation/present``: a modal of its own.
    case present
    /// Hosted in tab `index` of its parent tab flow.
    case tab(Int)
}

/// A live coordinator: one node of the runtime's tree. The class carries identity; everything it
/// decides is a function of its flow's definition and its route entries.
@MainActor
@usableFromInline
class AnyFlowNode {
    @usableFromInline let id: FlowID
    @usableFromInline unowned let runtime: FlowRuntime
    @usableFromInline weak var parent: AnyFlowNode?
    @usableFromInline let placement: Placement
    /// The container the flow's first screen is in.
    @usableFromInline let host: ContainerID
    /// How many screens the host container had below the flow's first screen.
    @usableFromInline let hostBase: Int
    /// The child flow started by a transition (pushed, presented or root), if on screen.
    @usableFromInline var child: AnyFlowNode?
    /// The flows hosted in tabs, in tab order (tab flows only).
    @usableFromInline var tabNodes: [AnyFlowNode] = []
    @usableFromInline var isFinished = false
    /// The flow's name (`Home`).
    @usableFromInline let name: String
    /// The flow's type.
    let flowType: any Flow.Type

    init(
        id: FlowID, name: String, flowType: any Flow.Type, runtime: FlowRuntime, parent: AnyFlowNode?,
        placement: Placement, host: ContainerID, hostBase: Int
    ) {
        self.id = id
        self.name = name
        self.flowType = flowType
        self.runtime = runtime
        self.parent = parent
        self.placement = placement
        self.host = host
        self.hostBase = hostBase
    }

    // MARK: Overridden by FlowNode<F>

    @usableFromInline var currentRouteName: String { "" }
    @usableFromInline var isTabFlow: Bool { false }
    /// The selected tab's position (tab flows only).
    @usableFromInline var selectedTabIndex: Int { 0 }
    /// The screens of the flow's entries with the slot each lives in (0: host, n: n-th presented route).
    func entryScreens() -> [(screen: Screen, slot: Int)] { [] }
    /// The container the flow shows when it starts (stack flows: its first screen; tab flows: the tab bar).
    func initialContainer() -> NavigationState.Container { .stack(NavigationStack(id: host, screens: [])) }
    /// The container the flow's next pushed screen (or pushed child) goes to, and how many screens it holds.
    @usableFromInline var top: (container: ContainerID, count: Int) { (host, hostBase) }
    /// Whether any entry of this flow is a presented route.
    var hasPresentedRoutes: Bool { false }

    /// Takes `output` from `child`: maps it to an event of this flow and validates (`commit == false`)
    /// or applies (`commit == true`) that event as if `child` were already gone when `childRemoved`.
    @usableFromInline func receive(output: any Sendable, from child: AnyFlowNode, childRemoved: Bool, commit: Bool) throws(NavigationError) {}
    /// The output the flow delivers when the platform removes its first screen.
    var dismissOutput: (any Sendable)? { nil }
    /// Syncs the machine with a platform removal of the screen at `index` (not the first one).
    func platformRemovedEntries(from index: Int) throws(NavigationError) {}
    /// The error this flow reports for a platform event.
    func platformError(_ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : currentRouteName, event: "platformDidRemove", reason: reason)
    }

    /// This node and its descendants, depth first (tabs before the child).
    var subtree: [AnyFlowNode] {
        [self] + tabNodes.flatMap(\.subtree) + (child?.subtree ?? [])
    }

    func isAncestor(of node: AnyFlowNode) -> Bool {
        var current: AnyFlowNode? = node
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}
