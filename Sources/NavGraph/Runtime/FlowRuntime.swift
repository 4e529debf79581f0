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
    public let router: any Router
    /// Called with each queued event (or effect's send) that turned out to be invalid when its turn came.
    public var onRejectedQueuedEvent: ((NavigationError) -> Void)?

    var root: (any Node)?
    /// Presented modals bottom to top, each with the flow that owns it.
    var modals: [(container: ContainerID, owner: any Node)] = []
    /// Whether an event is being validated or applied (events sent meanwhile are queued).
    @usableFromInline private(set) var isApplying = false
    var pending: [() throws(NavigationError) -> Void] = []
    var lastID: UInt32 = 0
    /// Whether rows' effects run: a scratch copy that plans a deep link runs none.
    @usableFromInline var runsEffects = true
    /// The hierarchy's declared link patterns, read from the root's type on the first link opened.
    var linkTable: [DeclaredLink]?
    private var observers: [(token: Int, handler: @MainActor (TransitionRecord) -> Void)] = []
    private var lastObserverToken = 0
    /// The commands of the transition being applied, kept for its record while observed.
    var commands: [NavigationCommand] = []

    /// A runtime that drives `router`.
    public init(router: any Router) {
        self.router = router
    }

    isolated deinit {
        // Handles may outlive the runtime: their flows answer `flowFinished`.
        root?.finishSubtree()
    }

    /// Starts `flow` as the root of the hierarchy and shows its first screen (or tabs) as the
    /// window's root.
    ///
    /// - Throws: ``NavigationError`` when a flow already runs or the flow's tabs are ill-declared.
    public func start<F: Flow>(_ flow: F) throws(NavigationError) -> FlowHandle<F> {
        if let root {
            throw NavigationError(flow: root.name, route: root.currentRouteName, event: "start", reason: .invalidPresentation("the runtime already runs \(root.name)"))
        }
        if let problem = F.startProblem() {
            throw NavigationError(flow: F.name, route: nil, event: "start", reason: .invalidPresentation(problem))
        }
        let node = makeNode(flow, parent: nil, placement: .windowRoot)
        root = node
        emit(.setRoot(node.initialContainer()))
        commands.removeAll()
        return FlowHandle(node)
    }

    /// A handle to the root flow, if it is of type `F`.
    public func rootHandle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        (root as? FlowNode<F>).map(FlowHandle.init)
    }

    /// A handle to the live flow instance `id`, if it is of type `F` and still running.
    public func handle<F: Flow>(_ type: F.Type = F.self, id: FlowID) -> FlowHandle<F>? {
        (node(withID: id) as? FlowNode<F>).map(FlowHandle.init)
    }

    /// A handle to the first live flow of type `F`, depth first from the root (tabs in order, then
    /// the child on screen).
    public func handle<F: Flow>(_ type: F.Type = F.self) -> FlowHandle<F>? {
        // Comparing type identities first: a cast of each live flow costs more than the walk.
        (root?.first { ObjectIdentifier($0.flowType) == ObjectIdentifier(F.self) } as? FlowNode<F>).map(FlowHandle.init)
    }

    /// The live node with the id `id`.
    func node(withID id: FlowID) -> (any Node)? {
        root?.first { $0.id == id }
    }

    // MARK: Observation

    /// Calls `handler` after each applied transition, with its record. Returns a token for
    /// ``removeObserver(_:)``. Events the handler sends are queued. Without observers no record is built.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (TransitionRecord) -> Void) -> Int {
        lastObserverToken += 1
        observers.append((lastObserverToken, handler))
        return lastObserverToken
    }

    /// Stops calling the observer `token`.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// Builds the record of a transition the flow `flow` (instance `id`) just applied, with the
    /// commands it emitted, for the observers.
    @usableFromInline
    func record(
        flow: String, id: FlowID, from: @autoclosure () -> String, event: @autoclosure () -> String, value: @autoclosure () -> ValueDescription,
        to: @autoclosure () -> String, action: ActionKind, row: Int?, origin: @autoclosure () -> TransitionRecord.Origin
    ) {
        // Names are described only for observers: an unobserved runtime builds no record.
        defer { commands.removeAll() }
        guard !observers.isEmpty else { return }
        let record = TransitionRecord(
            flow: flow, flowID: id, from: from(), event: event(), eventValue: value(), to: to(), action: action, transition: row,
            commands: commands, origin: origin()
        )
        for observer in observers { observer.handler(record) }
    }

    // MARK: Commands and the queue

    /// Sends `command` to the router.
    @usableFromInline
    func emit(_ command: NavigationCommand) {
        router.apply(command)
        if !observers.isEmpty { commands.append(command) }
    }

    /// Runs `work` (validate and apply one event), then every event queued meanwhile, in order;
    /// queues `work` instead when an event is already being applied. Throws `work`'s rejection.
    func run(_ work: @escaping () throws(NavigationError) -> Void) throws(NavigationError) {
        if isApplying {
            enqueue(work)
        } else {
            try runNow(work)
        }
    }

    /// Runs `work` and then every event queued meanwhile, in order; no event is being applied.
    /// Throws `work`'s rejection.
    @usableFromInline
    func runNow(_ work: () throws(NavigationError) -> Void) throws(NavigationError) {
        isApplying = true
        defer { isApplying = false }
        var rejection: NavigationError?
        do {
            try work()
        } catch {
            rejection = error
        }
        drainQueue()
        if let rejection { throw rejection }
    }

    /// Queues `work` until the event being applied is done.
    func enqueue(_ work: @escaping () throws(NavigationError) -> Void) {
        pending.append(work)
    }

    /// Applies the queued events in order; events they queue join the end. A loop, not recursion.
    private func drainQueue() {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for work in batch {
                do {
                    try work()
                } catch {
                    report(error)
                }
            }
        }
    }

    /// Hands a rejection that no caller can receive to ``onRejectedQueuedEvent``.
    func report(_ error: NavigationError) {
        onRejectedQueuedEvent?(error)
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
        let id = nextFlowID()
        var host = ContainerID(owner: id, slot: 0)
        var hostBase = 0
        if placement == .push, let parent { (host, hostBase) = parent.top }
        let node = FlowNode(flow: flow, id: id, runtime: self, parent: parent, placement: placement, host: host, hostBase: hostBase)
        if node.isTabFlow { node.makeTabs(in: self) }
        return node
    }

    /// ``makeNode(_:parent:placement:)`` for a flow value of a type known only at run time (a
    /// child or a tab built by a declaration): the coordinator is built for its own type.
    func makeNode(opening flow: any Flow, parent: (any Node)?, placement: Placement) -> any Node {
        func make<F: Flow>(_ flow: F) -> any Node { makeNode(flow, parent: parent, placement: placement) }
        return make(flow)
    }
}
