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
/// - Events sent while another is applied, validated or observed (from a guard, an effect or an
///   observer) are queued and applied after it, in order, by a loop: a chain of any length uses
///   no more stack than one event. A queued event that is rejected goes to
///   ``onRejectedQueuedEvent``.
/// - Finishing a flow removes it, its descendants and their screens in one step, then delivers its
///   output to the parent exactly once. The runtime's tree holds the only references to
///   coordinators besides the handles screens keep.
@MainActor
public final class FlowRuntime {
    /// The router every command goes to.
    public var router: any Router { dispatcher.router }
    /// Called with each queued event (or effect's send) that turned out to be invalid when its turn came.
    public var onRejectedQueuedEvent: ((NavigationError) -> Void)? {
        get { dispatcher.onRejectedQueuedEvent }
        set { dispatcher.onRejectedQueuedEvent = newValue }
    }

    /// The router, the queue and the observers, shared with every flow.
    let dispatcher: Dispatcher
    /// Setting it re-indexes the live flows: a start, a restore, a rolled-back link and a planning
    /// copy each set a whole tree.
    var root: (any Node)? {
        didSet {
            dispatcher.layoutDidChange()
            flows = FlowIndex(root: root)
        }
    }
    /// The live flows by identity and type (see ``FlowIndex``).
    var flows = FlowIndex(root: nil)
    /// Presented modals bottom to top, each with the flow that owns it.
    var modals: [(container: ContainerID, owner: any Node)] = [] {
        didSet { dispatcher.layoutDidChange() }
    }
    var lastID: UInt32 = 0
    /// The hierarchy's declared link patterns, read from the root's type on the first link opened.
    var linkTable: [DeclaredLink]?
    /// The deferred link kept until its flow runs; while one is kept, the dispatcher asks the
    /// runtime to settle it after each event.
    var pendingLink: PendingLink? {
        didSet {
            guard (pendingLink == nil) != (dispatcher.afterRun == nil) else { return }
            dispatcher.afterRun = pendingLink == nil ? nil : { [weak self] in self?.settlePendingLink() }
        }
    }
    /// Called with what became of a deferred link: applied once its flow ran, or dropped.
    public var onDeferredLink: ((DeferredLinkOutcome) -> Void)?
    /// The flow types whose layout was found sound: a type's layout is checked on its first start
    /// in the process (it is a function of the type's declaration), not again in each runtime.
    private static var soundFlowTypes: Set<ObjectIdentifier> = []

    /// A runtime that drives `router`; a ``PlatformRouter`` is connected to it, so that what the
    /// user changes on screen is reported here.
    public convenience init(router: any Router) {
        self.init(dispatcher: Dispatcher(router: router))
        (router as? any PlatformRouter)?.connect(to: self)
    }

    init(dispatcher: Dispatcher) {
        self.dispatcher = dispatcher
    }

    isolated deinit {
        // Handles may outlive the runtime: their flows answer `flowFinished`. The index goes
        // with the runtime, so its flows are not taken out one by one.
        root?.finishSubtree()
        dispatcher.shutDown()
    }

    /// Starts `flow` as the root of the hierarchy and shows its first screen (or tabs) as the
    /// window's root.
    ///
    /// - Throws: ``NavigationError`` when a flow already runs or the flow's tabs are ill-declared.
    public func start<F: Flow>(_ flow: F) throws(NavigationError) -> FlowHandle<F> {
        if let root {
            throw NavigationError(flow: root.name, route: root.currentRouteName, event: "start", reason: .invalidPresentation("the runtime already runs \(root.name)"))
        }
        if let problem = startProblem(of: F.self) {
            throw NavigationError(flow: F.name, route: nil, event: "start", reason: .invalidPresentation(problem))
        }
        let node = makeNode(flow, parent: nil, placement: .windowRoot)
        root = node
        dispatcher.emit(.setRoot(node.initialContainer()))
        dispatcher.commands.removeAll()
        return FlowHandle(node)
    }

    /// What is wrong with `type`'s layout (see `Flow.startProblem()`), checked once per type.
    func startProblem(of type: any Flow.Type) -> String? {
        // A start numbers the flow and its tabs: refused, not trapped, once identities run out.
        if lastID > UInt32.max - 1_024 { return "the runtime has used up its flow identities" }
        guard !Self.soundFlowTypes.contains(ObjectIdentifier(type)) else { return nil }
        if let problem = type.startProblem() { return problem }
        Self.soundFlowTypes.insert(ObjectIdentifier(type))
        return nil
    }

    /// A handle to the root flow, if it is of type `F`.
    public func rootHandle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        guard let node = root as? FlowNode<F> else { return nil }
        return FlowHandle(node)
    }

    /// A handle to the live flow instance `id`, if it is of type `F` and still running.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func handle<F: Flow>(_ type: F.Type = F.self, id: FlowID) -> FlowHandle<F>? {
        // Inlinable, so that the cast to the flow's coordinator type is made where the type is
        // known. No `map(FlowHandle.init)`: a main-actor function handed to it is checked for its isolation.
        guard let node = coordinator(withID: id) as? FlowNode<F> else { return nil }
        return FlowHandle(node)
    }

    /// A handle to the first live flow of type `F`, depth first from the root (tabs in order, then
    /// the child on screen).
    ///
    /// - Complexity: O(1) while one flow of type `F` runs (the index answers); with several, the
    ///   tree is walked to the first of them.
    @inlinable
    public func handle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        guard let node = firstNode(ofType: F.self) as? FlowNode<F> else { return nil }
        return FlowHandle(node)
    }

    /// The first live flow of type `type`, depth first from the root.
    @usableFromInline
    func firstNode(ofType type: any Flow.Type) -> AnyObject? {
        let candidates = flows.nodes(ofType: type)
        guard candidates.count > 1 else { return candidates.first }
        // Comparing type identities first: a cast of each live flow costs more than the walk.
        return root?.first { ObjectIdentifier($0.flowType) == ObjectIdentifier(type) }
    }

    /// The live node with the id `id`.
    func node(withID id: FlowID) -> (any Node)? {
        flows.node(withID: id)
    }

    /// ``node(withID:)`` for the inlinable look-ups, which cast it to its coordinator's type.
    @usableFromInline
    func coordinator(withID id: FlowID) -> AnyObject? {
        flows.node(withID: id)
    }

    // MARK: Observation

    /// Calls `handler` after each applied transition, with its record. Returns a token for
    /// ``removeObserver(_:)``. Events the handler sends are queued. Without observers no record is built.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (TransitionRecord) -> Void) -> Int {
        dispatcher.addObserver(handler)
    }

    /// Stops calling the observer `token`.
    public func removeObserver(_ token: Int) {
        dispatcher.removeObserver(token)
    }

    // MARK: Nodes

    /// The next flow instance's identity.
    private func nextFlowID() -> FlowID {
        lastID += 1
        return FlowID(rawValue: lastID)
    }

    /// A coordinator for `flow`, with its tabs' coordinators; a pushed flow's host is the stack
    /// its parent's top screen is in.
    func makeNode<F: Flow>(_ flow: F, parent: (any Node)?, placement: Placement) -> FlowNode<F> {
        makeNode(flow, at: place(under: parent, as: placement), code: .of(F.definition))
    }

    /// ``makeNode(_:parent:placement:)`` for a flow value of a type known only at run time (a
    /// child or a tab built by a declaration): the coordinator is built for its own type, by code
    /// compiled for it (see ``Flow/_compiledCode``).
    func makeNode(opening flow: any Flow, parent: (any Node)?, placement: Placement) -> any Node {
        let place = place(under: parent, as: placement)
        func make<F: Flow>(_ flow: F) -> any Node { _FlowRuntimeCode.of(F.definition).makeNode(flow, self, place) }
        return make(flow)
    }

    /// The coordinator for `flow` at `place`, with its tabs' coordinators; it keeps `code`, the
    /// entry points of `F`.
    ///
    /// Inlinable: reached through ``Flow/_compiledCode``, it is compiled for `F` where `F` is
    /// declared; unspecialised, building a node asked for the metadata of each type built on `F`.
    @inlinable
    func makeNode<F: Flow>(_ flow: F, at place: NodePlace, code: _FlowRuntimeCode<F>) -> FlowNode<F> {
        let definition = F.definition
        let node = FlowNode(
            flow: flow, at: place, runtime: self, definition: definition, code: code,
            core: MachineCore(startingIn: definition), openingEvents: OpeningEvents()
        )
        if node.isTabFlow { node.makeTabs(in: self) }
        return node
    }

    /// The place of a coordinator started under `parent` as `placement`, with the next identity.
    func place(under parent: (any Node)?, as placement: Placement) -> NodePlace {
        let id = nextFlowID()
        var host = ContainerID(owner: id, slot: 0)
        var hostBase = 0
        if placement == .push, let parent { (host, hostBase) = parent.top }
        return NodePlace(id: id, parent: parent, placement: placement, host: host, hostBase: hostBase)
    }
}
