/// The names of a flow, its routes and the event cases its rows handle, described once when its
/// definition is made: describing a value takes reflection, and every applied event shows names
/// (screens, records, errors).
@usableFromInline
struct FlowNames<F: Flow>: Sendable {
    /// ``Flow/name``.
    @usableFromInline let flow: String
    @usableFromInline let routes: [F.Route: String]
    @usableFromInline let events: [F.Event.Case: String]
    /// The name of each row's event case, by row.
    @usableFromInline let rowEvents: [String]
    /// The name of the route each row pushes or presents, by row: a push names its route without
    /// hashing it.
    @usableFromInline let rowRoutes: [String?]
    /// The name of the initial route, and the tabs' names in order (empty for a stack flow).
    @usableFromInline let initialRoute: String
    @usableFromInline let tabs: [String]

    /// The names of the flow, every route and every event case a row handles.
    init(transitions: [FlowTransition<F>], initialRoute: F.Route, tabs: [FlowTab<F>]) {
        flow = F.name
        routes = Dictionary(F.Route.allCases.map { ($0, $0.name) }, uniquingKeysWith: { first, _ in first })
        rowEvents = transitions.map { String(describing: $0.event) }
        events = Dictionary(zip(transitions.map(\.event), rowEvents), uniquingKeysWith: { first, _ in first })
        rowRoutes = transitions.map { transition in
            switch transition.action.step {
            case .push(let route), .present(let route): route.name
            default: nil
            }
        }
        self.initialRoute = initialRoute.name
        self.tabs = tabs.map(\.route.name)
    }

    @inlinable
    func name(of route: F.Route) -> String {
        routes[route] ?? route.name
    }

    /// The name of `route`, which row `row` pushes or presents.
    @inlinable
    func name(of route: F.Route, pushedBy row: Int) -> String {
        rowRoutes[row] ?? name(of: route)
    }

    /// An event case no row handles is described when asked (it is only ever rejected).
    @inlinable
    func name(of eventCase: F.Event.Case) -> String {
        events[eventCase] ?? String(describing: eventCase)
    }
}
