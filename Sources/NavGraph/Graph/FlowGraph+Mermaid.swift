extension FlowGraph {
    /// The graph as a Mermaid `stateDiagram-v2`, which GitHub draws in Markdown: one composite state
    /// per flow, nested as the hierarchy nests; `[*]` marking each flow's initial route; the same
    /// edges and `event / action` lines (as notes) as the Graphviz picture.
    ///
    /// ```swift
    /// let text = try FlowGraph(root: AppFlow.self).mermaid()
    /// // stateDiagram-v2
    /// //     state "App" as App {
    /// //         [*] --> App__splash
    /// //         …
    /// ```
    ///
    /// Mermaid cannot draw an edge between states inside two different composite states, so an
    /// edge is drawn between the outermost states that separate its ends: the composites that hold
    /// them, side by side in the composite holding both. Text is written so that Mermaid shows it
    /// as is (`# ; : < > "` as entities, line breaks as spaces). The same graph always gives the
    /// same text.
    public func mermaid() -> String {
        MermaidWriter(graph: self).text
    }
}

/// Writes ``FlowGraph/mermaid()``.
private struct MermaidWriter {
    let graph: FlowGraph
    let nesting: [String: [String]]
    /// Each flow's and route's state id, unique, letters, digits and `__` only.
    private var ids: [EdgeEnd: String] = [:]
    /// Edge lines by the composite whose block holds them (`[]`: the top level).
    private var edges: [[String]: [String]] = [:]
    private var lines: [String: [String]] = [:]

    init(graph: FlowGraph) {
        self.graph = graph
        nesting = graph.nesting
        assignIDs()
        let drawing = TransitionDrawing(graph: graph) { [nesting] flow, cluster in (nesting[flow] ?? [flow]).contains(cluster) }
        lines = drawing.lines
        var lifted: [(container: [String], edge: DrawnEdge)] = []
        for edge in drawing.edges {
            guard let (container, tail, head) = lift(edge.tail, edge.head) else { continue }
            var moved = edge
            moved.tail = tail
            moved.head = head
            lifted.append((container, moved))
        }
        var containers: [[String]] = []
        for (container, _) in lifted where !containers.contains(container) { containers.append(container) }
        for container in containers {
            let merged = DrawnEdge.merged(lifted.filter { $0.container == container }.map(\.edge))
            edges[container] = merged.map { edge in
                let label = edge.label.isEmpty ? "" : " : " + Self.text(edge.label)
                return "\(id(edge.tail)) --> \(id(edge.head))\(label)"
            }
        }
    }

    var text: String {
        var out = ["stateDiagram-v2"]
        for flow in graph.flows where (nesting[flow.name]?.count ?? 1) == 1 {
            out += block(flow, indent: 1)
        }
        out += (edges[[]] ?? []).map { Self.indent(1) + $0 }
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: States

    /// A flow's composite state: its `[*]`, its routes, its nested flows with their notes, then the
    /// edges between what it holds.
    private func block(_ flow: FlowSpec, indent: Int) -> [String] {
        let pad = Self.indent(indent), inner = Self.indent(indent + 1)
        let chain = nesting[flow.name] ?? [flow.name]
        var out = ["\(pad)state \"\(Self.text(flow.shownName))\" as \(id(.box(flow: flow.name))) {"]
        out.append("\(inner)[*] --> \(id(.route(flow: flow.name, route: flow.initialRoute)))")
        for route in flow.routes {
            out.append("\(inner)state \"\(Self.text(flow.shownName(ofRoute: route)))\" as \(id(.route(flow: flow.name, route: route)))")
        }
        for child in graph.flows where nesting[child.name].map({ $0.dropLast() == chain[...] }) == true {
            out += block(child, indent: indent + 1)
            if let notes = lines[child.name], !notes.isEmpty {
                out.append("\(inner)note right of \(id(.box(flow: child.name)))")
                out += notes.map { Self.text($0) }
                out.append("\(inner)end note")
            }
        }
        out += (edges[chain] ?? []).map { inner + $0 }
        out.append("\(pad)}")
        if indent == 1, let notes = lines[flow.name], !notes.isEmpty {
            out.append("\(pad)note right of \(id(.box(flow: flow.name)))")
            out += notes.map { Self.text($0) }
            out.append("\(pad)end note")
        }
        return out
    }

    private func id(_ end: EdgeEnd) -> String { ids[end] ?? "unknown" }

    /// Ids from flow paths and route names (`App__TabBar__home`), with anything but ASCII letters
    /// and digits left out, and `__2`, `__3` … where two would be the same. Mermaid names the
    /// start state of composite `X` `X_start`: with one underscore, it cannot meet ours.
    private mutating func assignIDs() {
        var taken: Set<String> = ["state", "note", "end", "direction", "class", "classDef", "style", "click", "as", "hide", "scale"]
        func unique(_ base: String) -> String {
            var candidate = base
            var count = 1
            while taken.contains(candidate) {
                count += 1
                candidate = "\(base)__\(count)"
            }
            taken.insert(candidate)
            return candidate
        }
        for flow in graph.flows {
            let path = (nesting[flow.name] ?? [flow.name]).map(Self.component).joined(separator: "__")
            let id = unique(path)
            ids[.box(flow: flow.name)] = id
            for route in flow.routes {
                ids[.route(flow: flow.name, route: route)] = unique(id + "__" + Self.component(route))
            }
        }
    }

    private static func component(_ name: String) -> String {
        let kept = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }))
        return kept.isEmpty ? "x" : kept
    }

    // MARK: Edges

    /// The composite whose block can hold an edge between `tail` and `head`, and the ends moved
    /// out to the states that hold them directly in it; `nil` when both are the same state.
    private func lift(_ tail: EdgeEnd, _ head: EdgeEnd) -> ([String], EdgeEnd, EdgeEnd)? {
        let (tailPath, headPath) = (container(of: tail), container(of: head))
        var common: [String] = []
        while common.count < min(tailPath.count, headPath.count), tailPath[common.count] == headPath[common.count] {
            common.append(tailPath[common.count])
        }
        func moved(_ end: EdgeEnd, _ path: [String]) -> EdgeEnd {
            path.count > common.count ? .box(flow: path[common.count]) : end
        }
        let (newTail, newHead) = (moved(tail, tailPath), moved(head, headPath))
        return newTail == newHead ? nil : (common, newTail, newHead)
    }

    /// The composites holding `end`, outermost first.
    private func container(of end: EdgeEnd) -> [String] {
        switch end {
        case .route(let flow, _): nesting[flow] ?? [flow]
        case .box(let flow): Array((nesting[flow] ?? [flow]).dropLast())
        }
    }

    // MARK: Text

    /// `text` as Mermaid shows it: line breaks as spaces, and as entities `#`, `"`, `;` (which
    /// ends a statement), `:` (a second one in a transition is refused) and `<`, `>` (`<<fork>>`).
    static func text(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case ":": out += "#58;"
            case "<": out += "#60;"
            case ">": out += "#62;"
            case "\"": out += "#quot;"
            case _ where character.isNewline: out += " "
            default: out.append(character)
            }
        }
        return out
    }

    private static func indent(_ level: Int) -> String { String(repeating: "    ", count: level) }
}
