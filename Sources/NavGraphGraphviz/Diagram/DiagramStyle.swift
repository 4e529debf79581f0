/// How each kind of route and transition looks. The legend is drawn from these same values.
enum DiagramStyle {
    static let font = "Helvetica,Arial,sans-serif"

    static let graph: [Attribute] = [
        Attribute("compound", "true"),  // lhead/ltail are silently ignored without it
        Attribute("newrank", "true"),  // avoids 2.42's init_rank trouble and gvFreeLayout crash with clusters
        Attribute("fontname", font),
        Attribute("fontsize", "13"),
        Attribute("nodesep", "0.3"),
        Attribute("ranksep", "0.45"),
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

    /// A route; `initial` filled and bold, `finishing` with a double border, a tab as a tab.
    static func route(initial: Bool, finishing: Bool, tab: Bool) -> [Attribute] {
        var attributes: [Attribute] = []
        if tab { attributes.append(Attribute("shape", "tab")) }
        if initial {
            attributes.append(Attribute("style", tab ? "bold,filled" : "rounded,bold,filled"))
            attributes.append(Attribute("fillcolor", "#e3f0fb"))
        } else if tab {
            attributes.append(Attribute("style", "solid"))
        }
        if finishing { attributes.append(Attribute("peripheries", "2")) }
        return attributes
    }
    static let anyRoute: [Attribute] = [
        Attribute("shape", "oval"),
        Attribute("style", "dashed"),
        Attribute("color", "#8a8a8a"),
        Attribute("fontcolor", "#5a5a5a"),
        Attribute("fontsize", "10"),
        Attribute("height", "0.3"),
    ]
    static let output: [Attribute] = [
        Attribute("shape", "cds"),
        Attribute("style", "filled"),
        Attribute("fillcolor", "#e4f3e4"),
        Attribute("color", "#2e7d32"),
        Attribute("fontsize", "11"),
    ]
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

    /// The kinds of edge the diagram draws; each has one look.
    enum EdgeKind: CaseIterable {
        case push, present, selectTab, startPush, startPresent, startRoot, tab
        case finish, escalate, output, dismissed, stay

        var attributes: [Attribute] {
            switch self {
            case .push: [Attribute("style", "solid")]
            case .present: [Attribute("style", "dashed")]
            case .selectTab: [Attribute("style", "dotted")]
            case .startPush: [Attribute("style", "solid"), Attribute("color", blue), Attribute("fontcolor", blue)]
            case .startPresent: [Attribute("style", "dashed"), Attribute("color", blue), Attribute("fontcolor", blue)]
            case .startRoot: [Attribute("style", "solid"), Attribute("penwidth", "2.5"), Attribute("color", blue), Attribute("fontcolor", blue), Attribute("arrowhead", "empty")]
            case .tab: [Attribute("style", "dotted"), Attribute("color", purple), Attribute("arrowhead", "odiamond")]
            case .finish: [Attribute("style", "solid"), Attribute("color", green), Attribute("fontcolor", green)]
            case .escalate: [Attribute("style", "bold"), Attribute("color", red), Attribute("fontcolor", red)]
            case .output: [Attribute("style", "dashed"), Attribute("color", green), Attribute("fontcolor", green), Attribute("arrowhead", "vee")]
            case .dismissed: [Attribute("style", "dotted"), Attribute("color", green), Attribute("fontcolor", green), Attribute("arrowhead", "vee")]
            case .stay: [Attribute("style", "solid"), Attribute("color", gray), Attribute("fontcolor", gray)]
            }
        }

        /// What the legend says about it.
        var legend: String {
            switch self {
            case .push: "push"
            case .present: "present (modal)"
            case .selectTab: "select tab"
            case .startPush: "start child flow (push)"
            case .startPresent: "start child flow (present)"
            case .startRoot: "start child flow (as root)"
            case .tab: "tab hosts child flow"
            case .finish: "finish with output"
            case .escalate: "escalate output"
            case .output: "child output becomes parent event"
            case .dismissed: "output when dismissed by the platform"
            case .stay: "pop, dismiss, stay (event / action)"
            }
        }
    }

    static let blue = "#1f6fb2"
    static let purple = "#7b6fb0"
    static let green = "#2e7d32"
    static let red = "#c0392b"
    static let gray = "#6b6b6b"
}
