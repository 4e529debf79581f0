/// The formats the renderer writes: a fixed set, checked before Graphviz sees them (a format libgvc
/// does not know makes 2.42 fail in a way that poisons its context).
///
/// ```swift
/// let svg = try GraphvizRenderer().render(graph, as: .svg)
/// RenderFormat(rawValue: "png")   // .png
/// ```
public enum RenderFormat: String, Hashable, Sendable, Codable, CaseIterable {
    /// DOT before layout, as `agwrite` writes the graph: deterministic and independent of fonts.
    case dot
    /// SVG, laid out and rendered by libgvc's core SVG renderer.
    case svg
    /// PNG, laid out and rendered by libgvc's cairo renderer.
    case png

    /// The file name extension.
    public var fileExtension: String { rawValue }

    /// Whether the format needs a layout (everything but pre-layout DOT).
    public var needsLayout: Bool { self != .dot }

    /// The libgvc device name.
    var device: String { rawValue }
}
