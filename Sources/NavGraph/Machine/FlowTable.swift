/// What a machine derives once from its flow type: the definition and the names of routes and
/// event cases, so that neither dispatch nor a rejection builds a string or hashes a value.
///
/// Immutable and shared: the runtime keeps one per flow type, for the life of the process; child
/// starts and tabs remember theirs.
@usableFromInline
final class FlowTable<F: Flow>: FlowTypeInfo, @unchecked Sendable {
    @usableFromInline let definition: FlowDefinition<F>
    @usableFromInline let transitions: [Transition<F>]
    /// Every route, in declaration order, and its name at the same position.
    @usableFromInline let routes: [F.Route]
    /// `routes.count`, kept beside the dispatch table: the look-up's stride, read with one load.
    @usableFromInline let routeCount: Int
    @usableFromInline let routeNames: [String]
    /// Each route's name (at its position), as screens hold them (the flow's name is
    /// ``FlowTypeInfo/screenFlowName``): a runtime's table lives as long as the process, so its
    /// screens need not count references to them.
    @usableFromInline let screenRouteNames: [ScreenName]
    /// The event cases the table names, and their names. Scanned, not hashed: they are few.
    @usableFromInline let eventCases: [F.Event.Case]
    @usableFromInline let eventNames: [String]
    /// Per transition, the name of the event case it handles.
    @usableFromInline let transitionEventNames: [String]
    @usableFromInline let tabRoutes: [F.Route]
    @usableFromInline let tabRouteNames: [String]
    /// The position in ``routes`` of each tab's route.
    @usableFromInline let tabRouteIndices: [Int]
    /// The route a machine starts on, its position in ``routes``, and its position among the tabs
    /// (0 for a stack flow).
    @usableFromInline let initialRoute: F.Route
    @usableFromInline let initialRouteIndex: Int
    @usableFromInline let initialTab: Int
    /// A machine's route stack when it starts: shared by every new machine, copied by the first
    /// that pushes, so that a coordinator whose stack never grows allocates none of its own.
    /// Never changed: a machine makes the stack its own before its first change.
    @usableFromInline let initialStack: EntryStack<FlowMachine<F>.Entry>
    /// The route stack buffer the last finished coordinator of this type left, emptied: the next
    /// coordinator to start takes it, and its first push copies no ``initialStack``.
    /// Runtime coordinators only (main actor), never through overlapping accesses.
    @MainActor @exclusivity(unchecked) @usableFromInline var spareStack: EntryStack<FlowMachine<F>.Entry>?
    /// Per transition, what matching needs, packed: scanned when ``dispatch`` is empty, and by
    /// guarded matches.
    @usableFromInline let keys: [Key]
    /// The first transition for each event case and route, looked up in one step on every event
    /// (see ``makeDispatch(keys:eventCases:routeCount:routePositions:)``); empty when the event
    /// cases cannot be coded.
    @usableFromInline let dispatch: [Int]
    /// Whether any transition has an effect: most flows have none, and skip the look-up per event.
    @usableFromInline let hasEffects: Bool
    /// Per transition, its action without closures: switched on for every event.
    @usableFromInline let ops: [Op]
    /// Per transition, the child start it makes, if any, and the selector of a tab selection that
    /// reads its tab from the event, unretained: ``transitions`` holds them for the table's life,
    /// and dispatch borrows them instead of copying the action.
    @usableFromInline let starters: [Unmanaged<ChildStarter<F>>?]
    @usableFromInline let tabSelectors: [Unmanaged<TabSelector<F>>?]
    /// What is wrong with the flow type's tabs, or `nil` (``Flow/startProblem()``, computed once).
    @usableFromInline let startProblem: String?

    /// What matching a transition needs: routes by their position in ``routes``, compared as integers.
    @usableFromInline
    struct Key: Sendable {
        @usableFromInline let event: F.Event.Case
        /// The source route's position; -1 for any route.
        @usableFromInline let source: Int
        @usableFromInline let isGuarded: Bool
    }

    /// An action reduced to plain values; the closures stay in the transition. A plain kind beside
    /// its operands, not an enumeration with payloads: every switch on it is one jump on a byte.
    @usableFromInline
    struct Op: Sendable {
        @usableFromInline
        enum Kind: UInt8, Sendable {
            case push, pop, popToRoot, present, dismiss, selectTab, selectTabFromEvent, start, finish, escalate, stay

            /// Whether applying it may change the route stack (the kinds declared first).
            @inlinable var changesStack: Bool { rawValue <= Self.selectTabFromEvent.rawValue }
        }

        @usableFromInline let kind: Kind
        /// `push` and `present`: the route shown. Any other kind: the initial route, never read.
        @usableFromInline let route: F.Route
        /// `push` and `present`: the route's position in ``FlowTable/routes``; `selectTab`: the tab's
        /// position among the tabs (-1: not a tab); 0 for any other kind.
        @usableFromInline let value: Int
        /// `push` and `present`: the shown route's name as its screen holds it, so that the
        /// screen is made with no look-up; `nil` for any other kind.
        @usableFromInline let screenRoute: Unmanaged<ScreenName>?

        @usableFromInline init(_ kind: Kind, _ route: F.Route, _ value: Int = 0, screenRoute: ScreenName? = nil) {
            self.kind = kind
            self.route = route
            self.value = value
            self.screenRoute = screenRoute.map(Unmanaged.passUnretained)
        }
    }

    /// The table of `F`, with the witness its definition made where `F` is known.
    @usableFromInline init() {
        let name = F.name
        definition = F.definition
        transitions = definition.transitions
        routes = Array(F.Route.allCases)
        routeCount = routes.count
        routeNames = routes.map(\.name)
        screenRouteNames = routeNames.map(ScreenName.init)
        var cases: [F.Event.Case] = []
        for transition in transitions where !cases.contains(transition.event) { cases.append(transition.event) }
        eventCases = cases
        let names = cases.map { String(describing: $0) }
        eventNames = names
        transitionEventNames = transitions.map { transition in names[cases.firstIndex(of: transition.event) ?? 0] }
        let allRoutes = routes
        func position(_ route: F.Route) -> Int { allRoutes.firstIndex(of: route) ?? -1 }
        tabRoutes = definition.tabs.map(\.route)
        tabRouteNames = tabRoutes.map(\.name)
        tabRouteIndices = tabRoutes.map(position)
        initialRoute = definition.initialRoute
        initialRouteIndex = position(initialRoute)
        let tabs = tabRoutes
        initialTab = tabs.firstIndex(of: initialRoute) ?? 0
        initialStack = EntryStack(readOnly: [FlowMachine<F>.Entry(route: initialRoute, routeIndex: initialRouteIndex, isPresented: false, slot: 0, event: nil)])
        var isTabFlow = false
        if case .tabs = definition.layout { isTabFlow = true }
        keys = transitions.map { Key(event: $0.event, source: $0.source.map(position) ?? -1, isGuarded: $0.guard != nil) }
        hasEffects = transitions.contains { $0.effect != nil }
        let unread = initialRoute
        let screenNames = screenRouteNames
        // The names are the table's, kept with it (every table the runtime uses is kept for the
        // life of the process); a route missing from `allCases` has none.
        func shown(_ kind: Op.Kind, _ route: F.Route) -> Op {
            let position = position(route)
            return Op(kind, route, position, screenRoute: position >= 0 ? screenNames[position] : nil)
        }
        ops = transitions.map { transition in
            switch transition.action.storage {
            case .push(let route): shown(.push, route)
            case .pop: Op(.pop, unread)
            case .popToRoot: Op(.popToRoot, unread)
            case .present(let route): shown(.present, route)
            case .dismiss: Op(.dismiss, unread)
            case .selectTab(.route(let route)): Op(.selectTab, unread, tabs.firstIndex(of: route) ?? -1)
            case .selectTab(.fromEvent): Op(.selectTabFromEvent, unread)
            case .start: Op(.start, unread)
            case .finish: Op(.finish, unread)
            case .escalate: Op(.escalate, unread)
            case .stay: Op(.stay, unread)
            }
        }
        // Every route position an entry can hold: the initial route, the tabs, what is pushed or presented.
        var routePositions = tabRouteIndices
        routePositions.append(initialRouteIndex)
        for op in ops where op.kind == .push || op.kind == .present { routePositions.append(op.value) }
        dispatch = Self.makeDispatch(keys: keys, eventCases: cases, routeCount: routes.count, routePositions: routePositions)
        var starters: [Unmanaged<ChildStarter<F>>?] = []
        var tabSelectors: [Unmanaged<TabSelector<F>>?] = []
        for transition in transitions {
            var starter: Unmanaged<ChildStarter<F>>?
            var selector: Unmanaged<TabSelector<F>>?
            switch transition.action.storage {
            case .start(let start): starter = Unmanaged.passUnretained(start.starter)
            case .selectTab(.fromEvent(let select)): selector = Unmanaged.passUnretained(select)
            default: break
            }
            starters.append(starter)
            tabSelectors.append(selector)
        }
        self.starters = starters
        self.tabSelectors = tabSelectors
        startProblem = F.startProblem()
        // A loop, not `map`: the release build's compiler (6.3.1) crashes on a `map` closure in a
        // subclass initializer here (OSSA lifetime completion).
        var receivers: [ChildReceiver] = []
        for child in definition.children { receivers.append(ChildReceiver(child: ObjectIdentifier(child.childType), receive: child.receive)) }
        let initialScreenRouteName = initialRouteIndex >= 0 ? screenRouteNames[initialRouteIndex] : ScreenName(initialRoute.name)
        super.init(
            name: name, flowType: F.self, isTabFlow: isTabFlow, receivers: receivers, witness: definition.witness,
            screenFlowName: ScreenName(name), initialScreenRouteName: initialScreenRouteName
        )
    }

    /// The spare stack buffer, moved out of the table so that the caller is its only owner.
    @MainActor @inlinable func takeSpareStack() -> EntryStack<FlowMachine<F>.Entry>? {
        var spare: EntryStack<FlowMachine<F>.Entry>? = nil
        swap(&spare, &spareStack)
        return spare
    }

    /// Whether `stack` is ``initialStack``'s own buffer.
    @inlinable func isInitialStack(_ stack: EntryStack<FlowMachine<F>.Entry>) -> Bool {
        stack.isSame(as: initialStack)
    }

    /// The event case's name; built only for a case no transition mentions.
    @inlinable func name(of event: F.Event.Case) -> String {
        for index in eventCases.indices where eventCases[index] == event { return eventNames[index] }
        return String(describing: event)
    }
}
