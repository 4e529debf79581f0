/// The names of a flow, its routes and the event cases its rows handle, read once when its
/// definition is made: every applied event shows names (screens, records, errors). They come from
/// ``FlowRoute/name`` and ``FlowEvent/name(of:)``, literals when the macros write them.
///
/// Routes are numbered: a machine's entry keeps its route's number, so that pushing a screen
/// copies no name.
@usableFromInline
struct FlowNames<F: Flow>: Sendable {
    /// ``Flow/name``.
    @usableFromInline let flow: String
    /// Each route, and its name, by route number.
    @usableFromInline let routes: [F.Route]
    @usableFromInline let routeList: [String]
    /// Each route's number.
    @usableFromInline let routeNumbers: [F.Route: Int]
    /// The name of each row's event case, by row: an event case is named as its first row names it.
    @usableFromInline let rowEvents: [String]
    /// The number of the initial route, and the tabs' numbers in order (empty for a stack flow).
    @usableFromInline let initialRoute: Int
    @usableFromInline let tabRoutes: [Int]
    /// The tabs' names in order.
    @usableFromInline let tabs: [String]

    /// The names of the flow, every route and every event case a row handles.
    init(transitions: [FlowTransition<F>], initialRoute: F.Route, tabs: [FlowTab<F>]) {
        flow = F.name
        // Every case, then any declared route `allCases` leaves out, so that each has a number.
        // Plain loops: the standard library's algorithms over sequences, run unspecialised for a new
        // flow type, look up conformances of the types built on it the first time.
        var routes: [F.Route] = []
        var numbers: [F.Route: Int] = [:]
        func add(_ route: F.Route) {
            guard numbers[route] == nil else { return }
            numbers[route] = routes.count
            routes.append(route)
        }
        let cases = Array(F.Route.allCases)
        for route in cases { add(route) }
        add(initialRoute)
        for tab in tabs { add(tab.route) }
        for transition in transitions {
            if let source = transition.source { add(source) }
            switch transition.action.step {
            case .push(let route), .present(let route): add(route)
            default: break
            }
        }
        var names: [String] = []
        names.reserveCapacity(routes.count)
        for route in routes { names.append(route.name) }
        self.routes = routes
        routeList = names
        routeNumbers = numbers
        var rowEvents: [String] = []
        rowEvents.reserveCapacity(transitions.count)
        for transition in transitions { rowEvents.append(F.Event.name(of: transition.event)) }
        self.rowEvents = rowEvents
        self.initialRoute = numbers[initialRoute] ?? 0
        var tabNumbers: [Int] = [], tabNames: [String] = []
        for tab in tabs {
            let number = numbers[tab.route] ?? 0
            tabNumbers.append(number)
            tabNames.append(names[number])
        }
        tabRoutes = tabNumbers
        self.tabs = tabNames
    }

    /// The number of `route`: every route of the flow has one (see ``init(transitions:initialRoute:tabs:)``).
    @inlinable
    func number(of route: F.Route) -> Int? {
        routeNumbers[route]
    }

    @inlinable
    func name(of route: F.Route) -> String {
        routeNumbers[route].map { routeList[$0] } ?? route.name
    }
}
