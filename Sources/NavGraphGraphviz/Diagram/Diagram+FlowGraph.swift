import NavGraph

extension Diagram {
    /// The diagram of `graph`: one cluster per flow nested as the hierarchy nests, one node per route
    /// and a filled dot marking each flow's initial route; edges and `event / action` lines as
    /// ``TransitionDrawing`` decides, parallel edges merged; the legend when asked.
    ///
    /// With ``RenderOptions/depth``, flows deeper than `depth` levels are drawn as one box each
    /// (their own children inside it), and edges to or from them end at that box.
    ///
    /// Creation order is the graph's order (flows depth first, routes and transitions in
    /// declaration order), and names derive from flow and route names only: the same graph always
    /// gives the same diagram.
    init(_ graph: FlowGraph, options: RenderOptions) {
        self = DiagramBuilder(graph: graph, options: options).build()
    }
}

/// Builds a ``Diagram`` from a `FlowGraph`: placement of the clusters, then edges, then clusters.
struct DiagramBuilder {
    let graph: FlowGraph
    let options: RenderOptions
    /// The flow whose cluster holds each flow's cluster; absent for top-level flows.
    private var enclosing: [String: String] = [:]
    /// Each flow and its enclosing flows, outermost first.
    private var chains: [String: [String]] = [:]

    init(graph: FlowGraph, options: RenderOptions) {
        self.graph = graph
        self.options = options
        place()
    }

    /// The edges as drawn (merged, ends moved to collapsed boxes), the Graphviz edge of each with its
    /// final id, each flow's box lines, and the run's step numbers on each edge.
    struct Edges {
        var drawn: [DrawnEdge]
        var edges: [Edge]
        var lines: [String: [String]]
        var taken: [[Int]]?
    }

    func edges() -> Edges {
        let drawing = TransitionDrawing(graph: graph, isInside: isInside)
        let drawn = DrawnEdge.merged(initialEdges() + drawing.edges.compactMap(shown))
        var lines = drawing.lines
        var taken: [[Int]]?
        if let run = options.highlight {
            let highlight = RunHighlight(run: run, edges: drawn)
            taken = highlight.numbers
            for (number, step) in highlight.undrawn where isExpanded(step.flow) {
                lines[step.flow, default: []].append("\(number). \(step.from.map { "\($0): " } ?? "")\(step.event) (no edge)")
            }
        }
        return Edges(drawn: drawn, edges: Self.uniqueIDs(drawn.indices.map { edge(drawn[$0], run: taken?[$0]) }), lines: lines, taken: taken)
    }

    func build() -> Diagram {
        let built = edges()
        let drawn = built.drawn
        var edges = built.edges
        var clusters = clusters(in: nil, lines: built.lines)
        if options.legend {
            let kinds = Set(drawn.map(\.kind))
            let legend = DiagramLegend(kinds: DiagramStyle.EdgeKind.allCases.filter(kinds.contains))
            clusters.append(legend.cluster)
            edges += legend.edges
        }
        return Diagram(
            graphAttributes: DiagramStyle.graph + [Attribute("rankdir", options.direction.rawValue)],
            nodeDefaults: DiagramStyle.node,
            edgeDefaults: DiagramStyle.edge,
            clusters: clusters,
            edges: edges
        )
    }

    /// The arrow from each drawn flow's initial dot to its initial route.
    private func initialEdges() -> [DrawnEdge] {
        graph.flows.filter { isExpanded($0.name) }.map { flow in
            DrawnEdge(from: .box(flow: flow.name), to: .route(flow: flow.name, route: flow.initialRoute), .initial,
                      trigger: "", rest: "", tooltip: "\(flow.name) starts at \(flow.initialRoute)")
        }
    }

    /// `edges` with a repeated `id` made unique by `#2`, `#3` … in order.
    private static func uniqueIDs(_ edges: [Edge]) -> [Edge] {
        var seen: [String: Int] = [:]
        return edges.map { edge in
            var edge = edge
            if let at = edge.attributes.firstIndex(where: { $0.name == "id" }) {
                let id = edge.attributes[at].value
                seen[id, default: 0] += 1
                if let count = seen[id], count > 1 { edge.attributes[at].value = "\(id)#\(count)" }
            }
            return edge
        }
    }

    // MARK: Placement

    /// Where each flow's cluster goes (``FlowGraph/nesting``).
    private mutating func place() {
        chains = graph.nesting
        for (flow, chain) in chains where chain.count > 1 { enclosing[flow] = chain[chain.count - 2] }
    }

    /// Whether `flow`'s box is `cluster`'s or lies inside it.
    func isInside(_ flow: String, _ cluster: String) -> Bool {
        (chains[flow] ?? [flow]).contains(cluster)
    }

    private func path(_ flow: String) -> String { DiagramID.path(chains[flow] ?? [flow]) }

    // MARK: Elements

    /// The SVG element drawing `flow`: its cluster, its box when collapsed by depth, or `nil` when it
    /// lies inside another's box.
    func element(ofFlow flow: String) -> String? {
        if isExpanded(flow) { return DiagramID.cluster(path(flow)) }
        return shownFlow(flow) == flow ? DiagramID.collapsed(path(flow)) : nil
    }

    /// The SVG element drawing `route` of `flow`: its node, or a tab flow's row of tabs; `nil` when
    /// the flow is drawn as a box or not at all.
    func element(ofRoute route: String, in flow: String) -> String? {
        guard isExpanded(flow), let spec = graph[flow: flow] else { return nil }
        if spec.tabs.contains(where: { $0.route == route }) { return DiagramID.tabs(in: path(flow)) }
        return DiagramID.route(route, in: path(flow))
    }

    /// The flow whose box holds `flow`'s box; `nil` at the top.
    func enclosingFlow(of flow: String) -> String? { enclosing[flow] }

    // MARK: Depth

    /// The flow drawing `flow`: itself, or the outermost of its enclosing flows below the depth.
    private func shownFlow(_ flow: String) -> String {
        let chain = chains[flow] ?? [flow]
        guard let depth, chain.count > depth else { return flow }
        return chain[depth]
    }

    /// Whether `flow` is drawn with its routes (not as one box, not hidden in another's).
    private func isExpanded(_ flow: String) -> Bool {
        guard let depth else { return true }
        return (chains[flow]?.count ?? 1) <= depth
    }

    /// The levels drawn with their routes; at least the root's.
    private var depth: Int? { options.depth.map { max($0, 1) } }

    /// `edge` with ends inside collapsed flows moved to their boxes; `nil` when it then joins a
    /// box to itself.
    private func shown(_ edge: DrawnEdge) -> DrawnEdge? {
        func end(_ end: EdgeEnd) -> EdgeEnd {
            switch end {
            case .route(let flow, _) where !isExpanded(flow), .box(let flow) where !isExpanded(flow): .box(flow: shownFlow(flow))
            default: end
            }
        }
        var edge = edge
        edge.tail = end(edge.tail)
        edge.head = end(edge.head)
        if case .box = edge.tail, edge.tail == edge.head { return nil }
        return edge
    }

    // MARK: Edges

    /// The node an end is drawn at (and its port, for a tab), the flow that node belongs to, and the
    /// cluster to clip at. An edge into a box ends at its initial dot, which sits at the box's near
    /// side, so little of the edge is clipped away; an edge out of a box starts at its initial
    /// route, apart from the edges coming in.
    private func node(_ end: EdgeEnd, isHead: Bool) -> (id: String, port: String?, flow: String, clip: String?) {
        switch end {
        case .route(let flow, let route):
            if let spec = graph[flow: flow], let index = spec.tabs.firstIndex(where: { $0.route == route }) {
                return (DiagramID.tabs(in: path(flow)), DiagramID.port(index), flow, nil)
            }
            return (DiagramID.route(route, in: path(flow)), nil, flow, nil)
        case .box(let flow) where isExpanded(flow):
            guard !isHead else { return (DiagramID.initialMarker(in: path(flow)), nil, flow, flow) }
            let inner = node(.route(flow: flow, route: graph[flow: flow]?.initialRoute ?? ""), isHead: false)
            return (inner.id, inner.port, flow, flow)
        case .box(let flow):
            return (DiagramID.collapsed(path(flow)), nil, enclosing[flow] ?? flow, nil)
        }
    }

    private func endID(_ end: EdgeEnd) -> String {
        switch end {
        case .route(let flow, let route): DiagramID.route(route, in: path(flow))
        case .box(let flow): path(flow)
        }
    }

    /// The Graphviz edge of `drawn`: clipped at a box only when the other end lies outside it (an
    /// edge into its own cluster would only warn); an initial marker starts at the marker node.
    ///
    /// With a run drawn, `run` holds the numbers of its steps this edge draws: numbered and bold
    /// when there are some, faded when not.
    private func edge(_ drawn: DrawnEdge, run: [Int]?) -> Edge {
        var tail = node(drawn.tail, isHead: false)
        let head = node(drawn.head, isHead: true)
        var attributes = [Attribute("id", DiagramID.edge(from: endID(drawn.tail), to: endID(drawn.head), kind: "\(drawn.kind)"))]
        attributes += drawn.kind.attributes
        if drawn.kind == .initial {
            tail = (DiagramID.initialMarker(in: path(tail.flow)), nil, tail.flow, nil)
        }
        if let port = tail.port { attributes.append(Attribute("tailport", port)) }
        if let port = head.port { attributes.append(Attribute("headport", port)) }
        if let clip = tail.clip, !isInside(head.flow, clip) {
            attributes.append(Attribute("ltail", DiagramID.cluster(path(clip))))
        }
        if let clip = head.clip, !isInside(tail.flow, clip) {
            attributes.append(Attribute("lhead", DiagramID.cluster(path(clip))))
        }
        var label = drawn.label
        if let run, drawn.kind != .initial, drawn.kind != .tab {
            if run.isEmpty {
                attributes += DiagramStyle.faded
            } else {
                attributes += DiagramStyle.taken
                label = "(\(run.map(String.init).joined(separator: ", "))) " + label
            }
        }
        if !label.isEmpty {
            // An edge out of a box loses what is drawn inside the box: its label is placed after
            // layout, beside what is left; as a layout label it would sit mid-way along the
            // unclipped edge, often far from it. An edge into a box ends at the box's near side.
            let clipped = attributes.contains { $0.name == "ltail" }
            attributes += Self.label(label, clipped && options.edgeLabels == .inline ? .external : options.edgeLabels)
        }
        attributes.append(Attribute("tooltip", drawn.tooltips.joined(separator: "\n").labelText))
        return Edge(tail: tail.id, head: head.id, attributes: attributes)
    }

    /// The attributes showing an edge's text: as a label, an external label, or only in the tooltip.
    static func label(_ text: String, _ style: RenderOptions.EdgeLabels) -> [Attribute] {
        switch style {
        case .inline: [Attribute("label", text.labelText)]
        case .external: [Attribute("xlabel", text.labelText)]
        case .hidden: []
        }
    }

    // MARK: Clusters

    /// The clusters whose enclosing flow is `outer`, in graph order: an expanded flow holds its
    /// initial marker, its routes (a tab flow's tabs in one row node) and its nested clusters and boxes;
    /// its label lists the `event / action` lines of transitions drawn inside it.
    private func clusters(in outer: String?, lines: [String: [String]]) -> [Cluster] {
        graph.flows.filter { enclosing[$0.name] == outer && $0.name != outer && isExpanded($0.name) }.map { flow in
            let path = path(flow.name)
            let finishing = Set(flow.finishingRoutes)
            let tabs = flow.tabs.map(\.route)
            func routeNode(_ route: String) -> Node {
                let id = DiagramID.route(route, in: path)
                return Node(id: id, attributes: [Attribute("id", id), Attribute("label", flow.shownName(ofRoute: route).labelText)]
                    + DiagramStyle.route(finishing: finishing.contains(route)))
            }
            let marker = DiagramID.initialMarker(in: path)
            var nodes = [Node(id: marker, attributes: [Attribute("id", marker)] + DiagramStyle.initialMarker)]
            if !tabs.isEmpty {
                // One record node: its fields keep the tabs in declared order, side by side.
                let fields = tabs.enumerated().map { index, tab in "<\(DiagramID.port(index))> " + flow.shownName(ofRoute: tab).labelText.recordEscaped }
                let id = DiagramID.tabs(in: path)
                nodes.append(Node(id: id, attributes: [Attribute("id", id), Attribute("label", fields.joined(separator: "|"))] + DiagramStyle.tabs))
            }
            nodes += flow.routes.filter { !tabs.contains($0) }.map(routeNode)
            for child in graph.flows where enclosing[child.name] == flow.name && !isExpanded(child.name) {
                let id = DiagramID.collapsed(self.path(child.name))
                nodes.append(Node(id: id, attributes: [Attribute("id", id), Attribute("label", child.shownName.labelText)] + DiagramStyle.collapsedFlow))
            }
            let text = ([flow.shownName] + (lines[flow.name] ?? [])).map { $0.replacingNewlines.labelText }
            let label = text.count == 1 ? text[0] : text.joined(separator: "\\l") + "\\l"
            let id = DiagramID.cluster(path)
            return Cluster(
                id: id,
                attributes: [Attribute("id", id), Attribute("label", label)] + DiagramStyle.flow(isTabs: flow.layout == .tabs),
                nodes: nodes,
                clusters: clusters(in: flow.name, lines: lines)
            )
        }
    }
}

extension String {
    /// The text on one line: line breaks become spaces.
    fileprivate var replacingNewlines: String {
        String(map { $0.isNewline ? " " : $0 })
    }

    /// Label text made safe inside a record field, where `{`, `}`, `|`, `<` and `>` are syntax.
    var recordEscaped: String {
        var result = ""
        for character in self {
            if "{}|<>".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
