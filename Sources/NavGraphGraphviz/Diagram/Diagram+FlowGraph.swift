import NavGraph

extension Diagram {
    /// The diagram of `graph`: one cluster per flow nested as the hierarchy nests, one node per route
    /// (plus an "any route" node for transitions without a source and one node per output), one
    /// edge per transition, tab, child output mapping and dismissal output; then the legend.
    ///
    /// Creation order is the graph's order (flows depth first, routes and transitions in
    /// declaration order), and names derive from flow and route names only: the same graph always
    /// gives the same diagram.
    init(_ graph: FlowGraph, options: RenderOptions) {
        var builder = DiagramBuilder(graph: graph, options: options)
        self = builder.build()
    }
}

/// Builds a ``Diagram`` from a `FlowGraph` in three passes: placement, edges, clusters.
private struct DiagramBuilder {
    let graph: FlowGraph
    let options: RenderOptions
    /// The flow whose cluster holds each flow's cluster; absent for top-level flows.
    private var enclosing: [String: String] = [:]
    /// Each flow's path-qualified id (`App/TabBar/Home`).
    private var paths: [String: String] = [:]
    /// Flows needing an "any route" node.
    private var anyRoutes: Set<String> = []
    /// Each flow's output nodes, in order.
    private var outputs: [String: [String]] = [:]
    private var edges: [Edge] = []

    init(graph: FlowGraph, options: RenderOptions) {
        self.graph = graph
        self.options = options
    }

    mutating func build() -> Diagram {
        place()
        for flow in graph.flows { addEdges(of: flow) }
        let legend = options.legend ? [Self.legend()] : []
        if options.legend { edges += Self.legendEdges() }
        return Diagram(
            graphAttributes: DiagramStyle.graph + [Attribute("rankdir", options.direction.rawValue)],
            nodeDefaults: DiagramStyle.node,
            edgeDefaults: DiagramStyle.edge,
            clusters: clusters(in: nil) + legend,
            edges: edges
        )
    }

    // MARK: Placement

    /// Computes where each flow's cluster goes (`FlowGraph.enclosingFlow(of:)`: a shared child is
    /// nested once, in the common ancestor of its parents) and each flow's path.
    private mutating func place() {
        let names = Set(graph.flows.map(\.name))
        for flow in graph.flows where flow.name != graph.root {
            if let outer = graph.enclosingFlow(of: flow.name), names.contains(outer) { enclosing[flow.name] = outer }
        }
        // A cycle of enclosures (possible in a hand-written spec) cannot be nested: its flows go to the top.
        for flow in graph.flows where chain(of: flow.name) == nil { enclosing[flow.name] = nil }
        for flow in graph.flows {
            paths[flow.name] = DiagramID.path(chain(of: flow.name) ?? [flow.name])
            outputs[flow.name] = flow.outputs
        }
    }

    /// `name` and its enclosing flows, outermost first; `nil` when the enclosures loop.
    private func chain(of name: String) -> [String]? {
        var chain = [name]
        var current = name
        while let outer = enclosing[current] {
            if chain.contains(outer) { return nil }
            chain.insert(outer, at: 0)
            current = outer
        }
        return chain
    }

    /// Whether `flow`'s cluster is `cluster` or lies inside it.
    private func flow(_ flow: String, isInside cluster: String) -> Bool {
        (chain(of: flow) ?? [flow]).contains(cluster)
    }

    private func path(_ flow: String) -> String { paths[flow] ?? DiagramID.path([flow]) }
    private func routeID(_ route: String, of flow: String) -> String { DiagramID.route(route, in: path(flow)) }

    private mutating func anyRouteID(of flow: String) -> String {
        anyRoutes.insert(flow)
        return DiagramID.anyRoute(in: path(flow))
    }

    private mutating func outputID(_ output: String, of flow: String) -> String {
        if !(outputs[flow] ?? []).contains(output) { outputs[flow, default: []].append(output) }
        return DiagramID.output(output, in: path(flow))
    }

    // MARK: Edges

    private mutating func addEdges(of flow: FlowSpec) {
        for tab in flow.tabs {
            addStart(of: tab.flow, from: routeID(tab.route, of: flow.name), inside: flow.name, kind: .tab, label: nil)
        }
        for transition in flow.transitions {
            add(transition, of: flow)
        }
        if let output = flow.dismissOutput {
            let head = outputID(output, of: flow.name)
            edges.append(edge(from: routeID(flow.initialRoute, of: flow.name), to: head, .dismissed, label: "(dismissed)"))
        }
        for child in flow.children {
            for mapping in child.outputs {
                guard let event = mapping.event else { continue }  // unmapped: rejected at run time, drawn nowhere
                let tail = outputID(mapping.output, of: child.flow)
                let receivers = flow.transitions.filter { $0.event == event }
                let head: String
                var label = event
                if receivers.contains(where: { $0.from == nil }) || receivers.isEmpty {
                    head = anyRouteID(of: flow.name)
                    if receivers.isEmpty { label += " (unhandled)" }
                } else {
                    head = routeID(receivers[0].from ?? flow.initialRoute, of: flow.name)
                }
                edges.append(edge(from: tail, to: head, .output, label: label))
            }
        }
    }

    private mutating func add(_ transition: TransitionSpec, of flow: FlowSpec) {
        let tail = transition.from.map { routeID($0, of: flow.name) } ?? anyRouteID(of: flow.name)
        var label = transition.event
        if let guardName = transition.guard { label += " [\(guardName)]" }
        let action = transition.action
        switch action.kind {
        case .push, .present:
            let head = action.route.map { routeID($0, of: flow.name) } ?? tail
            edges.append(edge(from: tail, to: head, action.kind == .push ? .push : .present, label: label))
        case .selectTab:
            if let route = action.route {
                edges.append(edge(from: tail, to: routeID(route, of: flow.name), .selectTab, label: label))
            } else {
                edges.append(edge(from: tail, to: tail, .selectTab, label: label + " / tab from event"))
            }
        case .start:
            guard let child = action.flow else { return }
            let kind: DiagramStyle.EdgeKind = switch action.presentation {
            case .root: .startRoot
            case .present: .startPresent
            case .push, nil: .startPush
            }
            addStart(of: child, from: tail, inside: flow.name, kind: kind, label: label)
        case .finish, .escalate:
            guard let output = action.output else { return }
            let head = outputID(output, of: flow.name)
            edges.append(edge(from: tail, to: head, action.kind == .finish ? .finish : .escalate, label: label))
        case .pop, .popToRoot, .dismiss, .stay:
            edges.append(edge(from: tail, to: tail, .stay, label: "\(label) / \(Self.name(of: action.kind))"))
        }
    }

    /// An edge into `child`'s cluster: to its initial route, clipped at the cluster (`lhead`) unless
    /// the tail lies inside that cluster (a flow starting itself), where `lhead` would only warn.
    private mutating func addStart(of child: String, from tail: String, inside parent: String, kind: DiagramStyle.EdgeKind, label: String?) {
        guard let spec = graph[flow: child] else { return }
        var edge = edge(from: tail, to: routeID(spec.initialRoute, of: child), kind, label: label)
        if !flow(parent, isInside: child) {
            edge.attributes.append(Attribute("lhead", DiagramID.cluster(path(child))))
        }
        edges.append(edge)
    }

    private func edge(from tail: String, to head: String, _ kind: DiagramStyle.EdgeKind, label: String?) -> Edge {
        var attributes = kind.attributes
        if let label { attributes += Self.label(label, options.edgeLabels) }
        return Edge(tail: tail, head: head, attributes: attributes)
    }

    /// The attributes showing an edge's text: as a label, an external label, or only a tooltip.
    static func label(_ text: String, _ style: RenderOptions.EdgeLabels) -> [Attribute] {
        switch style {
        case .inline: [Attribute("label", text.labelText)]
        case .external: [Attribute("xlabel", text.labelText)]
        case .hidden: [Attribute("tooltip", text.labelText)]
        }
    }

    static func name(of kind: ActionKind) -> String {
        switch kind {
        case .popToRoot: "pop to root"
        case .selectTab: "select tab"
        default: kind.rawValue
        }
    }

    // MARK: Clusters

    /// The clusters whose enclosing flow is `outer`, in graph order, each holding its routes, its
    /// "any route" node, its outputs and then its own nested clusters.
    private func clusters(in outer: String?) -> [Cluster] {
        graph.flows.filter { enclosing[$0.name] == outer && ($0.name != outer) }.map { flow in
            let path = path(flow.name)
            let finishing = Set(flow.finishingRoutes)
            let tabs = Set(flow.tabs.map(\.route))
            var nodes = flow.routes.map { route in
                Node(
                    id: DiagramID.route(route, in: path),
                    attributes: [Attribute("label", route.labelText)]
                        + DiagramStyle.route(initial: route == flow.initialRoute, finishing: finishing.contains(route), tab: tabs.contains(route))
                )
            }
            if anyRoutes.contains(flow.name) {
                nodes.append(Node(id: DiagramID.anyRoute(in: path), attributes: [Attribute("label", "any route")] + DiagramStyle.anyRoute))
            }
            for output in outputs[flow.name] ?? [] {
                nodes.append(Node(id: DiagramID.output(output, in: path), attributes: [Attribute("label", output.labelText)] + DiagramStyle.output))
            }
            return Cluster(
                id: DiagramID.cluster(path),
                attributes: [Attribute("label", flow.name.labelText)] + DiagramStyle.flow(isTabs: flow.layout == .tabs),
                nodes: nodes,
                clusters: clusters(in: flow.name)
            )
        }
    }

    // MARK: Legend

    private static let legendNodes: [(name: String, label: String, attributes: [Attribute])] = [
        ("initial", "initial route", DiagramStyle.route(initial: true, finishing: false, tab: false)),
        ("route", "route", []),
        ("finishing", "route that can finish", DiagramStyle.route(initial: false, finishing: true, tab: false)),
        ("tab", "tab", DiagramStyle.route(initial: false, finishing: false, tab: true)),
        ("any", "any route", DiagramStyle.anyRoute),
        ("output", "output", DiagramStyle.output),
    ]

    /// The legend: a sample of each kind of node, then each kind of edge as its description
    /// pointing at a dot (the text is a node, so the legend adds no labelled edge to the layout).
    static func legend() -> Cluster {
        var nodes = legendNodes.map { Node(id: DiagramID.legend($0.name), attributes: [Attribute("label", $0.label)] + $0.attributes) }
        for (index, kind) in DiagramStyle.EdgeKind.allCases.enumerated() {
            nodes.append(Node(id: DiagramID.legend("edge\(index)"), attributes: [Attribute("label", kind.legend)] + DiagramStyle.legendText))
            nodes.append(Node(id: DiagramID.legend("edge\(index)/head"), attributes: DiagramStyle.legendPoint))
        }
        return Cluster(id: DiagramID.legendCluster, attributes: [Attribute("label", "Legend")] + DiagramStyle.legend, nodes: nodes, clusters: [])
    }

    static func legendEdges() -> [Edge] {
        DiagramStyle.EdgeKind.allCases.enumerated().map { index, kind in
            Edge(tail: DiagramID.legend("edge\(index)"), head: DiagramID.legend("edge\(index)/head"), attributes: kind.attributes)
        }
    }
}
