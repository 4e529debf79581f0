/// The pure state machine of one flow: its route stack and its transition table, as a value.
///
/// Each live coordinator runs the same logic (its flow value beside the machine's core) and the
/// runtime turns each ``FlowStep`` into router commands, child starts and outputs. On its own, a
/// machine is the flow's transition function — what
/// benchmarks compare with a hand-written `switch`, and what a unit test can drive without a
/// runtime:
///
/// ```swift
/// var auth = FlowMachine(AuthFlow())
/// try auth.send(.tapSignUp)   // .pushed(index: 1, slot: 0)
/// auth.routes                 // [.login, .signUp]
/// try auth.send(.loggedIn)    // throws: Auth.signUp rejected loggedIn: unhandled
/// ```
///
/// - Complexity: ``send(_:)`` finds its transition in one table look-up when the event cases
///   are an enumeration, then asks the guards of the rows that handle the event (without an
///   enumeration: a scan of the rows, O(transitions)); it never allocates except to
///   grow the route stack past its capacity. A new machine shares its flow type's initial stack:
///   its first change to the stack (a push, a presentation, a tab selection) copies it.
public struct FlowMachine<F: Flow>: Sendable {
    /// One screen of the flow: a route, whether it was presented, the container slot it lives in
    /// (0: the flow's stack; *n*: its *n*-th presented route), and the event that opened it.
    public struct Entry: Sendable {
        /// The route.
        public var route: F.Route { storedRoute }
        @usableFromInline var storedRoute: F.Route
        /// Whether the route was presented modally (it starts a container of its own).
        public let isPresented: Bool
        /// The route's position among the flow's routes, 32 bits beside the two one-byte fields so
        /// that an entry stays as small as before it was kept.
        @usableFromInline var storedRouteIndex: Int32
        /// The container slot it lives in.
        public let slot: Int
        /// The event that opened it (`nil` for the first screen).
        public let event: F.Event?

        /// The route's position among the flow's routes: what matching and naming use.
        @inlinable var routeIndex: Int {
            get { Int(storedRouteIndex) }
            set { storedRouteIndex = Int32(truncatingIfNeeded: newValue) }
        }

        @inlinable init(route: F.Route, routeIndex: Int, isPresented: Bool, slot: Int, event: F.Event?) {
            storedRoute = route
            self.isPresented = isPresented
            storedRouteIndex = Int32(truncatingIfNeeded: routeIndex)
            self.slot = slot
            self.event = event
        }
    }

    /// The flow value: its dependencies, asked by guards.
    public let flow: F
    /// The table, the route stack and the transition logic.
    @usableFromInline var core: MachineCore<F>

    /// The route stack, bottom to top: never empty. A tab flow has one entry, its selected tab.
    @inlinable public var entries: [Entry] { Array(core.stack) }
    /// The selected tab's position (tab flows only).
    @inlinable public var selectedTab: Int { core.tab }

    /// A machine at the flow's initial route.
    @inlinable public init(_ flow: F) {
        self.flow = flow
        core = MachineCore(table: FlowTable())
    }

    /// The current route (a tab flow: the selected tab).
    @inlinable public var route: F.Route { core.route }
    /// The routes of the stack, bottom to top.
    public var routes: [F.Route] { core.routes }
    /// The flow's name.
    public var name: String { core.table.name }
    /// The current route's name.
    @inlinable public var routeName: String { core.routeName }

    /// Resolves and applies `event` within the flow. Navigation inside the flow changes the route
    /// stack; a child start, a finish and an escalation change nothing here and are returned for the
    /// caller (the runtime) to carry out; ``action(for:)`` tells which child or output.
    ///
    /// - Throws: ``NavigationError`` when no transition takes the event here or its action cannot
    ///   apply (popping the first screen, dismissing with nothing presented, an unknown tab); the
    ///   machine is unchanged.
    @inlinable @discardableResult
    public mutating func send(_ event: F.Event) throws(NavigationError) -> FlowStep {
        let index = try core.resolve(event, flow: flow)
        let op = core.op(index)
        // One jump on the op's kind for the check and the change: each case inlines `take`
        // knowing the kind, so that its own switches on it fold away. Pushes and pops, the
        // common moves, have cases of their own.
        switch op.kind {
        case .push: return try take(op, index, event)
        case .pop: return try take(op, index, event)
        default: return try take(op, index, event)
        }
    }

    /// Checks and applies transition `index`, whose op is `op`. Transparent, so that each case of
    /// ``send(_:)`` inlines it knowing the kind.
    @_transparent @usableFromInline mutating func take(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event) throws(NavigationError) -> FlowStep {
        let argument = try core.check(op, index, event)
        // A value: the first change after a copy (or to the type's initial stack) copies the stack.
        if op.kind.changesStack { core.stack.makeUnique() }
        return core.apply(op, index, event, argument: argument)
    }

    /// The action of the transition that `event` would take now, without applying it.
    public mutating func action(for event: F.Event) throws(NavigationError) -> Action<F> {
        core.transitions[try core.resolve(event, flow: flow)].action
    }
}

/// What applying one transition did to a ``FlowMachine``, or asks of its runtime.
///
/// A plain value (positions and slots only), so returning one costs nothing.
public enum FlowStep: Hashable, Sendable {
    /// The entry at `index` was pushed onto the container `slot`.
    case pushed(index: Int, slot: Int)
    /// The top entry of container `slot` was popped.
    case popped(slot: Int)
    /// Container `slot` was popped back to its first entry.
    case poppedToRoot(slot: Int)
    /// The entry at `index` was presented in the new container `slot`.
    case presented(index: Int, slot: Int)
    /// The presented container `slot` was dismissed with everything over it.
    case dismissed(slot: Int)
    /// Tab `index` was selected.
    case selectedTab(Int)
    /// Nothing changed (a stay, re-selecting the current tab, popping to a root already shown).
    case unchanged
    /// The transition starts a child flow: the runtime starts it.
    case startsChild
    /// The transition finishes the flow: the runtime removes it and hands its output up.
    case finishes
    /// The transition hands an output to the parent; the flow stays.
    case escalates
}
