/// The pure state machine of one flow: its route stack and selected tab, and the transition logic
/// over its definition, as a value.
///
/// Each live coordinator keeps one; on its own it is the flow's transition function, which a unit
/// test can drive without a runtime:
///
/// ```swift
/// var auth = FlowMachine(AuthFlow())
/// try auth.send(.tapSignUp)   // .pushed(index: 1, slot: 0)
/// auth.routes                 // [.login, .signUp]
/// try auth.send(.loggedIn)    // throws: Auth.signUp rejected loggedIn: unhandled
/// ```
///
/// - Complexity: ``send(_:)`` finds the first row of the event's case (a scan of the rows' cases,
///   or one look-up in a table of more than 16 rows), then follows that case's rows in order and
///   asks the guards of those whose source matches.
public struct FlowMachine<F: Flow>: Sendable {
    /// One screen of the flow: a route, whether it was presented, the container slot it lives in
    /// (0: the flow's stack; *n*: its *n*-th presented route), and the event that opened it.
    public struct Entry: Sendable {
        /// The route.
        public let route: F.Route
        /// Whether the route was presented modally (it starts a container of its own).
        public let isPresented: Bool
        /// The container slot it lives in.
        public let slot: Int
        /// The event that opened it (`nil` for the first screen).
        public let event: F.Event?
        /// Its number among the entries the machine has had, from 0 (see ``Screen/serial``).
        public let serial: Int
        /// The route's number among the definition's route names (see `FlowNames`).
        let routeNumber: Int

        init(route: F.Route, number routeNumber: Int, isPresented: Bool, slot: Int, event: F.Event?, serial: Int) {
            self.route = route
            self.routeNumber = routeNumber
            self.isPresented = isPresented
            self.slot = slot
            self.event = event
            self.serial = serial
        }

        /// The entry at `index` of `core`, opened as `events` say, its route read back by number
        /// from `definition`.
        init(at index: Int, of core: MachineCore, _ events: OpeningEvents<F>, _ definition: FlowDefinition<F>) {
            let entry = core.entries[index]
            self.init(
                route: definition.names.routes[entry.routeNumber], number: entry.routeNumber, isPresented: entry.isPresented, slot: entry.slot,
                event: events.event(at: index, of: core, definition), serial: entry.serial
            )
        }

        /// The entry as a machine's core keeps it: its event by the first row of its case.
        func core(of definition: FlowDefinition<F>) -> MachineCore.Entry {
            MachineCore.Entry(
                routeNumber: routeNumber, slot: slot, serial: serial, isPresented: isPresented, openingRow: event.flatMap { definition.firstRow(handling: $0.case) }
            )
        }
    }

    /// A transition the machine found for an event and checked: what ``apply(_:)`` carries out.
    public struct Plan: Sendable {
        /// The row's position in the flow's transitions.
        public let row: Int
        /// What applying it does.
        public let step: MachineChange
        /// The event.
        public let event: F.Event

        @usableFromInline
        init(row: Int, step: MachineChange, event: F.Event) {
            self.row = row
            self.step = step
            self.event = event
        }
    }

    /// The route stack and the facts, as numbers. First, so that code not specialised for `F`
    /// finds it without the machine's layout.
    @usableFromInline var core: MachineCore
    /// The opening events the entries' rows cannot give back.
    @usableFromInline var openingEvents: OpeningEvents<F>
    /// The flow's definition.
    public let definition: FlowDefinition<F>
    /// The flow value: its dependencies, asked by guards.
    public let flow: F
    /// The route stack, bottom to top: never empty. A tab flow has one entry, its selected tab.
    /// Made from the machine's numbers when read.
    public var entries: [Entry] { core.entries.indices.map { Entry(at: $0, of: core, openingEvents, definition) } }
    /// The selected tab's position (tab flows only).
    public var selectedTab: Int { core.facts.selectedTab }
    /// What planning reads of the stack.
    @inlinable var facts: StackFacts { core.facts }

    /// A machine at the flow's initial route.
    public init(_ flow: F) {
        let definition = F.definition
        self.init(
            flow, definition: definition, core: MachineCore(startingIn: definition), openingEvents: OpeningEvents()
        )
    }

    /// The machine of `flow`, its definition and its state given.
    init(_ flow: F, definition: FlowDefinition<F>, core: MachineCore, openingEvents: OpeningEvents<F>) {
        self.flow = flow
        self.definition = definition
        self.core = core
        self.openingEvents = openingEvents
    }

    /// The current route (a tab flow: the selected tab).
    @inlinable public var route: F.Route { definition.names.routes[core.facts.routeNumber] }
    /// The routes of the stack, bottom to top.
    public var routes: [F.Route] { core.routes(of: definition) }
    /// The flow's name.
    @inlinable public var name: String { definition.names.flow }
    /// The current route's name.
    @inlinable public var routeName: String { definition.names.routeList[core.facts.routeNumber] }
    /// Whether any entry is a presented route.
    @inlinable public var hasPresentedEntries: Bool { core.facts.topPresentedIndex != nil }

    /// Resolves and applies `event` within the flow. Navigation inside the flow changes the route
    /// stack; a child start, a finish and an escalation change nothing here and are returned for the
    /// caller (the runtime) to carry out.
    ///
    /// - Throws: ``NavigationError`` when no transition takes the event here or its action cannot
    ///   apply (popping the first screen, dismissing with nothing presented, an unknown tab); the
    ///   machine is unchanged.
    @inlinable @discardableResult
    public mutating func send(_ event: F.Event) throws(NavigationError) -> MachineChange {
        if let step = try sendUnguarded(event) { return step }
        let plan = try plan(event)
        apply(plan)
        return plan.step
    }

    /// Plans and carries out `event` in one go when the row it takes has no guard and reads
    /// nothing but the machine (any kind but a tab selection, whose target may be read from the
    /// event): the facts are read in place, not copied out for ``plan(_:)``.
    ///
    /// Returns `nil`, with nothing changed, for any other row.
    /// - Throws: the rejection ``plan(_:)`` would throw; nothing changed.
    @inlinable @inline(__always)
    mutating func sendUnguarded(_ event: F.Event) throws(NavigationError) -> MachineChange? {
        let row = try Self.candidate(for: event, route: core.facts.routeNumber, of: definition).row
        let key = definition.rowKeys[row]
        guard !key.isGuarded, key.kind != .selectTab else { return nil }
        let plan = Plan(row: row, step: try Self.step(of: row, for: event, in: core.facts, of: definition), event: event)
        apply(plan)
        return plan.step
    }

    /// The action of the transition that `event` would take now, without applying it.
    @inlinable package func action(for event: F.Event) throws(NavigationError) -> Action<F> {
        definition.transitions[try resolve(event)].action
    }

    /// The transition `event` takes now and what it would do, checked; nothing changes.
    @inlinable @inline(__always) public func plan(_ event: F.Event) throws(NavigationError) -> Plan {
        try Self.plan(event, in: core.facts, of: definition, flow: flow)
    }

    /// The first row that takes `event` in the current route, guards included.
    @inlinable public func resolve(_ event: F.Event) throws(NavigationError) -> Int {
        try Self.resolve(event, in: core.facts, of: definition, flow: flow)
    }

    /// Carries out `plan`, made by ``plan(_:)`` on this machine as it is now.
    @inlinable @inline(__always) public mutating func apply(_ plan: Plan) {
        _ = core.apply(plan.step, row: plan.row, routeNumber: Self.routeNumber(of: plan, in: definition))
        openingEvents.follow(count: core.facts.count, added: plan.event)
    }

    /// The number of the route `plan` shows: the pushed or presented route's, or the selected
    /// tab's (see ``MachineCore/apply(_:row:routeNumber:)``).
    @inlinable @inline(__always)
    static func routeNumber(of plan: Plan, in definition: FlowDefinition<F>) -> Int {
        switch plan.step {
        case .pushed, .presented: definition.rowKeys[plan.row].routeNumber
        case .selectedTab(let tab): definition.names.tabRoutes[tab]
        default: 0
        }
    }

    /// Removes the entries from `index` on: the platform removed those screens.
    public mutating func truncate(from index: Int) {
        core.truncate(from: index)
        openingEvents.follow(count: core.facts.count, added: nil)
    }
}

extension MachineCore {
    /// The routes of the stack, bottom to top, read back from `definition` by number.
    func routes<F>(of definition: FlowDefinition<F>) -> [F.Route] {
        var routes: [F.Route] = []
        routes.reserveCapacity(entries.count)
        for index in 0..<entries.count { routes.append(definition.names.routes[entries[index].routeNumber]) }
        return routes
    }
}
