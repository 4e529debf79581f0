import Foundation
package import NavGraph

/// The pictures that show a hierarchy legibly on a page: the whole hierarchy when it fits, else an
/// overview of the root (its routes, the flows below it as boxes) and the same, recursively, for
/// each box: its whole subtree when that fits, else its own overview and its boxes.
///
/// A picture is laid out in each of the directions given, in order, until one fits; a picture
/// that fits in none (one flow too wide on its own) is kept in the direction with the largest text.
/// A flow drawn with its routes in one picture gets no picture of its own (a shared child drawn
/// inside its first parent's subtree).
///
/// ```swift
/// let pictures = try FittedPictures.plan(graph, options: RenderOptions(), page: PageFit(), directions: [.leftToRight, .topToBottom]) {
///     graph, options throws(GraphvizError) in try GraphvizRenderer(options: options).rendering(graph, formats: [.svg])
/// }
/// pictures.map(\.flow)   // [nil, "Auth", "TabBar", "Home", "Clip", …]: the overview first
/// ```
package enum FittedPictures {
    /// One picture and its SVG.
    package struct Picture: Hashable, Sendable {
        /// The flow whose subtree it draws; `nil` for the graph's root.
        package var flow: String?
        /// What it draws.
        package var graph: FlowGraph
        /// How: the direction chosen, and depth 1 for an overview.
        package var options: RenderOptions
        /// Its SVG, the one its text size is read from.
        package var rendering: GraphvizRendering
        /// Its smallest text in px on the page; `nil` when it has none.
        package var textSize: Double?
        /// Whether that text is legible on the page.
        package var fits: Bool
    }

    /// The pictures of `graph`, the root's first, then in the order of the graph's flows, level by
    /// level. `render` lays out a graph with options and returns its SVG.
    ///
    /// - Throws: what `render` throws.
    package static func plan(
        _ graph: FlowGraph, options: RenderOptions, page: PageFit, directions: [RenderOptions.Direction],
        render: (FlowGraph, RenderOptions) throws(GraphvizError) -> GraphvizRendering
    ) throws(GraphvizError) -> [Picture] {
        var pictures: [Picture] = []
        var drawn: Set<String> = []
        var queue = [graph.root]
        while !queue.isEmpty {
            let flow = queue.removeFirst()
            guard !drawn.contains(flow) else { continue }
            let subtree: FlowGraph
            do {
                subtree = flow == graph.root ? graph : try graph.subgraph(from: flow)
            } catch {
                throw GraphvizError(.invalidGraph(error))
            }
            let nesting = subtree.nesting
            let boxes = subtree.flows.map(\.name).filter { nesting[$0]?.count == 2 }
            let name = flow == graph.root ? nil : flow
            var whole = options
            whole.depth = nil
            let picture = try best(of: subtree, named: name, options: whole, page: page, directions: directions, render: render)
            if picture.fits || boxes.isEmpty {
                pictures.append(picture)
                drawn.formUnion(subtree.flows.map(\.name))
                continue
            }
            var overview = options
            overview.depth = 1
            pictures.append(try best(of: subtree, named: name, options: overview, page: page, directions: directions, render: render))
            drawn.insert(flow)
            queue += boxes
        }
        return pictures
    }

    /// `graph` laid out in the first of `directions` in which it fits, else in the one with the
    /// largest text.
    private static func best(
        of graph: FlowGraph, named flow: String?, options: RenderOptions, page: PageFit, directions: [RenderOptions.Direction],
        render: (FlowGraph, RenderOptions) throws(GraphvizError) -> GraphvizRendering
    ) throws(GraphvizError) -> Picture {
        func laidOut(_ direction: RenderOptions.Direction) throws(GraphvizError) -> Picture {
            var laidOut = options
            laidOut.direction = direction
            let rendering = try render(graph, laidOut)
            let svg = rendering.outputs[.svg] ?? Data()
            return Picture(flow: flow, graph: graph, options: laidOut, rendering: rendering, textSize: page.textSize(ofSVG: svg), fits: page.fits(svg: svg))
        }
        var best = try laidOut(directions.first ?? options.direction)
        for direction in directions.dropFirst() where !best.fits {
            let picture = try laidOut(direction)
            if picture.fits || (picture.textSize ?? 0) > (best.textSize ?? 0) { best = picture }
        }
        return best
    }
}
