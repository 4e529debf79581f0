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

/// A live coordinator as the runtime's tree sees it, whatever its flow type: ``FlowNode`` is the
/// one implementation. The parent owns its child and tabs; a child points back unowned, cleared when it finishes.
@MainActor
protocol Node: AnyObject, Sendable {
    var id: FlowID { get }
    var name: String { get }
    var flowType: any Flow.Type { get }
    var placement: Placement { get }
    /// The container the flow's first screen is in.
    var host: ContainerID { get }
    /// How many screens the host container had below the flow's first screen.
    var hostBase: Int { get }
    var parent: (any Node)? { get set }
    /// The child flow started by a transition (pushed, presented or root), if on screen.
    var child: (any Node)? { get set }
    /// The flows hosted in tabs, in tab order (tab flows only).
    var tabs: [any Node] { get }
    var isFinished: Bool { get }
    /// Whether the flow takes events from its screens now, as the send path answers it (once per
    /// layout version); ``FlowRuntime/isInteractive(_:)`` walks the tree each time.
    var isInteractive: Bool { get }
    /// Notes that the flow takes events at the current layout version, as the caller knows
    /// without a walk up the tree.
    func markInteractive()
    var isTabFlow: Bool { get }
    var selectedTabIndex: Int { get }
    /// The current route's name (a tab flow: the selected tab's).
    var currentRouteName: String { get }
    /// The flow's screens with the container slot each lives in.
    func entryScreens() -> [PlacedScreen]
    /// The flow's screens in its host container (slot 0), bottom to top.
    func hostScreens() -> [Screen]
    /// The flow's screens as the machine implies them, read in one pass: those in its host
    /// container, bottom to top, and a stack for each presented route with what was pushed over it.
    func impliedScreens() -> (hosted: [Screen], presented: [ScreenStack])
    /// The container the flow shows when it starts or shows again.
    func initialContainer() -> NavigationState.Container
    /// The flow's container with `screens` on its host stack; a tab flow's tab bar, its tabs' stacks empty.
    func container(hosting screens: [Screen]) -> NavigationState.Container
    /// The container the flow's next pushed screen (or pushed child) goes to, and how many screens it holds.
    var top: (container: ContainerID, count: Int) { get }
    /// The output the flow hands its parent when the platform removes it, if it declares one.
    var dismissOutput: (any Sendable)? { get }
    /// Maps `output` of `child` to an event of this flow and validates the transition it takes and
    /// the chain that causes, as if `child` were already gone when `childRemoved`; changes nothing.
    /// Applying the returned hand-off carries the transition out.
    func prepare(output: any Sendable, from child: any Node, childRemoved: Bool) throws(NavigationError) -> OutputHandOff
    /// Syncs the machine with a platform removal of the screen at `index` (not the first one);
    /// returns the child flow removed with it (one pushed onto a presented route that went).
    func platformRemovedEntries(from index: Int) throws(NavigationError) -> (any Node)?
    /// Pops the flow back to its first screen (a re-selected tab): its presented routes and pushed
    /// screens go; the caller removed its child first.
    func popToFirstScreen()
    /// Puts this flow's own state (machine, parent, child, tabs, finished) back as it is now when
    /// called: a deep link whose step was rejected rolls the tree back with it.
    func savedState() -> () -> Void
    /// Marks this flow alone finished and lets go of its parent, child and tabs
    /// (``finishSubtree()`` does so for each descendant).
    func detach()
    /// A copy of this flow alone (no child, no tabs), owned by `runtime` under `parent`.
    func copyAlone(into runtime: FlowRuntime, parent: (any Node)?) -> any Node
    /// Hosts `tabs`, copies of its tabs made with ``copyAlone(into:parent:)``.
    func adoptTabs(_ tabs: [any Node])
    /// Appends what tells this flow's state apart while a plan is searched (see `ConfigurationKey`).
    func appendStateKey(to key: inout [Int])
    /// The events plans may send this flow: its links without parameters and its steps, less
    /// those that can only detour away from a flow of type `target` (see `LinkStepFacts`).
    func linkSteps(toward target: ObjectIdentifier?) -> [LinkPlan.Step]
    /// The ways plans may leave the flow's top screen as a user would: back rows, the platform's back or swipe-down.
    func leavingSteps() -> [LinkPlan.Step]
    /// The flow value's description (`LinkDetailFlow(linkID: 7)`).
    var valueDescription: ValueDescription { get }
    /// The flow as a snapshot records it.
    func snapshotState() -> FlowSnapshot.FlowState
    /// Sets the route stack and selected tab from `state`; in ``RestorationMode/longestValidPrefix``
    /// the screens up to the first that does not fit. The error's path is relative to the flow
    /// (`entries[1].route`).
    func restoreMachine(from state: FlowSnapshot.FlowState, mode: RestorationMode) throws(RestorationError)
    /// Why a restored child of type `type`, shown as `placement`, is not one this flow's rows
    /// could have started from its current route, if it is not.
    func restoreProblem(ofChild type: any Flow.Type, shownAs placement: Placement) -> String?
}

extension Node {
    /// Whether this node is `node` or one of its ancestors.
    func isAncestor(of node: any Node) -> Bool {
        var current: (any Node)? = node
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    /// This flow and its descendants, depth first (tabs in order, then the child).
    ///
    /// A loop over a worklist, as every walk of the tree: a restored snapshot may nest flows
    /// thousands deep, deeper than a secondary thread's stack holds frames.
    var subtree: [any Node] {
        var nodes: [any Node] = []
        var pending: [any Node] = [self]
        while let node = pending.popLast() {
            nodes.append(node)
            if let child = node.child { pending.append(child) }
            pending.append(contentsOf: node.tabs.reversed())
        }
        return nodes
    }

    /// The flows of ``subtree`` with no child on screen, in its order, without listing the others:
    /// a chain thousands of flows deep has one.
    var leaves: [any Node] {
        var nodes: [any Node] = []
        var pending: [any Node] = [self]
        while let node = pending.popLast() {
            if let child = node.child { pending.append(child) } else { nodes.append(node) }
            pending.append(contentsOf: node.tabs.reversed())
        }
        return nodes
    }

    /// Calls `body` with this flow and each of its descendants, in no particular order; a chain of
    /// flows is walked without allocating (a child start or finish updates the index of flows).
    func forEachInSubtree(_ body: (any Node) -> Void) {
        var pending: [any Node] = []
        var current: (any Node)? = self
        while let node = current {
            body(node)
            if !node.tabs.isEmpty { pending.append(contentsOf: node.tabs) }
            current = node.child ?? pending.popLast()
        }
    }

    /// Marks this flow and its descendants finished and lets go of them, one by one: a chain let
    /// go of at its top would free itself recursively, a frame per level. (Flows filed in no index.)
    func finishSubtree() {
        var unfiled = FlowIndex(root: nil)
        finishSubtree(removingFrom: &unfiled)
    }

    /// ``finishSubtree()`` for flows that leave a running tree: the same walk takes each out of
    /// `index`. Walked without listing the flows first: each flow's child and tabs are held here
    /// before it lets go of them.
    func finishSubtree(removingFrom index: inout FlowIndex) {
        var pending: [any Node] = []
        var current: (any Node)? = self
        while let node = current {
            let child = node.child
            let tabs = node.tabs
            index.remove(node)
            node.detach()
            if !tabs.isEmpty { pending.append(contentsOf: tabs) }
            current = child ?? pending.popLast()
        }
    }

    /// A copy of this flow and its descendants, owned by `runtime`: a deep link's plan is searched on copies.
    func copy(into runtime: FlowRuntime) -> any Node {
        let top = copyAlone(into: runtime, parent: nil)
        var pending: [(original: any Node, copy: any Node)] = [(self, top)]
        while let (original, copy) = pending.popLast() {
            let tabs = original.tabs
            let tabCopies = tabs.map { $0.copyAlone(into: runtime, parent: copy) }
            copy.adoptTabs(tabCopies)
            for index in tabs.indices { pending.append((tabs[index], tabCopies[index])) }
            if let child = original.child {
                let childCopy = child.copyAlone(into: runtime, parent: copy)
                copy.child = childCopy
                pending.append((child, childCopy))
            }
        }
        return top
    }

    /// The first flow of this flow and its descendants, in ``subtree``'s order, that `matches`.
    ///
    /// Handle look-ups run per screen: the usual tree, a chain down to one tab flow whose tabs and
    /// child are chains, is walked without allocating; a worklist takes over below a second tab flow.
    func first(where matches: (any Node) -> Bool) -> (any Node)? {
        var current: any Node = self
        while current.tabs.isEmpty {
            if matches(current) { return current }
            guard let next = current.child else { return nil }
            current = next
        }
        if matches(current) { return current }
        for tab in current.tabs {
            if let found = Self.firstInChain(from: tab, where: matches) { return found }
        }
        return current.child.flatMap { Self.firstInChain(from: $0, where: matches) }
    }

    /// The first match down the chain from `start`, searching the whole subtree of a tab flow met on the way.
    private static func firstInChain(from start: any Node, where matches: (any Node) -> Bool) -> (any Node)? {
        var current = start
        while current.tabs.isEmpty {
            if matches(current) { return current }
            guard let next = current.child else { return nil }
            current = next
        }
        var pending: [any Node] = [current]
        while let node = pending.popLast() {
            if matches(node) { return node }
            if let child = node.child { pending.append(child) }
            pending.append(contentsOf: node.tabs.reversed())
        }
        return nil
    }

    /// The error this flow reports for a platform event.
    func platformError(_ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : currentRouteName, event: "platformDidRemove", reason: reason)
    }
}

/// A flow's screen and the container slot it lives in (0: the flow's host, *n*: its *n*-th
/// presented route).
struct PlacedScreen {
    let screen: Screen
    let slot: Int
}
