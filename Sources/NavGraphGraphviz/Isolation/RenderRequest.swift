public import NavGraph

/// What ``IsolatedRenderer`` asks its worker process to draw, sent as JSON on the worker's stdin.
///
/// ```swift
/// let request = RenderRequest(graph: graph, formats: [.svg], options: RenderOptions(), timeLimit: 60)
/// ```
public struct RenderRequest: Hashable, Sendable, Codable {
    /// The graph to draw.
    public var graph: FlowGraph
    /// The formats to render, from one layout.
    public var formats: [RenderFormat]
    /// What the diagram shows and how it is laid out.
    public var options: RenderOptions
    /// Seconds after which the worker stops itself, should its parent be gone (the parent stops it
    /// earlier, at its own limit).
    public var timeLimit: Double

    /// A request.
    public init(graph: FlowGraph, formats: [RenderFormat], options: RenderOptions, timeLimit: Double) {
        self.graph = graph
        self.formats = formats
        self.options = options
        self.timeLimit = timeLimit
    }
}
