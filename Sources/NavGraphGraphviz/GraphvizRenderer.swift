public import Foundation
public import NavGraph

/// Draws a `FlowGraph` with Graphviz in this process: builds the graph with libcgraph, lays it out
/// and renders it with libgvc, and hands back bytes or writes files.
///
/// ```swift
/// let graph = try FlowGraph(root: AppFlow.self)
/// let renderer = GraphvizRenderer()
/// let dot = try renderer.dot(graph)                       // pre-layout DOT, deterministic
/// let svg = try renderer.render(graph, as: .svg)          // Data
/// try renderer.write(graph, formats: [.dot, .svg, .png], to: diagrams, named: "toaster")
/// ```
///
/// Calls from any thread or task are serialised by one process-wide lock (Graphviz is not
/// thread-safe). Graphviz's messages become a ``GraphvizError`` instead of stderr output, or, when
/// it went on, ``GraphvizRendering/warnings``.
///
/// - Important: Graphviz runs in this process. The 2.42 release in Debian crashes or hangs on some
///   large clustered graphs with labelled edges between clusters, and a crash in libgvc kills the
///   host. The renderer sets `newrank=true`, which removed those crashes and hangs in every graph
///   measured up to 1,000 nodes; for graphs you do not control, use ``IsolatedRenderer``, which
///   runs the same code in a worker process with a time limit.
public struct GraphvizRenderer: Sendable {
    /// What the diagram shows and how it is laid out.
    public var options: RenderOptions

    /// A renderer with `options`.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The graph as DOT before layout: the text `agwrite` writes for the graph built with cgraph.
    /// It depends on nothing but the graph and the options (no fonts, no layout), byte for byte.
    ///
    /// ```swift
    /// let dot = try GraphvizRenderer().dot(graph)   // "digraph navgraph {\n\tgraph [compound=true, …"
    /// ```
    /// The corresponding C function is `agwrite`.
    public func dot(_ graph: FlowGraph) throws(GraphvizError) -> String {
        let data = try render(graph, as: .dot)
        return String(decoding: data, as: UTF8.self)
    }

    /// The graph rendered as `format`.
    ///
    /// ```swift
    /// let png = try GraphvizRenderer().render(graph, as: .png)
    /// ```
    /// The corresponding C functions are `gvLayout` and `gvRenderData`.
    public func render(_ graph: FlowGraph, as format: RenderFormat) throws(GraphvizError) -> Data {
        guard let data = try render(graph, formats: [format])[format] else {
            throw GraphvizError(.render(format: format.rawValue, messages: GraphvizMessages()))
        }
        return data
    }

    /// The graph rendered in each of `formats`, from one layout.
    ///
    /// ```swift
    /// let outputs = try GraphvizRenderer().render(graph, formats: [.svg, .png])
    /// outputs[.svg]   // Data
    /// ```
    /// - Throws: ``GraphvizError`` with Graphviz's own message: `.invalidGraph` when the graph does
    ///   not validate, `.pluginMissing` (with the package to install) when the layout engine or a
    ///   renderer is not installed, `.layoutFailed`, `.renderFailed`, `.graphConstruction`.
    /// - Complexity: dominated by the layout; labelled edges between clusters make it grow fast
    ///   (about 15 s for 1,000 routes with labels on two cores).
    public func render(_ graph: FlowGraph, formats: [RenderFormat]) throws(GraphvizError) -> [RenderFormat: Data] {
        try rendering(graph, formats: formats).outputs
    }

    /// The graph rendered in each of `formats`, from one layout, with what Graphviz reported through
    /// its error callback on the way: a render it could not do as asked (an edge it could not route)
    /// still succeeds, and says so in ``GraphvizRendering/warnings``. A few messages bypass the
    /// callback and go straight to this process's stderr (a bitmap scaled down to fit);
    /// ``IsolatedRenderer/rendering(_:formats:)`` hands those on too.
    ///
    /// ```swift
    /// let rendering = try GraphvizRenderer().rendering(graph, formats: [.svg])
    /// rendering.warnings   // [] when Graphviz drew everything as asked
    /// ```
    /// - Throws: what ``render(_:formats:)`` throws.
    public func rendering(_ graph: FlowGraph, formats: [RenderFormat]) throws(GraphvizError) -> GraphvizRendering {
        do {
            try graph.validate()
        } catch {
            throw GraphvizError(.invalidGraph(error))
        }
        var unique: [RenderFormat] = []
        for format in formats where !unique.contains(format) { unique.append(format) }
        guard !unique.isEmpty else { return GraphvizRendering(outputs: [:], warnings: []) }
        return try GraphvizSession.run(Diagram(graph, options: options), formats: unique, engine: options.engine)
    }

    /// Renders `formats` and writes them as `name.<extension>` into `folder`, all or nothing: every
    /// format is rendered first, each file is written to a temporary file in `folder` and renamed
    /// into place, so an error leaves no half-written file and earlier files untouched.
    ///
    /// ```swift
    /// let files = try GraphvizRenderer().write(graph, formats: [.dot, .svg], to: URL(filePath: "diagrams"), named: "toaster")
    /// ```
    /// - Returns: The files written, in the order of `formats`.
    @discardableResult
    public func write(_ graph: FlowGraph, formats: [RenderFormat], to folder: URL, named name: String) throws(GraphvizError) -> [URL] {
        let outputs = try render(graph, formats: formats)
        return try OutputFolder(folder).write(outputs.files(named: name, order: formats))
    }
}

/// What a render produced: the bytes of each format, and the messages Graphviz gave without
/// failing, each in one line.
public struct GraphvizRendering: Hashable, Sendable {
    /// The bytes of each format rendered.
    public var outputs: [RenderFormat: Data]
    /// Graphviz's warnings (and errors it went on after), in the order it gave them; empty when it
    /// drew everything as asked.
    public var warnings: [String]

    /// A rendering of `outputs` with `warnings`.
    public init(outputs: [RenderFormat: Data], warnings: [String]) {
        self.outputs = outputs
        self.warnings = warnings
    }
}

extension Dictionary where Key == RenderFormat, Value == Data {
    /// The outputs as `(file name, data)` in the order of `order`.
    func files(named name: String, order: [RenderFormat]) -> [(name: String, data: Data)] {
        var seen: Set<RenderFormat> = []
        return order.compactMap { format in
            guard seen.insert(format).inserted, let data = self[format] else { return nil }
            return ("\(name).\(format.fileExtension)", data)
        }
    }
}
