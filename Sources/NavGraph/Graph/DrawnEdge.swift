/// Where a drawn edge starts or ends: a route, or a flow's box (Graphviz draws it from or to a node
/// inside the box, clipped at the box; Mermaid from or to the composite state).
package enum EdgeEnd: Hashable, Sendable {
    case route(flow: String, route: String)
    case box(flow: String)
}

/// One transition (or a child's output and the parent transitions it becomes) as every picture of
/// the graph draws it, before parallel edges merge. The renderers decide only how it looks.
package struct DrawnEdge: Hashable, Sendable {
    /// What an edge does; each renderer gives each kind one look.
    package enum Kind: Hashable, Sendable, CaseIterable {
        case initial, push, present, selectTab, back, startPush, startPresent, startRoot, tab, finish, escalate
    }

    package var tail: EdgeEnd
    package var head: EdgeEnd
    package var kind: Kind
    /// What triggers it: `event [guard]`; a merged edge has several.
    package var triggers: [String]
    /// What follows the triggers: ` / push settings`, or `\n/ finish ⇒ linkClosed`.
    package var rest: String
    /// The whole transition, one line per step, for the SVG tooltip; a merged edge has several.
    package var tooltips: [String]
    /// The declared transitions it draws (a fused output: the child's and each parent's), which a
    /// run's steps are matched against.
    package var sources: [RunSpec.Step]

    package init(from tail: EdgeEnd, to head: EdgeEnd, _ kind: Kind, trigger: String, rest: String, tooltip: String, sources: [RunSpec.Step] = []) {
        self.tail = tail
        self.head = head
        self.kind = kind
        self.triggers = [trigger]
        self.rest = rest
        self.tooltips = [tooltip]
        self.sources = sources
    }

    /// Whether it draws what `step` did: a source of the step's flow and event, from the step's
    /// route or from any route.
    package func draws(_ step: RunSpec.Step) -> Bool {
        sources.contains { source in
            source.flow == step.flow && source.event == step.event && (source.from == nil || source.from == step.from)
                && (source.row == nil || step.row == nil || source.row == step.row)
        }
    }

    /// The trigger of an output the platform delivers when it removes the flow's first screen.
    package static let dismissed = "(dismissed)"

    /// The label: `close | back ⇒ linkClosed`. A dismissal beside other triggers is left to the
    /// tooltip: the label says what happens, and it happens on `close | back` too.
    package var label: String {
        let shown = triggers.count > 1 ? triggers.filter { $0 != Self.dismissed } : triggers
        return shown.joined(separator: " | ") + rest
    }

    /// `edges` with those between the same two ends, of the same kind and with the same `rest`,
    /// merged into one whose label lists every trigger, in first-seen order.
    package static func merged(_ edges: [DrawnEdge]) -> [DrawnEdge] {
        struct Key: Hashable {
            var tail: EdgeEnd, head: EdgeEnd, kind: Kind, rest: String
        }
        var order: [Key] = []
        var groups: [Key: DrawnEdge] = [:]
        for edge in edges {
            let key = Key(tail: edge.tail, head: edge.head, kind: edge.kind, rest: edge.rest)
            guard var known = groups[key] else {
                order.append(key)
                groups[key] = edge
                continue
            }
            for trigger in edge.triggers where !known.triggers.contains(trigger) { known.triggers.append(trigger) }
            for tooltip in edge.tooltips where !known.tooltips.contains(tooltip) { known.tooltips.append(tooltip) }
            for source in edge.sources where !known.sources.contains(source) { known.sources.append(source) }
            groups[key] = known
        }
        return order.compactMap { groups[$0] }
    }
}
