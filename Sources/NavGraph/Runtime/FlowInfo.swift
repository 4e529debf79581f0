/// The tables the runtime derives once per flow type: the definition, and the names of routes and
/// event cases, so traces and errors never build strings on the dispatch path once warm.
@MainActor
@usableFromInline
final class FlowInfo<F: Flow> {
    @usableFromInline let name: String
    @usableFromInline let definition: FlowDefinition<F>
    @usableFromInline let transitions: [Transition<F>]
    /// Every route, in declaration order, and its name at the same position.
    @usableFromInline let routes: [F.Route]
    @usableFromInline let routeNames: [String]
    /// Filled as event cases are first named (an event case cannot be enumerated); scanned, not
    /// hashed, like route names.
    @exclusivity(unchecked) @usableFromInline var eventNames: [(event: F.Event.Case, name: String)] = []
    @usableFromInline let tabRoutes: [F.Route]
    @usableFromInline let isTabFlow: Bool

    init() {
        name = F.name
        definition = F.definition
        transitions = definition.transitions
        routes = Array(F.Route.allCases)
        routeNames = routes.map(\.name)
        tabRoutes = definition.tabs.map(\.route)
        if case .tabs = definition.layout { isTabFlow = true } else { isTabFlow = false }
        for transition in transitions { _ = name(of: transition.event) }
    }

    /// The route's name. A scan, not a hash: routes are few and comparing cases costs a byte compare.
    @inlinable func name(of route: F.Route) -> String {
        for index in routes.indices where routes[index] == route { return routeNames[index] }
        return "?"
    }
    @inlinable func name(of event: F.Event.Case) -> String {
        for index in eventNames.indices where eventNames[index].event == event { return eventNames[index].name }
        let made = String(describing: event)
        eventNames.append((event, made))
        return made
    }
}

extension Flow {
    /// Whether this flow type lays its screens out as tabs.
    static var isTabFlow: Bool {
        if case .tabs = definition.layout { return true }
        return false
    }

    /// The child types this flow's tabs host.
    static var tabChildTypes: [any Flow.Type] { definition.tabs.map(\.childType) }

    /// Checks what can be checked of a flow type before it starts: each tab's flow is declared, is a
    /// stack flow, and the initial tab is a tab. Returns the problem, or `nil`.
    static func startProblem() -> String? {
        let definition = Self.definition
        let tabs = definition.tabs
        guard !tabs.isEmpty || !isTabFlow else { return "\(name) declares no tabs" }
        if isTabFlow, !tabs.contains(where: { $0.route == definition.initialRoute }) {
            return "\(name)'s initial route \(definition.initialRoute.name) is not one of its tabs"
        }
        for tab in tabs {
            if definition.child(tab.childType) == nil {
                return "\(name)'s tab \(tab.route.name) hosts \(tab.childType.name), which its children do not declare"
            }
            if tab.childType.isTabFlow {
                return "\(name)'s tab \(tab.route.name) hosts the tab flow \(tab.childType.name); tabs cannot nest"
            }
        }
        return nil
    }
}
