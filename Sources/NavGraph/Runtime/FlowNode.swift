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
///
/// What the non-generic runtime reads on the dispatch path is stored here, not computed by the
/// generic subclass: a virtual call into `FlowNode<F>` from non-generic code runs unspecialised.
/// Mutable state is only touched on the main actor and never through overlapping accesses, so its
/// exclusivity is checked statically, not at run time (`@exclusivity(unchecked)`).
@MainActor
@usableFromInline
class AnyFlowNode {
    @usableFromInline let id: FlowID
    /// The runtime owns the tree; a node is only used while it runs (`isFinished` is checked first,
    /// and the runtime marks every node finished when it goes), so the reference needs no counting.
    @usableFromInline let runtimeReference: Unmanaged<FlowRuntime>
    /// The runtime, as a strong reference (counted): for paths off the dispatch loop.
    @inlinable var runtime: FlowRuntime { runtimeReference.takeUnretainedValue() }
    /// Runs `body` with the runtime borrowed: no reference counting, which the dispatch path
    /// would otherwise pay (an atomic retain and release) for every call into the runtime.
    @inlinable @inline(__always) func withRuntime<R>(_ body: (FlowRuntime) -> R) -> R {
        runtimeReference._withUnsafeGuaranteedRef(body)
    }
    /// The parent, which owns this node while it runs; cleared when the node finishes, so a finished
    /// node kept alive by a handle never points at a released parent. No weak reference: weak
    /// references move every retain and release of a node to the slow path.
    @inlinable var parent: AnyFlowNode? {
        get { parentReference?.takeUnretainedValue() }
        set { parentReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// The parent, unretained: what the interactivity walk follows without counting references.
    @exclusivity(unchecked) @usableFromInline final var parentReference: Unmanaged<AnyFlowNode>? {
        didSet { withRuntime { $0.flowsChanged() } }
    }
    @usableFromInline let placement: Placement
    /// The container the flow's first screen is in.
    @usableFromInline let host: ContainerID
    /// How many screens the host container had below the flow's first screen.
    @usableFromInline let hostBase: Int
    /// The child flow started by a transition (pushed, presented or root), if on screen.
    @exclusivity(unchecked) @usableFromInline final var child: AnyFlowNode? {
        didSet {
            childID = child?.id
            childReference = child.map(Unmanaged.passUnretained)
            withRuntime { $0.flowsChanged() }
        }
    }
    /// The child's id, kept with it for the interactivity walk (which reads no reference).
    @exclusivity(unchecked) @usableFromInline final var childID: FlowID?
    /// The first of the flows hosted in tabs (tab flows only): each tab holds the next
    /// (``nextTab``), so a tab bar keeps its tabs without an array of its own.
    @exclusivity(unchecked) @usableFromInline final var firstTab: AnyFlowNode?
    /// The next tab's flow of this one's tab flow.
    @exclusivity(unchecked) @usableFromInline final var nextTab: AnyFlowNode?
    /// How many tabs the flow hosts (tab flows only).
    @exclusivity(unchecked) @usableFromInline final var tabCount = 0

    // The child and the tabs, unretained, kept with `child` and the tab links: what searches follow
    // (a search that retained every node and array it passed would count two references per node).
    // The walks over them (`search`, `place`, `appendLiveFlows`, `finishSubtree`, the implied
    // state's match) write the loop out: passing each node to a shared closure retained it again
    // (measured: 1,911 → 2,015 instructions per event of the full script).

    /// The child, unretained.
    @exclusivity(unchecked) @usableFromInline final var childReference: Unmanaged<AnyFlowNode>?
    /// The first tab's flow, unretained.
    @exclusivity(unchecked) @usableFromInline final var firstTabReference: Unmanaged<AnyFlowNode>?
    /// The next tab's flow of this one's tab flow, unretained.
    @exclusivity(unchecked) @usableFromInline final var nextTabReference: Unmanaged<AnyFlowNode>?

    /// Adds `tab` as this tab flow's next tab, after `last` (`nil`: as the first).
    @usableFromInline final func appendTab(_ tab: AnyFlowNode, after last: AnyFlowNode?) {
        if let last {
            last.nextTab = tab
            last.nextTabReference = Unmanaged.passUnretained(tab)
        } else {
            firstTab = tab
            firstTabReference = Unmanaged.passUnretained(tab)
        }
        tabCount += 1
    }

    /// Lets go of the tabs, unlinking each from the next: a finished tab kept by a handle holds
    /// no sibling.
    private func releaseTabs() {
        var next = firstTab
        firstTab = nil
        firstTabReference = nil
        tabCount = 0
        while let current = next {
            next = current.nextTab
            current.nextTab = nil
            current.nextTabReference = nil
        }
    }
    @exclusivity(unchecked) @usableFromInline final var isFinished = false
    /// The selected tab's position (tab flows only).
    @exclusivity(unchecked) @usableFromInline final var selectedTabIndex = 0 {
        didSet { withRuntime { $0.layoutChanged() } }
    }
    /// The runtime's ``FlowRuntime/dispatchGate`` when this flow was last found interactive (no
    /// event being applied); 0 until then and once finished, which matches no gate.
    @exclusivity(unchecked) @usableFromInline final var interactiveAtLayout: UInt64 = 0

    /// Walks up the tree to tell whether this flow takes events now, and remembers a yes until the
    /// layout changes. Out of line: once per layout, not once per event.
    @usableFromInline final func checkInteractive() -> Bool {
        guard withRuntime({ $0.isInteractive(self) }) else { return false }
        interactiveAtLayout = withRuntime { $0.dispatchGate & ~1 }
        return true
    }
    /// What the runtime reads about the flow's type (its table): one reference for all of it.
    @usableFromInline let info: FlowTypeInfo
    /// The flow's name (`Home`).
    @inlinable final var name: String { info.name }
    /// The flow's type.
    @inlinable final var flowType: any Flow.Type { info.flowType }
    /// Whether the flow lays its screens out as tabs.
    @inlinable final var isTabFlow: Bool { info.isTabFlow }
    /// What the runtime asks of this coordinator, compiled for its flow type.
    @inlinable final var witness: NodeWitness { info.witness }

    // The runtime and the parent are kept unretained: borrowed, so that making a coordinator
    // does not retain them for the call and release them after it.
    @usableFromInline init(
        id: FlowID, info: FlowTypeInfo, runtime: borrowing FlowRuntime, parent: borrowing AnyFlowNode?, placement: Placement, host: ContainerID,
        hostBase: Int
    ) {
        self.id = id
        self.info = info
        runtimeReference = Unmanaged.passUnretained(runtime)
        parentReference = parent.map(Unmanaged.passUnretained)
        self.placement = placement
        self.host = host
        self.hostBase = hostBase
    }

    // MARK: Answered by the flow type's witness

    /// The current route's name (a tab flow: the selected tab's).
    @inlinable final var currentRouteName: String { witness.routeName(self) }
    /// The screens of the flow's entries with the slot each lives in (0: host, n: n-th presented route).
    @inlinable final func entryScreens() -> [(screen: Screen, slot: Int)] { witness.entryScreens(self) }
    /// The container the flow shows when it starts (stack flows: its first screen; tab flows: the tab bar).
    @inlinable final func initialContainer() -> NavigationState.Container { witness.initialContainer(self) }
    /// The container the flow's next pushed screen (or pushed child) goes to, and how many screens it holds.
    @inlinable final var top: (container: ContainerID, count: Int) { witness.top(self) }
    /// Whether any entry of this flow is a presented route.
    @inlinable final var hasPresentedRoutes: Bool { witness.hasPresentedRoutes(self) }

    /// The screens of the flow's entries in its host container (slot 0), bottom to top.
    @inlinable final func hostScreens() -> [Screen] { witness.hostScreens(self) }
    /// ``hostScreens()`` of a coordinator that just started: its initial route's screen (none for
    /// a tab flow), from its type's table.
    @inlinable final var firstScreens: [Screen] {
        isTabFlow ? [] : [Screen(flow: id, flowName: info.screenFlowName, route: info.initialScreenRouteName, index: 0)]
    }

    /// Takes `output` from `child`, whose flow type's `Output` is `Output`: maps it to an event of
    /// this flow and validates (`commit == false`) or applies (`commit == true`) that event as if
    /// `child` were already gone when `childRemoved`. The child's declaration does the work, in code
    /// compiled for both flow types.
    @inlinable final func receive<Output: Sendable>(output: Output, from child: AnyFlowNode, childRemoved: Bool, commit: Bool) throws(NavigationError) {
        let childType = ObjectIdentifier(child.flowType)
        let receivers = info.receivers
        for index in receivers.indices where receivers[index].child == childType {
            // Passed by address for the call alone; no closure (a main-actor closure handed to
            // `withUnsafePointer` would be checked for its isolation on every call).
            var output = output
            return try pass(&output, to: receivers[index].receive, from: child, childRemoved: childRemoved, commit: commit)
        }
        throw NavigationError(flow: name, route: currentRouteName, event: String(describing: output), reason: .undeclaredChild(child.name))
    }

    /// Calls `receive` with the output at `address`, valid for the call.
    @inlinable final func pass<Output>(
        _ address: UnsafeMutablePointer<Output>, to receive: OutputReceiver, from child: AnyFlowNode, childRemoved: Bool, commit: Bool
    ) throws(NavigationError) {
        try receive(self, UnsafeRawPointer(address), child, childRemoved, commit)
    }
    /// Hands the output the flow delivers when the platform removes its first screen (its
    /// definition's `dismissOutput`) to `parent`, checked (`commit == false`) or applied.
    func deliverDismissOutput(to parent: AnyFlowNode, commit: Bool) throws(NavigationError) {}
    /// Syncs the machine with a platform removal of the screen at `index` (not the first one);
    /// returns the child flow removed with it (one pushed onto a presented route that went).
    func platformRemovedEntries(from index: Int) throws(NavigationError) -> AnyFlowNode? { nil }
    /// The error this flow reports for a platform event.
    func platformError(_ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : currentRouteName, event: "platformDidRemove", reason: reason)
    }

    /// Marks this node and its descendants finished and unlinks them, descendants first: the
    /// tree's only strong references go, so each coordinator is released unless a handle holds it.
    @usableFromInline final func finishSubtree() {
        // Along the unretained links (no reference counted per node passed): this node's tabs
        // and child keep every node below alive until it lets go of them, at the end.
        var tab = firstTabReference
        while let current = tab {
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            tabNode.finishSubtree()
            tab = tabNode.nextTabReference
        }
        if let child = childReference {
            unowned(unsafe) let childNode = child.takeUnretainedValue()
            childNode.finishSubtree()
        }
        isFinished = true
        interactiveAtLayout = 0
        witness.recycleStack(self)
        // Only what is set: each assignment runs its observer (ids, unretained links, layout).
        if parentReference != nil { parent = nil }
        if childReference != nil { child = nil }
        if firstTabReference != nil { releaseTabs() }
    }

    /// The first node of the subtree at `reference`, depth first (tabs before the child), with the
    /// id `id` or the flow type `type`. Follows unretained references and borrows each node: the
    /// tree does not change during a search, and a search that retained every node it passed would
    /// cost an atomic increment and decrement per node (screen factories look flows up on every
    /// new screen).
    @usableFromInline static func search(_ reference: Unmanaged<AnyFlowNode>, id: FlowID?, type: ObjectIdentifier?) -> Unmanaged<AnyFlowNode>? {
        // No closure (`_withUnsafeGuaranteedRef`): a main-actor closure is checked for its
        // isolation on every call. The reads below are of plain values.
        unowned(unsafe) let node = reference.takeUnretainedValue()
        if let id, node.id == id { return reference }
        if let type, ObjectIdentifier(node.info.flowType) == type { return reference }
        let child = node.childReference
        var tab = node.firstTabReference
        while let current = tab {
            if let found = search(current, id: id, type: type) { return found }
            unowned(unsafe) let tabNode = current.takeUnretainedValue()
            tab = tabNode.nextTabReference
        }
        guard let child else { return nil }
        return search(child, id: id, type: type)
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
