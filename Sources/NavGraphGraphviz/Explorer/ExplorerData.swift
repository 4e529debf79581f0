import NavGraph

/// What the explorer page's script reads, embedded in the page as JSON: the graph's declarations
/// keyed to the SVG's element ids, the edges with what they draw, and the run when there is one.
/// Everything the page shows as text comes from here, so the script never derives semantics.
struct ExplorerData: Encodable {
    struct Route: Encodable {
        var name: String
        var shown: String
        /// The SVG element drawing it; `nil` inside a box.
        var element: String?
    }

    struct Row: Encodable {
        var from: String?
        /// `event [guard] / action target`.
        var text: String
        /// The edge drawing it, when one does.
        var edge: String?
    }

    struct Child: Encodable {
        var flow: String
        /// `output ⇒ event`, or `output (unmapped)`.
        var outputs: [String]
    }

    struct Flow: Encodable {
        var name: String
        var shown: String
        var element: String?
        /// The flow whose box holds this one's.
        var enclosing: String?
        var layout: String
        var initialRoute: String
        var routes: [Route]
        var tabs: [String]
        var children: [Child]
        var parents: [String]
        var links: [String]
        var rows: [Row]
        /// Transitions written inside the box instead of as edges.
        var lines: [String]
    }

    struct End: Encodable {
        var flow: String
        var route: String?
    }

    struct Edge: Encodable {
        var id: String
        var kind: String
        var label: String
        var tooltip: String
        var tail: End
        var head: End
        /// The SVG nodes it is drawn between.
        var tailElement: String
        var headElement: String
    }

    struct Step: Encodable {
        var flow: String
        var from: String?
        var event: String
        var to: String?
        /// The edges drawing it (none for a rejected step or one written in a box).
        var edges: [String]
        /// The route it ends at (or, when unknown, starts from), as an SVG element.
        var element: String?
        /// No transition of its flow declares its event at its route: nothing changed.
        var rejected: Bool
        /// Its flow is in the picture (a subtree leaves out the steps of flows above it).
        var shown: Bool
    }

    struct Run: Encodable {
        var steps: [Step]
        /// The visible stack before the first step and after each one, outermost flow first.
        var stacks: [[String]]
        /// The edges drawing a transition no step took.
        var untaken: [String]
    }

    var root: String
    var flows: [Flow]
    var edges: [Edge]
    var run: Run?
}

extension ExplorerData {
    /// The data for `graph` drawn with `options`, from the same edges and ids the picture has.
    init(graph: FlowGraph, options: RenderOptions) {
        let builder = DiagramBuilder(graph: graph, options: options)
        let built = builder.edges()
        let ids = built.edges.map { edge in edge.attributes.first { $0.name == "id" }?.value ?? "" }
        func end(_ end: EdgeEnd) -> End {
            switch end {
            case .route(let flow, let route): End(flow: flow, route: route)
            case .box(let flow): End(flow: flow, route: nil)
            }
        }
        edges = built.drawn.indices.map { index in
            let drawn = built.drawn[index]
            return Edge(id: ids[index], kind: "\(drawn.kind)", label: drawn.label, tooltip: drawn.tooltips.joined(separator: "\n"),
                        tail: end(drawn.tail), head: end(drawn.head),
                        tailElement: built.edges[index].tail, headElement: built.edges[index].head)
        }
        root = graph.root
        flows = graph.flows.map { flow in
            let rows = flow.transitions.enumerated().map { index, transition in
                let source = RunSpec.Step(flow: flow.name, from: transition.from, event: transition.event, row: index)
                let drawing = built.drawn.indices.first { built.drawn[$0].sources.contains(source) }
                let prefix = "\(flow.name).\(transition.from ?? "(any route)"): "
                let text = TransitionDrawing.describe(transition, of: flow)
                return Row(from: transition.from, text: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text,
                           edge: drawing.map { ids[$0] })
            }
            return Flow(
                name: flow.name, shown: flow.shownName, element: builder.element(ofFlow: flow.name),
                enclosing: builder.enclosingFlow(of: flow.name), layout: flow.layout.rawValue, initialRoute: flow.initialRoute,
                routes: flow.routes.map { Route(name: $0, shown: flow.shownName(ofRoute: $0), element: builder.element(ofRoute: $0, in: flow.name)) },
                tabs: flow.tabs.map { "\($0.route) → \($0.flow)" },
                children: flow.children.map { child in
                    Child(flow: child.flow, outputs: child.outputs.map { "\($0.output) ⇒ \($0.event ?? "(unmapped)")" })
                },
                parents: graph.parents(of: flow.name),
                links: (flow.links ?? []).map { link in
                    "\(link.pattern ?? "(no URL)") → \(link.event.map { "event \($0)" } ?? link.route.map { "route \($0)" } ?? "")"
                },
                rows: rows,
                lines: built.lines[flow.name] ?? []
            )
        }
        run = options.highlight.map { run in
            Self.run(run, graph: graph, builder: builder, edges: built, ids: ids)
        }
    }

    private static func run(_ run: RunSpec, graph: FlowGraph, builder: DiagramBuilder, edges built: DiagramBuilder.Edges, ids: [String]) -> Run {
        var stepEdges = Array(repeating: [String](), count: run.steps.count)
        var untaken: [String] = []
        for (index, numbers) in (built.taken ?? []).enumerated() {
            for number in numbers where run.steps.indices.contains(number - 1) { stepEdges[number - 1].append(ids[index]) }
            let kind = built.drawn[index].kind
            if numbers.isEmpty, kind != .initial, kind != .tab { untaken.append(ids[index]) }
        }
        var stack = ExplorerStack(graph: graph)
        var stacks = [stack.lines]
        let steps = run.steps.enumerated().map { index, step in
            let flow = graph[flow: step.flow]
            // The row the step names (run version 2), else the first that takes its event there.
            let named = step.row.flatMap { index in flow?.transitions.indices.contains(index) == true ? flow?.transitions[index] : nil }
            let row = named ?? flow?.transitions.first { $0.event == step.event && ($0.from == nil || $0.from == step.from) }
            if let row { stack.apply(row, of: step) }
            stacks.append(stack.lines)
            let route = step.to ?? step.from
            return Step(flow: step.flow, from: step.from, event: step.event, to: step.to, edges: stepEdges[index],
                        element: route.flatMap { builder.element(ofRoute: $0, in: step.flow) }, rejected: flow != nil && row == nil,
                        shown: flow != nil)
        }
        return Run(steps: steps, stacks: stacks, untaken: untaken)
    }
}
