/// The runtime: a tree of live coordinators that applies events run-to-completion and drives a
/// ``Router``.
///
/// ```swift
/// let router = HeadlessRouter()
/// let runtime = FlowRuntime(router: router)
/// let app = try runtime.start(AppFlow(session: session))
/// try app.send(.launch)
/// ```
///
/// Contracts:
/// - An event is validated through the whole chain it causes (finish, output mapping, the parent's
///   transition, escalation to the root) before anything changes; a rejected event throws
///   ``NavigationError`` and leaves machines and router untouched.
/// - Events sent while another is applied (from an effect or an observer) are queued and applied
///   after it, in order; a queued event that is rejected goes to ``onRejectedQueuedEvent``.
/// - Finishing a flow removes it, its descendants and their screens in one step, then delivers its
///   output to the parent exactly once. The runtime holds the only strong references to coordinators.
@MainActor
public final class FlowRuntime {
    /// The router every command goes to.
    public let router: any Router
    /// Called with each queued event that turned out to be invalid when its turn came.
    public var onRejectedQueuedEvent: ((NavigationError) -> Void)?

    // Main-actor state, never accessed through overlapping accesses: exclusivity is checked
    // statically, not on every dispatch.
    @exclusivity(unchecked) @usableFromInline var rootNode: AnyFlowNode? {
        didSet {
            rootID = rootNode?.id
            rootReference = rootNode.map(Unmanaged.passUnretained)
            flowsChanged()
        }
    }
    /// Changes whenever a flow starts or finishes (a root, a child or a tab linked or unlinked):
    /// while it stays the same, ``liveFlows`` lists the same flows in the same order, and only
    /// their routes can change (``updateRoutes(of:readAt:)``).
    @exclusivity(unchecked) @usableFromInline var flowsVersion: UInt64 = 0
    /// The root, unretained, kept with it: what look-ups start from (reading ``rootNode`` for a
    /// search retains and releases it).
    @exclusivity(unchecked) @usableFromInline var rootReference: Unmanaged<AnyFlowNode>?
    @exclusivity(unchecked) @usableFromInline var isObserved = false
    /// Presented modals bottom to top, each with the flow that owns it.
    @exclusivity(unchecked) @usableFromInline var modals: [(container: ContainerID, owner: AnyFlowNode)] = [] {
        didSet {
            topModalOwnerID = modals.last?.owner.id
            layoutChanged()
        }
    }
    /// The root's id and the top modal owner's id, kept with them: the interactivity walk
    /// compares ids and reads no reference (reading one retains it).
    @exclusivity(unchecked) @usableFromInline var rootID: FlowID?
    @exclusivity(unchecked) @usableFromInline var topModalOwnerID: FlowID?
    /// Twice the layout version, plus 1 while an event is applied. The layout version starts at 1
    /// and changes whenever something ``isInteractive(_:)`` reads changes: the root, the modals,
    /// a flow's child, parent or selected tab. A flow found interactive remembers the gate it was
    /// found at (``AnyFlowNode/interactiveAtLayout``, 0 once finished), so one comparison tells
    /// that a screen's event may be applied at once: the flow runs, no event is being applied,
    /// and the layout is the one it was found interactive in. Any other answer takes the slow
    /// path, which tells which.
    @exclusivity(unchecked) @usableFromInline var dispatchGate: UInt64 = 2
    /// Whether an event is being applied (events sent meanwhile are queued).
    @inlinable var isApplying: Bool { dispatchGate & 1 != 0 }
    @exclusivity(unchecked) @usableFromInline var pending: [@MainActor () throws(NavigationError) -> Void] = []
    @exclusivity(unchecked) @usableFromInline var nextID: UInt32 = 0
    @exclusivity(unchecked) private var observers: [(id: Int, handler: @MainActor (TransitionRecord) -> Void)] = []
    @exclusivity(unchecked) private var nextObserverID = 0
    @exclusivity(unchecked) @usableFromInline var recordedCommands: [NavigationCommand] = []
    /// The counters ``impliesNavigationState(_:)`` matches screens in, kept between calls (test
    /// tools call it after every step); freed with the runtime.
    @exclusivity(unchecked) var matchCursors = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    /// A runtime that drives `router`.
    public init(router: any Router) {
        self.router = router
    }

    isolated deinit {
        // Handles may outlive the runtime: their flows are finished, so they never reach it.
        rootNode?.finishSubtree()
        matchCursors.deallocate()
    }

    /// Starts `flow` as the root of the hierarchy and shows its first screen (or tabs) as the
    /// window's root.
    ///
    /// - Throws: ``NavigationError`` when a flow already runs or the flow's tabs are ill-declared.
    /// Inlinable, so that the root's coordinator is built specialised in the caller's module.
    @inlinable public func start<F: Flow>(_ flow: F) throws(NavigationError) -> FlowHandle<F> {
        if let rootNode {
            throw NavigationError(flow: rootNode.name, route: rootNode.currentRouteName, event: "start", reason: .invalidPresentation("the runtime already runs \(rootNode.name)"))
        }
        let table = FlowTables.table(for: F.self)
        if let problem = table.startProblem {
            throw NavigationError(flow: F.name, route: nil, event: "start", reason: .invalidPresentation(problem))
        }
        let node = makeNode(flow, table: table, parent: nil, placement: .windowRoot, hostBase: 0)
        rootNode = node
        emit(.setRoot(node.typedInitialContainer(tabsAreNew: true)))
        recordedCommands.removeLast(downTo: 0)
        return FlowHandle(node)
    }

    /// A handle to the root flow, if it is of type `F`.
    public func rootHandle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        (rootNode as? FlowNode<F>).map(FlowHandle.init)
    }

    /// A handle to the live flow instance `id`, if it is of type `F` and still running.
    ///
    /// Inlinable, as the next one: specialised where it is called (screen factories look flows
    /// up for every new screen).
    @inlinable public func handle<F: Flow>(_ type: F.Type = F.self, id: FlowID) -> FlowHandle<F>? {
        guard let found = node(withID: id) else { return nil }
        unowned(unsafe) let node = found.takeUnretainedValue()
        guard node.flowType == F.self else { return nil }
        return FlowHandle(unsafeDowncast(node, to: FlowNode<F>.self))
    }

    /// A handle to the first live flow of type `F`, depth first from the root (tabs in order, then
    /// the child on screen).
    @inlinable public func handle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        guard let found = firstNode(ofType: ObjectIdentifier(F.self)) else { return nil }
        return FlowHandle(unsafeDowncast(found.takeUnretainedValue(), to: FlowNode<F>.self))
    }

    // The two searches below take no predicate closure: a main-actor closure is checked for its
    // isolation on every call, and screen factories look flows up on every new screen. They
    // return the node unretained: the caller retains it once, if it keeps it.

    /// The live node with the id `id`, depth first from the root (tabs before the child).
    @usableFromInline func node(withID id: FlowID) -> Unmanaged<AnyFlowNode>? {
        guard let rootReference else { return nil }
        return AnyFlowNode.search(rootReference, id: id, type: nil)
    }

    /// The first live node whose flow type is `type`, depth first from the root.
    @usableFromInline func firstNode(ofType type: ObjectIdentifier) -> Unmanaged<AnyFlowNode>? {
        guard let rootReference else { return nil }
        return AnyFlowNode.search(rootReference, id: nil, type: type)
    }

    // MARK: Observation

    /// Calls `handler` after each applied transition, with its record. Returns a token for
    /// ``removeObserver(_:)``. Without observers no record is built.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (TransitionRecord) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        isObserved = true
        return nextObserverID
    }

    /// Stops calling the observer `token`.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
        isObserved = !observers.isEmpty || replayCheck != nil
    }

    // MARK: Replay checks (test tools)

    /// A test tool's replay of a run, when one drives this runtime (`nil` in an app): while set,
    /// each transition applied is compared with the run's record in place (``ReplayCheck``), and
    /// no record is made of it unless it differs; observers still get records.
    @exclusivity(unchecked) package var replayCheck: ReplayCheck? {
        didSet { isObserved = !observers.isEmpty || replayCheck != nil }
    }

    @usableFromInline func record(flow node: AnyFlowNode, from: String, event: String, detail: ValueDescription, to: String, action: ActionKind, transition: Int, origin: TransitionRecord.Origin) {
        if let replayCheck {
            replayCheck.compare(
                flow: node, from: from, event: event, eventValue: detail, to: to, action: action, transition: transition, commands: recordedCommands,
                origin: origin
            )
            guard hasObservers else {
                recordedCommands.removeLast(downTo: 0)
                return
            }
        }
        let record = TransitionRecord(
            flow: node.name, flowID: node.id, from: from, event: event,
            eventValue: detail,
            to: to, action: action, transition: transition, commands: recordedCommands, origin: origin
        )
        // Emptied in place: the record keeps a list of its own only for two commands or more.
        recordedCommands.removeLast(downTo: 0)
        notify(record)
    }

    /// Records a platform report (``platformDidRemove(_:)``) for observers, or compares it with
    /// the expected one.
    func recordPlatformRemoval(of screen: Screen, in node: AnyFlowNode) {
        guard isObserved else { return }
        let to = node.isFinished ? "finished" : node.currentRouteName
        let action: ActionKind = node.isFinished ? .finish : .pop
        if let replayCheck {
            replayCheck.compare(
                flow: node, from: screen.route, event: "platformDidRemove", eventValue: nil, to: to, action: action, transition: nil, commands: [],
                origin: .platform
            )
            guard hasObservers else { return }
        }
        let record = TransitionRecord(
            flow: node.name, flowID: node.id, from: screen.route, event: "platformDidRemove",
            eventValue: ValueDescription("platformDidRemove(\(screen))"), to: to, action: action, transition: nil, commands: [], origin: .platform
        )
        notify(record)
    }

    /// Whether any observer wants records.
    private var hasObservers: Bool { !observers.isEmpty }

    /// The replay check, when it is the only thing watching (no observer wants records).
    @usableFromInline var replayCheckAlone: ReplayCheck? { observers.isEmpty ? replayCheck : nil }

    func notify(_ record: TransitionRecord) {
        for observer in observers { observer.handler(record) }
    }

    // MARK: Commands and the queue

    @inlinable func emit(_ command: NavigationCommand) {
        router.apply(command)
        if isObserved { recordedCommands.append(command) }
    }

    @usableFromInline func enqueue(_ work: @escaping @MainActor () throws(NavigationError) -> Void) {
        pending.append(work)
    }

    /// A new layout version; the applying bit stays as it is.
    @inlinable func layoutChanged() {
        dispatchGate &+= 2
    }

    /// A flow started or finished: a new layout version, and a new ``flowsVersion``.
    @inlinable func flowsChanged() {
        dispatchGate &+= 2
        flowsVersion &+= 1
    }

    /// Starts applying an event; none is being applied.
    ///
    /// The gate changes by addition, whole: LLVM narrows a `|` or `&` on it to a one-byte store,
    /// which the next event's eight-byte load of the gate cannot take from the store buffer (a
    /// stall on every event: flat dispatch took 1.3–1.7 ns longer).
    @inlinable func beginApplying() {
        assert(!isApplying, "an event is already being applied")
        dispatchGate &+= 1
    }

    /// Ends the current event and applies the queued ones, in order.
    @inlinable func finishApplying() {
        dispatchGate &-= 1
        if !pending.isEmpty { applyPending() }
    }

    @usableFromInline func applyPending() {
        while !pending.isEmpty {
            let work = pending.removeFirst()
            do {
                try work()
            } catch {
                report(error)
            }
        }
    }

    @usableFromInline func report(_ error: NavigationError) {
        onRejectedQueuedEvent?(error)
    }

    // MARK: Who may take events

    /// A flow takes events from its screens when it is on the active path (each ancestor shows it:
    /// as its child on screen, or as its selected tab with no child over it), has no child over its
    /// own screens, and no modal above it belongs to a flow below it.
    ///
    /// The walk compares identities and never counts references: it runs on every event.
    @inlinable func isInteractive(_ node: AnyFlowNode) -> Bool {
        if node.childID != nil { return false }
        let topModalOwner = topModalOwnerID
        var ownsOrIsUnderTopModal = topModalOwner == nil
        unowned(unsafe) var current = node
        while let parentReference = current.parentReference {
            unowned(unsafe) let parent = parentReference.takeUnretainedValue()
            if !ownsOrIsUnderTopModal, current.id == topModalOwner { ownsOrIsUnderTopModal = true }
            if let childID = parent.childID {
                guard childID == current.id else { return false }
            } else {
                guard parent.isTabFlow, case .tab(let index) = current.placement, index == parent.selectedTabIndex else { return false }
            }
            current = parent
        }
        if !ownsOrIsUnderTopModal, current.id == topModalOwner { ownsOrIsUnderTopModal = true }
        return ownsOrIsUnderTopModal && rootID == current.id
    }

    // MARK: Nodes

    /// A coordinator for `flow`, with its tabs' coordinators. Inlinable: called from code compiled
    /// for a concrete flow type (a child start or a tab declared in an app), it runs specialised.
    /// `table` comes from ``FlowTables``, which keeps it for the process: the coordinator's screens
    /// hold its names unretained.
    @inlinable func makeNode<F: Flow>(_ flow: F, table: FlowTable<F>, parent: AnyFlowNode?, placement: Placement, hostBase: Int) -> FlowNode<F> {
        nextID += 1
        let id = FlowID(rawValue: nextID)
        let host = placement == .push ? (parent?.top.container ?? ContainerID(owner: id, slot: 0)) : ContainerID(owner: id, slot: 0)
        let node = FlowNode(flow: flow, table: table, id: id, runtime: self, parent: parent, placement: placement, host: host, hostBase: hostBase)
        if node.isTabFlow {
            let tabs = node.table.definition.tabs
            var last: AnyFlowNode?
            for index in tabs.indices {
                let tab = tabs[index].makeNode(flow, node, index)
                node.appendTab(tab, after: last)
                last = tab
            }
        }
        return node
    }
}
