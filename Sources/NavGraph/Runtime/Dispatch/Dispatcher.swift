/// What every flow of a runtime shares to apply events: the router, the run-to-completion queue,
/// the observers and the layout's version.
///
/// Flows hold it strongly and it holds no flow (queued events only while they wait), so an event
/// reaches it without a weak load; the tree of flows stays with ``FlowRuntime``, which flows
/// reach weakly and only to change the tree.
@MainActor @usableFromInline
final class Dispatcher {
    /// What every event reads: the router and what the dispatcher is doing, in one value. Only
    /// this module's non-inlinable code touches it, in accesses that call out to nothing, so the
    /// compiler proves their exclusivity: an inlinable access would be checked at run time.
    private var state: DispatchState
    /// The router every command goes to (a discarding one once the runtime is gone).
    var router: any Router { state.router }
    /// Called with each queued event that turned out to be invalid when its turn came.
    var onRejectedQueuedEvent: ((NavigationError) -> Void)?
    /// Whether an event is being validated or applied (events sent meanwhile are queued).
    var isApplying: Bool { state.isApplying }
    /// Whether observers receive records (commands are then kept for them).
    @usableFromInline var isObserved: Bool { state.isObserved }
    /// Events waiting for their turn; each returns its rejection. No typed-throws function type is
    /// stored: its metadata needs the iOS 18 / macOS 15 runtime, and the core deploys to iOS 16.
    private(set) var pending: [() -> NavigationError?] = [] {
        didSet { state.hasPending = !pending.isEmpty }
    }
    /// Whether rows' effects run: a scratch copy that plans a deep link runs none.
    @usableFromInline let runsEffects: Bool
    /// Changes whenever which flows are interactive may change: a child starts or goes, a modal
    /// comes or goes, a tab is selected, the root is replaced. A flow found interactive at one
    /// version is interactive until the next (see `FlowNode.isInteractive`).
    @usableFromInline var layoutVersion: Int { state.layoutVersion }
    private var observers: [(token: Int, handler: @MainActor (TransitionRecord) -> Void)] = [] {
        didSet { state.isObserved = !observers.isEmpty }
    }
    private var lastObserverToken = 0
    /// The commands of the transition being applied, kept for its record while observed.
    var commands: [NavigationCommand] = []
    /// While a deep link's plan is applied: what waits until every step is accepted.
    private var held: Held? {
        didSet { state.isHolding = held != nil }
    }
    /// Runs after each event has settled (the queue drained), while the runtime keeps a deferred link.
    var afterRun: (() -> Void)? {
        didSet { state.hasAfterRun = afterRun != nil }
    }
    /// Whether commands, records and effects are held back (a deep link's plan is being applied).
    @usableFromInline var isHolding: Bool { state.isHolding }
    /// While a plan's search tries steps on the live tree: what it put aside (see ``beginTrials()``).
    private var trials: (held: Held?, wasApplying: Bool, commands: [NavigationCommand])?
    /// Whether a plan's search is trying steps on the live tree.
    var isTrying: Bool { trials != nil }

    /// The router's commands, and the observers' records and rows' effects in order, of a plan
    /// whose steps are not all accepted yet.
    private struct Held {
        var commands: [NavigationCommand] = []
        var deferred: [() -> Void] = []
    }

    init(router: any Router, runsEffects: Bool = true) {
        state = DispatchState(router: router)
        self.runsEffects = runsEffects
    }

    /// Lets go of the router, the observers and the queue: the runtime is gone, and a handle kept
    /// after it must not keep its screens alive.
    func shutDown() {
        state.replaceRouter(with: DiscardingRouter())
        onRejectedQueuedEvent = nil
        observers.removeAll()
        pending.removeAll()
        commands.removeAll()
    }

    /// Notes a change that may make a flow interactive or not.
    @usableFromInline
    func layoutDidChange() {
        state.lastLayoutVersion &+= 1
        state.layoutVersion = state.lastLayoutVersion
    }

    /// Puts back `version`, the number of a layout the caller put back exactly (a plan's search
    /// undoing or redoing a step): flows found interactive in it are so again, without a walk.
    func restoreLayout(_ version: Int) {
        state.layoutVersion = version
    }

    // MARK: Observation

    func addObserver(_ handler: @escaping @MainActor (TransitionRecord) -> Void) -> Int {
        lastObserverToken += 1
        observers.append((lastObserverToken, handler))
        return lastObserverToken
    }

    func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
        if observers.isEmpty { commands.removeAll() }
    }

    /// Builds the record of a transition the flow `flow` (instance `id`) just applied, with the
    /// commands it emitted, for the observers. Names are described only for observers: an
    /// unobserved runtime builds no record and keeps no commands (callers check ``DispatchState/isObserved``).
    @usableFromInline
    func record(
        flow: String, id: FlowID, from: String, event: String, value: ValueDescription, to: String, action: ActionKind, row: Int?, origin: TransitionRecord.Origin
    ) {
        let record = TransitionRecord(
            flow: flow, flowID: id, from: from, event: event, eventValue: value, to: to, action: action, transition: row, commands: commands, origin: origin
        )
        commands.removeAll()
        if held != nil {
            held?.deferred.append { [self] in deliver(record) }
        } else {
            deliver(record)
        }
    }

    private func deliver(_ record: TransitionRecord) {
        for observer in observers { observer.handler(record) }
    }

    /// Runs a row's effect now, or after the plan being applied, when every step was accepted.
    @usableFromInline
    func hold(_ effect: @escaping () -> Void) {
        held?.deferred.append(effect)
    }

    // MARK: Commands and the queue

    /// Sends `command` to the router.
    @usableFromInline @inline(__always)
    func emit(_ command: NavigationCommand) {
        guard let router = state.lendRouter() else { return emitHeldOrObserved(command) }
        router.apply(command)
        // A router replaced meanwhile comes back, and is released here, outside the access.
        if let replaced = state.takeBack(router) { _ = consume replaced }
    }

    /// ``emit(_:)`` while a plan holds commands back or observers keep them for records.
    private func emitHeldOrObserved(_ command: NavigationCommand) {
        if held != nil {
            held?.commands.append(command)
        } else {
            router.apply(command)
        }
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
    func runNow(_ work: () throws(NavigationError) -> Void) throws(NavigationError) {
        state.isApplying = true
        defer { endEvent() }
        try work()
    }

    /// Starts applying an event, unless one is being applied: then the event must wait its turn.
    /// The send path calls it directly, so that an event applied at once needs no closure.
    /// Answers the layout's version (see ``layoutVersion``), `nil` when the event must wait.
    @usableFromInline
    func beginEvent() -> Int? {
        state.begin()
    }

    /// Ends the event begun with ``beginEvent()`` (or ``runNow(_:)``): the events queued meanwhile
    /// are applied, in order, before the next one can begin; then a kept deferred link is tried.
    @usableFromInline
    func endEvent() {
        if !state.endQuietly() { endBusyEvent() }
    }

    /// ``endEvent()`` with events queued or a deferred link kept.
    private func endBusyEvent() {
        if !pending.isEmpty { drainQueue() }
        state.isApplying = false
        if let afterRun { afterRun() }
    }

    /// Queues `work` until the event being applied is done.
    @usableFromInline
    func enqueue(_ work: @escaping () throws(NavigationError) -> Void) {
        pending.append { () -> NavigationError? in
            do throws(NavigationError) {
                try work()
                return nil
            } catch {
                return error
            }
        }
    }

    // MARK: Deep links

    /// Starts applying a deep link: the runtime counts as applying (events sent meanwhile wait, a
    /// re-entrant link is refused), and commands, records and effects are held back.
    func beginLink() {
        state.isApplying = true
        held = Held()
    }

    /// Every step was accepted: the router gets the held commands, then records and effects run in
    /// order, then the events sent meanwhile.
    func commitLink() {
        let done = held ?? Held()
        held = nil
        for command in done.commands { router.apply(command) }
        for work in done.deferred { work() }
        drainQueue()
        state.isApplying = false
    }

    /// A step was rejected and the tree rolled back: what was held, and the events sent meanwhile
    /// (by guards, which must be pure), are dropped.
    func abandonLink() {
        held = nil
        pending.removeAll()
        commands.removeAll()
        state.isApplying = false
        layoutDidChange()
    }

    /// Starts a plan's search on the live tree: until ``endTrials()`` its tries' commands, records
    /// and effects are held apart and then dropped, rejections go unreported, events sent meanwhile
    /// wait and links are refused. `false` while an event is being applied, except a deep link
    /// that has applied nothing yet, or while a search tries: the tree may be mid-change.
    func beginTrials() -> Bool {
        let linkHoldsNothing = held.map { $0.commands.isEmpty && $0.deferred.isEmpty } ?? false
        guard trials == nil, !state.isApplying || linkHoldsNothing else { return false }
        trials = (held, state.isApplying, commands)
        held = Held()
        state.isApplying = true
        return true
    }

    /// Ends the search begun with ``beginTrials()``, the live tree put back: what the tries held
    /// is dropped, and events sent meanwhile are applied now unless an event or link was being
    /// applied, which applies them as it would have.
    func endTrials() {
        guard let trials else { return }
        self.trials = nil
        held = trials.held
        commands = trials.commands
        guard !trials.wasApplying else { return }
        if !pending.isEmpty { drainQueue() }
        state.isApplying = false
    }

    /// Applies the queued events in order; events they queue join the end. A loop, not recursion.
    @usableFromInline
    func drainQueue() {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for work in batch {
                if let rejection = work() { report(rejection) }
            }
        }
    }

    /// Drops the events queued meanwhile (a restore replaced the tree they were sent to).
    func dropPending() {
        pending.removeAll()
    }

    /// Hands a rejection that no caller can receive to ``onRejectedQueuedEvent``.
    func report(_ error: NavigationError) {
        guard trials == nil else { return }
        onRejectedQueuedEvent?(error)
    }
}
