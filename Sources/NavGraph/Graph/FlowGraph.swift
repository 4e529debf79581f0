/// The static model of a whole flow hierarchy, derived from the declarations of a root flow type
/// without running anything. It is what the renderer draws and what the JSON spec holds.
///
/// ```swift
/// let graph = try FlowGraph(root: AppFlow.self)
/// graph.flows.map(\.name)   // ["App", "Auth", "TabBar", "Home", "LinkDetail", …]
/// let json = try graph.jsonSpec()
/// ```
///
/// Order is deterministic: flows depth first from the root in the order their parents declare
/// them, each once however many parents start it; routes in declaration order; transitions in
/// table order.
public struct FlowGraph: Hashable, Sendable, Codable {
    /// The spec format version this library writes and reads.
    public static let currentVersion = 1

    /// The spec format version.
    public var version: Int
    /// The root flow's name.
    public var root: String
    /// Every flow of the hierarchy, root first.
    public var flows: [FlowSpec]

    /// A graph from its parts; see ``validate()``.
    public init(version: Int = FlowGraph.currentVersion, root: String, flows: [FlowSpec]) {
        self.version = version
        self.root = root
        self.flows = flows
    }

    /// The flow named `name`.
    public subscript(flow name: String) -> FlowSpec? {
        flows.first { $0.name == name }
    }

    /// The flows that declare `name` as a child (start it or host it in a tab), in graph order.
    public func parents(of name: String) -> [String] {
        flows.filter { $0.children.contains { $0.flow == name } }.map(\.name)
    }

    /// The flow whose cluster holds `name`'s cluster: its parent, or for a child shared by several
    /// parents, their nearest common ancestor. `nil` for the root.
    public func enclosingFlow(of name: String) -> String? {
        let parents = parents(of: name).filter { $0 != name }
        guard let first = parents.first else { return nil }
        var common = ancestry(of: first)
        for other in parents.dropFirst() {
            let path = Set(ancestry(of: other))
            common = common.filter(path.contains)
        }
        return common.first
    }

    /// `name` and its ancestors along first parents, nearest first.
    private func ancestry(of name: String) -> [String] {
        var path = [name]
        var current = name
        while let parent = parents(of: current).first(where: { !path.contains($0) }) {
            path.append(parent)
            current = parent
        }
        return path
    }

    /// The part of the graph below `name` (its descendants), with `name` as the root.
    ///
    /// - Throws: ``FlowGraphError`` when there is no flow `name`.
    public func subgraph(from name: String) throws(FlowGraphError) -> FlowGraph {
        guard self[flow: name] != nil else { throw FlowGraphError(path: "flow", problem: "no flow named \"\(name)\"; flows: \(flows.map(\.name).joined(separator: ", "))") }
        var reached: [String] = []
        var queue = [name]
        while let next = queue.first {
            queue.removeFirst()
            guard !reached.contains(next), let flow = self[flow: next] else { continue }
            reached.append(next)
            queue += flow.children.map(\.flow)
        }
        return FlowGraph(version: version, root: name, flows: flows.filter { reached.contains($0.name) })
    }

    /// Every transition of the hierarchy, with its flow's name.
    public var allTransitions: [(flow: String, transition: TransitionSpec)] {
        flows.flatMap { flow in flow.transitions.map { (flow.name, $0) } }
    }
}

/// One flow of a ``FlowGraph``.
public struct FlowSpec: Hashable, Sendable, Codable {
    /// Whether the flow is a stack or a tab bar.
    public enum Layout: String, Hashable, Sendable, Codable { case stack, tabs }

    /// The flow's name.
    public var name: String
    /// Stack or tabs.
    public var layout: Layout
    /// Its routes, in declaration order.
    public var routes: [String]
    /// The route shown first (the selected tab of a tab flow).
    public var initialRoute: String
    /// A tab flow's tabs, in order.
    public var tabs: [TabSpec]
    /// The transition table, in order.
    public var transitions: [TransitionSpec]
    /// The child flows it declares, with their output mappings.
    public var children: [ChildSpec]
    /// The output delivered when the platform removes the flow's first screen.
    public var dismissOutput: String?
    /// The name diagrams show, when it differs from ``name``.
    public var displayName: String?
    /// The names diagrams show for routes whose display name differs from the route's name.
    public var routeDisplayNames: [String: String]?
    /// Every output its `Output` type declares, produced or not, when the type can list them
    /// (`CaseIterable`); `nil` otherwise. ``FlowGraph/lint()`` names those never produced.
    public var declaredOutputs: [String]?
    /// The deep links it answers and the link steps plans may take (`nil`, as in specs written
    /// before links: none).
    public var links: [LinkSpec]?

    /// A flow spec from its parts.
    public init(
        name: String, layout: Layout, routes: [String], initialRoute: String, tabs: [TabSpec] = [],
        transitions: [TransitionSpec], children: [ChildSpec] = [], dismissOutput: String? = nil,
        displayName: String? = nil, routeDisplayNames: [String: String]? = nil,
        declaredOutputs: [String]? = nil,
        links: [LinkSpec]? = nil
    ) {
        self.name = name
        self.layout = layout
        self.routes = routes
        self.initialRoute = initialRoute
        self.tabs = tabs
        self.transitions = transitions
        self.children = children
        self.dismissOutput = dismissOutput
        self.displayName = displayName
        self.routeDisplayNames = routeDisplayNames
        self.declaredOutputs = declaredOutputs
        self.links = links
    }

    /// The name diagrams show for the flow: ``displayName``, or else ``name``.
    public var shownName: String { displayName ?? name }

    /// The name diagrams show for `route`: its display name, or else the route's name.
    public func shownName(ofRoute route: String) -> String { routeDisplayNames?[route] ?? route }

    /// The outputs the flow can hand its parent (finish, escalate, dismissal), without repeats.
    public var outputs: [String] {
        var seen: [String] = []
        for output in transitions.compactMap(\.action.output) + [dismissOutput].compactMap({ $0 }) where !seen.contains(output) {
            seen.append(output)
        }
        return seen
    }

    /// The routes from which the flow can finish.
    public var finishingRoutes: [String] {
        let finishing = transitions.filter { $0.action.kind == .finish }
        if finishing.contains(where: { $0.from == nil }) { return routes }
        return routes.filter { route in finishing.contains { $0.from == route } }
    }
}

/// One tab of a tab flow.
public struct TabSpec: Hashable, Sendable, Codable {
    /// The tab flow's route selecting it.
    public var route: String
    /// The flow living in it.
    public var flow: String
    /// What selecting it while it is selected does (`nil`, as in specs written before it: nothing).
    public var reselect: TabReselect?
    /// A tab.
    public init(route: String, flow: String, reselect: TabReselect? = nil) {
        self.route = route
        self.flow = flow
        self.reselect = reselect
    }
}

/// One transition: in `from` (any route when `nil`), on `event`, if `guard`, do `action`.
public struct TransitionSpec: Hashable, Sendable, Codable {
    /// The source route; `nil` for any route.
    public var from: String?
    /// The event case.
    public var event: String
    /// The guard's name.
    public var `guard`: String?
    /// What it does.
    public var action: ActionSpec
    /// A transition.
    public init(from: String?, event: String, guard: String? = nil, action: ActionSpec) {
        self.from = from
        self.event = event
        self.guard = `guard`
        self.action = action
    }
}

/// What a transition does, with the names it refers to.
public struct ActionSpec: Hashable, Sendable, Codable {
    /// The kind of action.
    public var kind: ActionKind
    /// The route pushed, presented or selected (`nil` for a tab chosen by the event's payload).
    public var route: String?
    /// The child flow started.
    public var flow: String?
    /// How the child is shown.
    public var presentation: ChildPresentation?
    /// The output of a finish or an escalation.
    public var output: String?
    /// An action.
    public init(kind: ActionKind, route: String? = nil, flow: String? = nil, presentation: ChildPresentation? = nil, output: String? = nil) {
        self.kind = kind
        self.route = route
        self.flow = flow
        self.presentation = presentation
        self.output = output
    }
}

/// A child flow declaration: which flow, and which parent event each of its outputs becomes.
public struct ChildSpec: Hashable, Sendable, Codable {
    /// The child flow's name.
    public var flow: String
    /// Its outputs and the parent's events they map to.
    public var outputs: [OutputMapping]
    /// A child declaration.
    public init(flow: String, outputs: [OutputMapping]) {
        self.flow = flow
        self.outputs = outputs
    }
}

/// A child output and the parent event it becomes (`nil`: unmapped, rejected at run time).
public struct OutputMapping: Hashable, Sendable, Codable {
    /// The child's output.
    public var output: String
    /// The parent's event case.
    public var event: String?
    /// A mapping.
    public init(output: String, event: String?) {
        self.output = output
        self.event = event
    }
}

/// A flow graph or spec that cannot be used, with where (`flows[2].transitions[0].action.route`)
/// and what is wrong.
public struct FlowGraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a key path into the spec, or a flow name.
    public let path: String
    /// What is wrong.
    public let problem: String
    /// An error at `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }
    public var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}
