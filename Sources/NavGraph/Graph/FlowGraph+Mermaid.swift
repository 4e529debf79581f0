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
    /// as is, whatever a name holds: characters Mermaid's lexer or preprocessor would act on
    /// (`# ; : < > " % &`, line breaks, `[[`, the words `direction` and `end note`, white space at
    /// either end) are written as entities (`#59;`), which Mermaid decodes only when it draws. The
    /// same graph always gives the same text.
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
    /// start state of composite `X` `X_start`: with one underscore, it cannot meet ours. Mermaid's
    /// lexer ignores case: an id is never one of its keywords in any case, and never ends with
    /// `direction` (which a line break and `TB` after it would make a direction statement).
    private mutating func assignIDs() {
        let keywords: Set<String> = [
            "state", "note", "end", "direction", "class", "classdef", "style", "click", "href", "default", "as", "hide", "scale",
            "acctitle", "accdescr", "statediagram",
        ]
        var taken: Set<String> = []
        func unique(_ base: String) -> String {
            var candidate = base
            var count = 1
            while taken.contains(candidate) || keywords.contains(candidate.lowercased()) || candidate.lowercased().hasSuffix("direction") {
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

    /// `text` as Mermaid shows it, as entities (decimal, or `#quot;`) where Mermaid would act on it:
    /// - `;` ends a statement, a second `:` in a transition is refused, `<` `>` make `<<fork>>`,
    ///   `[[` makes `[[choice]]`, `"` ends a description, `#` starts a comment;
    /// - `%` can start a comment or a `%%{init}%%` directive, which Mermaid applies anywhere;
    /// - `&` would let a name spell an entity; `ﬂ` and `¶` are Mermaid's own entity placeholders;
    /// - line breaks end a statement;
    /// - `direction` followed by white space and `TB`, `BT`, `LR` or `RL` (even on the next line)
    ///   is a direction statement, and `end note` ends a note: their `n` and space are entities;
    /// - Mermaid trims labels: white space at either end is kept as entities.
    static func text(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Mermaid's lexer ignores case the way JavaScript's `/i` does: for ASCII letters only.
        let lower = scalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32) ?? $0 : $0 }
        func word(_ word: String, endingAt index: Int) -> Bool {
            let letters = Array(word.unicodeScalars)
            guard index + 1 >= letters.count, index < lower.count else { return false }
            return Array(lower[(index + 1 - letters.count)...index]) == letters
        }
        let firstKept = scalars.firstIndex { !isTrimmed($0) } ?? scalars.count
        let lastKept = scalars.lastIndex { !isTrimmed($0) } ?? -1
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\"": out += "#quot;"
            case "#", ";", ":", "<", ">", "%", "&", "ﬂ", "¶", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                out += "#\(scalar.value);"
            case "[" where index + 1 < scalars.count && scalars[index + 1] == "[":
                out += "#\(scalar.value);"
            case _ where index < firstKept || index > lastKept:
                out += "#\(scalar.value);"
            case _ where (scalar == "n" || scalar == "N") && word("direction", endingAt: index):
                out += "#\(scalar.value);"
            case " " where index + 4 < scalars.count && word("end", endingAt: index - 1) && word("note", endingAt: index + 4):
                out += "#\(scalar.value);"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What JavaScript's `trim()` removes: white space, line terminators and U+FEFF.
    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    private static func indent(_ level: Int) -> String { String(repeating: "    ", count: level) }
}
