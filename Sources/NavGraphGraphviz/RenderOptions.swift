public import NavGraph

/// What the diagram shows and how it is laid out.
///
/// ```swift
/// var options = RenderOptions()
/// options.direction = .topToBottom
/// options.legend = false
/// let svg = try GraphvizRenderer(options: options).render(graph, as: .svg)
/// ```
public struct RenderOptions: Hashable, Sendable, Codable {
    /// The direction of the layout (`rankdir`).
    public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
        /// Left to right (`LR`), the default.
        case leftToRight = "LR"
        /// Top to bottom (`TB`).
        case topToBottom = "TB"
    }

    /// Where an edge's text (event and guard) goes.
    public enum EdgeLabels: String, Hashable, Sendable, Codable, CaseIterable {
        /// On the edge (`label`): clearest, and what makes large clustered layouts slow.
        case inline
        /// Beside the edge (`xlabel`), placed after layout: layout does not make room for it.
        case external
        /// Only in the edge's tooltip (SVG), which always holds the whole transition: the lightest layout.
        case hidden
    }

    /// The direction of the layout.
    public var direction: Direction
    /// The layout engine.
    public var engine: LayoutEngine
    /// Where edge text goes.
    public var edgeLabels: EdgeLabels
    /// Whether a legend of the edge styles the picture uses is drawn.
    public var legend: Bool
    /// How many levels of flows are drawn with their routes (`1`: the root only); deeper flows are
    /// one box each, holding their own children. `nil` draws every level.
    public var depth: Int?
    /// A run to draw on the map: the edges it took bold and numbered in order, the rest faded; a
    /// step no edge draws is listed in its flow's box.
    public var highlight: RunSpec?

    /// Options; the defaults draw left to right with `dot`, labels on edges, every level and no legend.
    public init(direction: Direction = .leftToRight, engine: LayoutEngine = .dot, edgeLabels: EdgeLabels = .inline, legend: Bool = false,
                depth: Int? = nil, highlight: RunSpec? = nil) {
        self.direction = direction
        self.engine = engine
        self.edgeLabels = edgeLabels
        self.legend = legend
        self.depth = depth
        self.highlight = highlight
    }
}
