/// Where a drawn edge starts or ends: a route's node, or a flow's box (the edge is drawn from or to
/// a node inside the box and clipped at the box with `ltail`/`lhead`).
enum EdgeEnd: Hashable {
    case route(flow: String, route: String)
    case box(flow: String)
}

/// One transition (or a child's output and the parent transitions it becomes) as it will be drawn,
/// before parallel edges merge.
struct DrawnEdge: Hashable {
    var tail: EdgeEnd
    var head: EdgeEnd
    var kind: DiagramStyle.EdgeKind
    /// What triggers it: `event [guard]`; a merged edge has several.
    var triggers: [String]
    /// What follows the triggers: ` / push settings`, or `\n/ finish ⇒ linkClosed`.
    var rest: String
    /// The whole transition, one line per step, for the SVG tooltip; a merged edge has several.
    var tooltips: [String]

    init(from tail: EdgeEnd, to head: EdgeEnd, _ kind: DiagramStyle.EdgeKind, trigger: String, rest: String, tooltip: String) {
        self.tail = tail
        self.head = head
        self.kind = kind
        self.triggers = [trigger]
        self.rest = rest
        self.tooltips = [tooltip]
    }

    /// The trigger of an output the platform delivers when it removes the flow's first screen.
    static let dismissed = "(dismissed)"

    /// The label: `close | back ⇒ linkClosed`. A dismissal beside other triggers is left to the
    /// tooltip: the label says what happens, and it happens on `close | back` too.
    var label: String {
        let shown = triggers.count > 1 ? triggers.filter { $0 != Self.dismissed } : triggers
        return shown.joined(separator: " | ") + rest
    }

    /// `edges` with those between the same two ends, of the same kind and with the same `rest`,
    /// merged into one whose label lists every trigger, in first-seen order.
    static func merged(_ edges: [DrawnEdge]) -> [DrawnEdge] {
        struct Key: Hashable {
            var tail: EdgeEnd, head: EdgeEnd, kind: DiagramStyle.EdgeKind, rest: String
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
            groups[key] = known
        }
        return order.compactMap { groups[$0] }
    }
}
