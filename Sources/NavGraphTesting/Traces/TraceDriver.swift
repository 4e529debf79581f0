import NavGraph

/// What every run of an explorer shares: the catalog, the graph, how to make a router.
struct ExplorerSetup: Sendable {
    let catalog: EventCatalog
    let index: GraphIndex
    let makeRouter: @MainActor @Sendable () -> any InspectableRouter
    let prepare: (@MainActor @Sendable (FlowRuntime) -> Void)?
    let starter: RootStarter
    /// For each catalog entry, the events a transition handles in each route: what generation
    /// offers on every step, looked up once per flow instead of matched against the graph.
    let handledEvents: [HandledEvents]

    init(
        catalog: EventCatalog, index: GraphIndex, makeRouter: @escaping @MainActor @Sendable () -> any InspectableRouter,
        prepare: (@MainActor @Sendable (FlowRuntime) -> Void)?, starter: RootStarter
    ) {
        self.catalog = catalog
        self.index = index
        self.makeRouter = makeRouter
        self.prepare = prepare
        self.starter = starter
        handledEvents = catalog.entries.map { HandledEvents(entry: $0, index: index) }
    }
}

/// The events of one catalog entry that a transition of its flow handles, by route (guards
/// aside), in catalog order, each with whether a generator makes it.
struct HandledEvents: Sendable {
    private let byRoute: [String: [(event: Int, generated: Bool)]]
    /// Those handled from any route (the events of transitions without a `from`).
    private let inAnyRoute: [(event: Int, generated: Bool)]

    init(entry: CatalogEntry, index: GraphIndex) {
        let spec = index[flow: entry.flowName]
        func handled(in route: String?) -> [(event: Int, generated: Bool)] {
            var events: [(event: Int, generated: Bool)] = []
            for (event, eventCase) in entry.eventCases.enumerated()
            where spec?.transitions.contains(where: { $0.event == eventCase && ($0.from == nil || $0.from == route) }) ?? false {
                events.append((event, entry.generatedSources.contains(event)))
            }
            return events
        }
        var byRoute: [String: [(event: Int, generated: Bool)]] = [:]
        for route in spec?.routes ?? [] { byRoute[route] = handled(in: route) }
        self.byRoute = byRoute
        inAnyRoute = handled(in: nil)
    }

    /// The events handled in `route`, in catalog order.
    func events(in route: String) -> [(event: Int, generated: Bool)] {
        byRoute[route] ?? inAnyRoute
    }
}

/// Drives one fresh runtime through trace steps: resolves each step in the live configuration,
/// sends it, and collects the transitions and queued rejections it caused.
@MainActor
final class TraceDriver {
    let runtime: FlowRuntime
    let router: any InspectableRouter
    let setup: ExplorerSetup
    private(set) var startError: NavigationError?
    /// What the runtime reported during the current step. Its own object, which the runtime's
    /// observer holds strongly: an observer holding the driver would have to hold it weakly (the
    /// driver holds the runtime), and a weak reference is read on a slow path at every transition.
    private let log = StepLog()

    /// Whether the driver records what the runtime reports (transitions, rejected queued events).
    /// An unrecorded driver's steps list no transitions, and describe an accepted event by its case.
    let recordsTransitions: Bool

    /// A driver of a fresh runtime started from the explorer's root value number `root`; with
    /// `recordsTransitions` false, nothing watches the runtime (the exploration benchmark's floor).
    init(root: Int, setup: ExplorerSetup, recordsTransitions: Bool = true) {
        self.setup = setup
        self.recordsTransitions = recordsTransitions
        router = setup.makeRouter()
        runtime = FlowRuntime(router: router)
        setup.prepare?(runtime)
        if recordsTransitions {
            let log = self.log
            runtime.addObserver { record in
                // Room for a step's usual transitions at once: grown one by one, the list was
                // reallocated at the second record and again at the third.
                if log.records.isEmpty { log.records.reserveCapacity(4) }
                log.records.append(record)
            }
            runtime.onRejectedQueuedEvent = { error in log.queuedRejections.append(error) }
        }
        do {
            try setup.starter.start(runtime, root)
        } catch {
            startError = error
        }
        // Room for a hierarchy's usual live flows in both lists, which trade places whenever a
        // step starts or finishes flows: grown one flow at a time, each was reallocated three times.
        live.reserveCapacity(8)
        previous.reserveCapacity(8)
        readLiveFlows()
    }

    /// The live flows after the last step, depth first, with their coordinators: what steps are
    /// resolved against, and what the runner's ledger and snapshot read. Brought up to date after
    /// every step, so it never holds a flow that finished.
    private(set) var live: [LiveFlow] = []

    /// Whether the last step started or removed flows; ``previous`` then holds those before it.
    private(set) var flowsChanged = false

    /// The live flows read before the last step, when it started or removed flows, until
    /// ``forgetPrevious()``: they still hold the coordinators of flows the step removed, for the
    /// run's ledger to take weak references to.
    private(set) var previous: [LiveFlow] = []

    /// Lets go of ``previous`` (and so of the coordinators of the flows the last step removed).
    func forgetPrevious() {
        // Emptied in place: its buffer takes the next step's live flows.
        previous.removeAll()
    }

    /// Reads ``live`` again.
    private func readLiveFlows() {
        live = runtime.liveFlows
    }

    // MARK: Running a step

    /// Runs `step` as number `number`, naming the flows it started and removed.
    func execute(_ step: TraceStep, number: Int) -> TraceStepResult {
        let result = run(step)
        let changes: FlowChanges =
            flowsChanged ? .listed(started: Self.flows(of: live, notIn: previous), removed: Self.flows(of: previous, notIn: live)) : .none
        return TraceStepResult(number: number, step: step, ran: result, flowChanges: changes)
    }

    /// Runs `step`; ``live`` then holds the flows after it, and ``previous`` those before it
    /// when ``flowsChanged``.
    func run(_ step: TraceStep) -> StepResult {
        // New lists, not emptied ones: the last step's went out with it, so keeping their
        // capacity would copy them.
        log.records = []
        log.queuedRejections = []
        let (action, outcome) = perform(step, live: live)
        flowsChanged = false
        // A skipped step sent nothing and changed nothing: the flows are those already read. A
        // step that started and finished no flow moved inside flows (a push, a pop, a modal, a
        // tab): their routes are read in place.
        if case .skipped = outcome {} else {
            let before = live
            readLiveFlows()
            if !live.hasSameIDs(as: before) {
                previous = before
                flowsChanged = true
            }
        }
        return StepResult(action: action, outcome: outcome, records: log.records, rejectedQueuedEvents: log.queuedRejections)
    }

    /// The name and id of each flow of `flows` whose id is not in `others`. Flow ids rise in
    /// start order, and both lists are short.
    private static func flows(of flows: [LiveFlow], notIn others: [LiveFlow]) -> [(name: String, id: FlowID)] {
        var found: [(name: String, id: FlowID)] = []
        // By index: a loop over the elements would copy each flow's names.
        for position in flows.indices where !others.contains(id: flows[position].id) {
            found.append((flows[position].name, flows[position].id))
        }
        return found
    }

    private func perform(_ step: TraceStep, live: [LiveFlow]) -> (TraceStepResult.Resolution, TraceStepResult.Outcome) {
        switch step {
        case .send(let flow, let instance, let event, let payload):
            guard let (position, targetIndex) = resolve(flow: flow, instance: instance, in: live) else {
                return skip(absence(of: flow))
            }
            // Fields read in place: a flow copied out counts a reference per name and its coordinator.
            return send(entry: position, source: event, payload: payload, to: live[targetIndex].id, name: live[targetIndex].name, route: live[targetIndex].route)
        case .tapTab(let flow, let instance, let tab):
            guard let (position, targetIndex) = resolve(flow: flow, instance: instance, in: live) else {
                return skip(absence(of: flow))
            }
            return tap(entry: position, tab: tab, of: live[targetIndex].id, name: live[targetIndex].name, route: live[targetIndex].route, isReselect: nil)
        case .backSwipe:
            let state = router.state
            guard let stack = (state.modals.last ?? state.root)?.visibleStack else { return skip("nothing is on screen") }
            guard let screen = router.simulateBackSwipe(in: stack.id) else {
                if let removed = unreportedRemoval(since: state, from: stack, by: "back swipe") { return removed }
                return skip(stack.screens.count > 1 ? "the router declined a back swipe on \(stack)" : "the visible stack \(stack) has a single screen")
            }
            return (.backSwipe(screen), report(screen))
        case .swipeDown:
            let state = router.state
            guard let modal = state.modals.last else { return skip("no modal is presented") }
            guard let screen = router.simulateSwipeDown() else {
                if let firstStack = modal.stacks.first, let removed = unreportedRemoval(since: state, from: firstStack, by: "swipe down") { return removed }
                return skip("the router declined a swipe down on \(modal)")
            }
            return (.swipeDown(screen), report(screen))
        }
    }

    /// Sends the event of catalog entry `position`'s source `source` (wrapped), with `payload`,
    /// to flow `id` (`name`, in `route`).
    private func send(entry position: Int, source: Int, payload: UInt64, to id: FlowID, name: String, route: String) -> (TraceStepResult.Resolution, TraceStepResult.Outcome) {
        // The entry is read in place (copied, it would count a reference per closure and name).
        let entries = setup.catalog.entries
        let source = entries.source(source, of: position)
        let delivery = entries[position].send(runtime, id, source, payload)
        let description: ValueDescription
        switch delivery {
        case .accepted:
            // Unrecorded, the case: describing a generated event would run its generator again.
            description = sentEvent(by: id) ?? (recordsTransitions ? entries[position].describeEvent(source, payload) : ValueDescription(entries[position].eventCases[source]))
        case .rejected(let event, _): description = event
        case .unavailable: description = entries[position].describeEvent(source, payload)
        }
        return (.send(flow: id, name: name, route: route, event: description), outcome(of: delivery))
    }

    /// Taps tab `tab` (wrapped) of catalog entry `position`'s flow `id` (`name`, in `route`); a
    /// re-selection when `isReselect`, or when `route` is that tab's.
    private func tap(entry position: Int, tab: Int, of id: FlowID, name: String, route: String, isReselect: Bool?) -> (TraceStepResult.Resolution, TraceStepResult.Outcome) {
        let entries = setup.catalog.entries
        let tabRoutes = entries[position].tabRoutes
        guard !tabRoutes.isEmpty else { return skip("\(entries[position].typeName) declares no tab taps") }
        let index = wrap(tab, tabRoutes.count)
        let delivery = entries[position].tap(runtime, id, index)
        let event: ValueDescription
        switch delivery {
        case .accepted: event = sentEvent(by: id) ?? entries[position].describeTap(index)
        case .rejected(let rejected, _): event = rejected
        case .unavailable: event = ValueDescription(tabRoutes[index])
        }
        let tabRoute = tabRoutes[index]
        let action = TraceStepResult.Resolution.tapTab(flow: id, name: name, tab: tabRoute, event: event, isReselect: isReselect ?? (route == tabRoute))
        return (action, outcome(of: delivery))
    }

    // MARK: Replaying a step

    /// Runs `original`'s step again as it resolved in the run being replayed: the same event
    /// sent to the same flow id, the same tab tapped, with no live flows read (the replay
    /// compares what this gives with the run's: outcome, action, transitions, state). A step that
    /// resolved to no flow, and a swipe, is resolved again in the live configuration.
    func replay(_ original: TraceStepResult) -> (action: TraceStepResult.Resolution, outcome: TraceStepResult.Outcome, records: [TransitionRecord]) {
        // Emptied in place: a replayed step's records are compared and let go before the next
        // step, so the lists are the log's alone again by then.
        log.records.removeAll()
        log.queuedRejections.removeAll()
        let entries = setup.catalog.entries.count
        let ran: (TraceStepResult.Resolution, TraceStepResult.Outcome)
        switch (original.step, original.action) {
        case (.send(let flow, _, let event, let payload), .send(let id, let name, let route, _)) where entries > 0:
            ran = send(entry: wrap(flow, entries), source: event, payload: payload, to: id, name: name, route: route)
        case (.tapTab(let flow, _, let tab), .tapTab(let id, let name, let route, _, let isReselect)) where entries > 0:
            ran = tap(entry: wrap(flow, entries), tab: tab, of: id, name: name, route: route, isReselect: isReselect)
        default:
            readLiveFlows()
            ran = perform(original.step, live: live)
        }
        return (ran.0, ran.1, log.records)
    }

    /// The event that flow `id` accepted from the step, as its transition record describes it:
    /// the first record of the step is the sent event's own.
    private func sentEvent(by id: FlowID) -> ValueDescription? {
        // Read in place: a record copied out counts a reference per name it holds.
        let records = log.records
        // A pattern, not `== .screen`: the derived equality would copy the origin's payload out.
        guard !records.isEmpty, records[0].flowID == id, case .screen = records[0].origin else { return nil }
        return records[0].eventValue
    }

    /// The catalog entry at position `flow`, and the position in `live` of its `instance`-th
    /// live flow. Two passes over the handful of live flows, comparing type identifiers: no list
    /// of instances is made.
    private func resolve(flow: Int, instance: Int, in live: [LiveFlow]) -> (entry: Int, target: Int)? {
        let entries = setup.catalog.entries
        guard !entries.isEmpty else { return nil }
        let position = wrap(flow, entries.count)
        let type = entries[position].flowTypeID
        var count = 0
        for index in live.indices where ObjectIdentifier(live[index].flowType) == type { count += 1 }
        guard count > 0 else { return nil }
        var remaining = wrap(instance, count)
        for index in live.indices where ObjectIdentifier(live[index].flowType) == type {
            if remaining == 0 { return (position, index) }
            remaining -= 1
        }
        return nil
    }

    private func absence(of flow: Int) -> String {
        let entries = setup.catalog.entries
        guard !entries.isEmpty else { return "the catalog is empty" }
        return "no \(entries[wrap(flow, entries.count)].flowName) is running"
    }

    private func report(_ screen: Screen) -> TraceStepResult.Outcome {
        do {
            try runtime.platformDidRemove(screen)
            return .applied
        } catch {
            return .rejected(error)
        }
    }

    private func outcome(of delivery: Delivery) -> TraceStepResult.Outcome {
        switch delivery {
        case .accepted: .applied
        case .rejected(_, let error): .rejected(error)
        case .unavailable(let why): .skipped(why)
        }
    }

    private func skip(_ why: String) -> (TraceStepResult.Resolution, TraceStepResult.Outcome) { (.skipped(why), .skipped(why)) }

    /// When the router changed since `state` though its `gesture` returned no screen (an adapter
    /// that removes the screen and never reports it): that step, naming the first screen of
    /// `stack` it no longer shows.
    private func unreportedRemoval(since state: NavigationState, from stack: ScreenStack, by gesture: String) -> (TraceStepResult.Resolution, TraceStepResult.Outcome)? {
        let now = router.state
        guard now != state else { return nil }
        let remaining = now.stacks.first { $0.id == stack.id }?.screens ?? []
        guard let removed = stack.screens.first(where: { !remaining.contains($0) }) ?? stack.screens.last else { return nil }
        return (.unreportedRemoval(removed, gesture: gesture), .skipped("the router removed \(removed) on a \(gesture) and reported nothing"))
    }

    // MARK: What could happen next

    /// Each live flow with a catalog entry: its position in ``live``, its entry's position, and its
    /// instance number among the live flows of its type. Positions, found by type identifier: run
    /// on every generated step, where hashing names and copying entries cost more than the step.
    func addressedTargets() -> [(live: Int, flow: Int, instance: Int)] {
        let entries = setup.catalog.entries
        var found: [(live: Int, flow: Int, instance: Int)] = []
        found.reserveCapacity(live.count)
        for index in live.indices {
            let type = ObjectIdentifier(live[index].flowType)
            var position: Int?
            for entry in entries.indices where entries[entry].flowTypeID == type {
                position = entry
                break
            }
            guard let position else { continue }
            var instance = 0
            for earlier in 0..<index where ObjectIdentifier(live[earlier].flowType) == type { instance += 1 }
            found.append((index, position, instance))
        }
        return found
    }

    /// Sends the graph says the live configuration handles: an interactive flow, an event case a
    /// transition takes in its current route (guards aside).
    func enabledSends() -> [(step: TraceStep, generated: Bool)] {
        var found: [(step: TraceStep, generated: Bool)] = []
        for target in addressedTargets() where live[target.live].isInteractive {
            for handled in setup.handledEvents[target.flow].events(in: live[target.live].route) {
                found.append((.send(flow: target.flow, instance: target.instance, event: handled.event, payload: 0), handled.generated))
            }
        }
        return found
    }

    /// The platform's moves now: a back swipe when the visible stack has more than one screen, a
    /// swipe down when a modal is up, a tap on each tab of each interactive flow declaring tab taps.
    func platformSteps() -> [TraceStep] {
        var steps: [TraceStep] = []
        let state = router.state
        if let stack = (state.modals.last ?? state.root)?.visibleStack, stack.screens.count > 1 { steps.append(.backSwipe) }
        if !state.modals.isEmpty { steps.append(.swipeDown) }
        let entries = setup.catalog.entries
        for target in addressedTargets()
        where !entries[target.flow].tabRoutes.isEmpty && live[target.live].isInteractive {
            for tab in entries[target.flow].tabRoutes.indices { steps.append(.tapTab(flow: target.flow, instance: target.instance, tab: tab)) }
        }
        return steps
    }
}

/// The transitions and rejected queued events a runtime reported during one step.
@MainActor
final class StepLog {
    var records: [TransitionRecord] = []
    var queuedRejections: [NavigationError] = []
}

extension [LiveFlow] {
    /// Whether `other` lists the same flows in the same order (by id only).
    func hasSameIDs(as other: [LiveFlow]) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index].id != other[index].id { return false }
        return true
    }

    /// Whether the flow `id` is in the list; reads ids only (a loop over the elements would copy
    /// each flow's names), and the lists are short.
    func contains(id: FlowID) -> Bool {
        for index in indices where self[index].id == id { return true }
        return false
    }
}

extension [CatalogEntry] {
    /// Event source `source` of the entry at `position`, wrapped into its sources.
    func source(_ source: Int, of position: Int) -> Int {
        wrap(source, Swift.max(self[position].eventCases.count, 1))
    }
}

/// `value` wrapped into `0..<count` (negative values too).
func wrap(_ value: Int, _ count: Int) -> Int {
    guard count > 0 else { return 0 }
    let remainder = value % count
    return remainder < 0 ? remainder + count : remainder
}
