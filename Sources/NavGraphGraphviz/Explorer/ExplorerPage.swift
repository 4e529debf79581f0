public import Foundation
public import NavGraph

/// The interactive explorer: one self-contained HTML file holding the SVG libgvc laid out, the
/// graph's declarations (and the run, when ``RenderOptions/highlight`` has one) as JSON, and a small
/// inline script and style. It loads nothing: no network, no other file, no build step.
///
/// In the page: pan and zoom, collapse a flow's box, search flows, routes, events and guards,
/// click a route or flow for its transitions or declaration, step through the run, and see the
/// transitions it never took.
///
/// ```swift
/// let svg = try GraphvizRenderer(options: options).render(graph, as: .svg)
/// let html = ExplorerPage(graph: graph, svg: svg, options: options).html
/// // or, in one call:
/// let page = try GraphvizRenderer(options: options).explorerPage(graph)
/// ```
public struct ExplorerPage: Hashable, Sendable {
    /// The graph drawn.
    public var graph: FlowGraph
    /// The SVG libgvc rendered for `graph` with `options`.
    public var svg: Data
    /// The options the SVG was rendered with: the page's ids and run come from them.
    public var options: RenderOptions

    /// A page of `svg`, rendered from `graph` with `options`.
    public init(graph: FlowGraph, svg: Data, options: RenderOptions) {
        self.graph = graph
        self.svg = svg
        self.options = options
    }

    /// The page as HTML text, deterministic for the same inputs.
    ///
    /// - Complexity: O(transitions × edges), for linking each declared row to the edge drawing it.
    public var html: String {
        let data = ExplorerData(graph: graph, options: options)
        let title = graph[flow: graph.root]?.shownName ?? graph.root
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>\(HTMLText.escaped(title)) · NavGraph explorer</title>
            <style>
            \(ExplorerStyle.css)
            </style>
            </head>
            <body>
            \(ExplorerMarkup.body(title: HTMLText.escaped(title), hasRun: data.run != nil))
            <div id="ng-canvas" tabindex="0" role="group" aria-label="Diagram: arrow keys pan, + and − zoom, 0 fits; Tab reaches each flow, route and edge">
            \(HTMLText.inlineSVG(svg))
            </div>
            </main>
            <script type="application/json" id="ng-data">\(HTMLText.scriptJSON(data))</script>
            <script>
            \(ExplorerScript.javascript)
            </script>
            </body>
            </html>

            """
    }
}

extension GraphvizRenderer {
    /// The graph as an ``ExplorerPage``'s HTML: renders the SVG, then wraps it.
    ///
    /// ```swift
    /// let html = try GraphvizRenderer().explorerPage(graph)
    /// try Data(html.utf8).write(to: URL(filePath: "diagrams/toaster.html"))
    /// ```
    /// - Throws: what ``render(_:as:)`` throws.
    public func explorerPage(_ graph: FlowGraph) throws(GraphvizError) -> String {
        ExplorerPage(graph: graph, svg: try render(graph, as: .svg), options: options).html
    }
}
