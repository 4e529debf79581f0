import NavGraph

/// How each kind of route and transition looks. The legend is drawn from these same values.
enum DiagramStyle {
    static let font = "Helvetica,Arial,sans-serif"

    static let graph: [Attribute] = [
        Attribute("compound", "true"),  // lhead/ltail are silently ignored without it
        Attribute("newrank", "true"),  // avoids 2.42's init_rank trouble and gvFreeLayout crash with clusters
        Attribute("fontname", font),
        Attribute("fontsize", "13"),
        Attribute("nodesep", "0.4"),
        Attribute("ranksep", "0.6"),
    ]
    static let node: [Attribute] = [
        Attribute("shape", "box"),
        Attribute("style", "rounded"),
        Attribute("fontname", font),
        Attribute("fontsize", "12"),
        Attribute("height", "0.35"),
    ]
    static let edge: [Attribute] = [
        Attribute("fontname", font),
        Attribute("fontsize", "10"),
        Attribute("arrowsize", "0.7"),
    ]

    // MARK: Clusters

    static func flow(isTabs: Bool) -> [Attribute] {
        [
            Attribute("style", "rounded"),
            Attribute("color", isTabs ? "#7b6fb0" : "#8a8a8a"),
            Attribute("labeljust", "l"),
        ]
    }
    static let legend: [Attribute] = [
        Attribute("style", "rounded,dashed"),
        Attribute("color", "#b0b0b0"),
        Attribute("labeljust", "l"),
    ]

    // MARK: Nodes

    /// A route; one the flow can finish from with a double border.
    static func route(finishing: Bool) -> [Attribute] {
        finishing ? [Attribute("peripheries", "2")] : []
    }
    /// A tab flow's tabs, side by side in one node.
    static let tabs: [Attribute] = [
        Attribute("shape", "Mrecord"),
        Attribute("style", "solid"),
        Attribute("color", purple),
    ]
    /// The filled dot whose arrow marks a flow's initial route.
    static let initialMarker: [Attribute] = [
        Attribute("shape", "point"),
        Attribute("width", "0.12"),
        Attribute("style", "filled"),
        Attribute("color", "black"),
    ]
    /// A flow drawn as one box, below the depth asked for.
    static let collapsedFlow: [Attribute] = [
        Attribute("shape", "box3d"),
        Attribute("style", "filled"),
        Attribute("fillcolor", "#f3f3f3"),
        Attribute("color", "#8a8a8a"),
    ]
    /// An edge a highlighted run took.
    static let taken: [Attribute] = [Attribute("penwidth", "3")]
    /// An edge a highlighted run did not take.
    static let faded: [Attribute] = [Attribute("color", "#cfcfcf"), Attribute("fontcolor", "#a8a8a8")]
    /// Edges that only order nodes within a rank.
    static let order: [Attribute] = [Attribute("style", "invis")]
    static let legendPoint: [Attribute] = [
        Attribute("shape", "point"),
        Attribute("width", "0.06"),
        Attribute("color", "#8a8a8a"),
    ]
    static let legendText: [Attribute] = [
        Attribute("shape", "plaintext"),
        Attribute("fontsize", "10"),
        Attribute("height", "0.2"),
    ]

    // MARK: Edges

    /// The kinds of edge the diagram draws; each has one look. The label says what happens
    /// (`event / action`); the look is a second cue.
    typealias EdgeKind = DrawnEdge.Kind

    static let blue = "#1f6fb2"
    static let purple = "#7b6fb0"
    static let green = "#2e7d32"
    static let red = "#c0392b"
    static let gray = "#6b6b6b"
}

/// How each kind of edge looks, and what the legend says of it.
extension DrawnEdge.Kind {
    var attributes: [Attribute] {
        switch self {
        case .initial: [Attribute("arrowsize", "0.6")]
        case .push: [Attribute("style", "solid")]
        case .present: [Attribute("style", "dashed")]
        case .selectTab: [Attribute("style", "dotted")]
        case .back: [Attribute("style", "solid"), Attribute("color", DiagramStyle.gray), Attribute("fontcolor", DiagramStyle.gray)]
        case .startPush: [Attribute("style", "solid"), Attribute("color", DiagramStyle.blue), Attribute("fontcolor", DiagramStyle.blue)]
        case .startPresent: [Attribute("style", "dashed"), Attribute("color", DiagramStyle.blue), Attribute("fontcolor", DiagramStyle.blue)]
        case .startRoot: [Attribute("style", "solid"), Attribute("penwidth", "2.5"), Attribute("color", DiagramStyle.blue), Attribute("fontcolor", DiagramStyle.blue), Attribute("arrowhead", "empty")]
        case .tab: [Attribute("style", "dotted"), Attribute("color", DiagramStyle.purple), Attribute("arrowhead", "odiamond")]
        case .finish: [Attribute("style", "solid"), Attribute("color", DiagramStyle.green), Attribute("fontcolor", DiagramStyle.green)]
        case .escalate: [Attribute("style", "bold"), Attribute("color", DiagramStyle.red), Attribute("fontcolor", DiagramStyle.red)]
        }
    }

    /// What the legend says about it.
    var legend: String {
        switch self {
        case .initial: "initial route"
        case .push: "push"
        case .present: "present (modal)"
        case .selectTab: "select tab"
        case .back: "pop, dismiss: back to the route that opened it"
        case .startPush: "start child flow (push)"
        case .startPresent: "start child flow (present)"
        case .startRoot: "start child flow (as root)"
        case .tab: "tab hosts child flow"
        case .finish: "finish ⇒ the parent's event"
        case .escalate: "escalate ⇒ the parent's event"
        }
    }
}
