import NavGraph

/// The visible stack a run leaves, as the declarations say it: each live flow, outermost first,
/// with its routes. It replays the declared action of each step's row (what the runtime would do
/// with it), then trusts the step's recorded `to`; a rejected step changes nothing.
struct ExplorerStack {
    private let graph: FlowGraph
    private var frames: [(flow: String, routes: [String])]

    /// The root flow at its initial route, with the flow hosted in its initial tab.
    init(graph: FlowGraph) {
        self.graph = graph
        frames = []
        start(graph.root, at: nil)
    }

    /// One line per live flow: `Home: home › settings`.
    var lines: [String] {
        frames.map { frame in
            let spec = graph[flow: frame.flow]
            let routes = frame.routes.map { spec?.shownName(ofRoute: $0) ?? $0 }
            return "\(spec?.shownName ?? frame.flow): \(routes.joined(separator: " › "))"
        }
    }

    mutating func apply(_ row: TransitionSpec, of step: RunSpec.Step) {
        let at: Int
        if let found = frames.lastIndex(where: { $0.flow == step.flow }) {
            at = found
        } else {
            start(step.flow, at: step.from)
            at = frames.count - 1
        }
        guard frames.indices.contains(at), frames[at].flow == step.flow else { return }
        if let from = step.from, frames[at].routes.last != from {
            frames[at].routes = Array(frames[at].routes.dropLast()) + [from]
        }
        let action = row.action
        switch action.kind {
        case .push, .present:
            if let route = action.route { frames[at].routes.append(route) }
        case .selectTab:
            if let route = action.route ?? step.to {
                frames[at].routes = [route]
                frames.removeSubrange((at + 1)...)
                if let hosted = graph[flow: step.flow]?.tabs.first(where: { $0.route == route })?.flow { start(hosted, at: nil) }
            }
        case .pop, .dismiss:
            if frames[at].routes.count > 1 { frames[at].routes.removeLast() }
        case .popToRoot:
            frames[at].routes = Array(frames[at].routes.prefix(1))
        case .start:
            if action.presentation == .root { frames.removeSubrange((at + 1)...) }
            if let child = action.flow { start(child, at: nil) }
        case .finish:
            frames.removeSubrange(at...)
            return
        case .escalate, .stay:
            break
        }
        if let to = step.to, frames.indices.contains(at), frames[at].routes.last != to {
            frames[at].routes = Array(frames[at].routes.dropLast()) + [to]
        }
    }

    /// Adds `flow` at `route` (its initial route when `nil`) and, for a tab flow, the flow its tab hosts.
    private mutating func start(_ flow: String, at route: String?) {
        guard let spec = graph[flow: flow], !frames.contains(where: { $0.flow == flow }) else { return }
        let shown = route ?? spec.initialRoute
        frames.append((flow, [shown]))
        if let hosted = spec.tabs.first(where: { $0.route == shown })?.flow { start(hosted, at: nil) }
    }
}
