import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

/// The default pictures, measured by the shared svg-legibility tool from their own geometry.
@Suite("Legibility, measured")
struct LegibilityTests {
    @Test("The Toaster hierarchy: no floating label, no overlap, no stand-in node")
    func toaster() throws {
        let measured = try SVGLegibility.measure(GraphvizRenderer().render(Graphs.toaster(), as: .svg))
        #expect(measured.status == 0, "\(measured.report)")
        #expect(measured.floating_labels == 0 && measured.label_overlaps == 0 && measured.pseudo_nodes == 0)
    }

    @Test("A generated 100-flow hierarchy: no floating label, no overlap, no stand-in node")
    func large() throws {
        let measured = try SVGLegibility.measure(GraphvizRenderer().render(LargeGraph.make(flows: 100, routes: 10), as: .svg))
        #expect(measured.status == 0, "\(measured.report)")
    }

    /// README's pictures: the overview and one per subtree, as scripts/render draws them.
    @Test("README's pictures show text of 9 px or more in an 880 px column", arguments: [
        (nil, 1), ("TabBar", 1), ("Auth", nil), ("Home", nil), ("Clip", nil), ("Search", nil), ("Timer", nil), ("AddLink", nil),
    ] as [(String?, Int?)])
    func readme(flow: String?, depth: Int?) throws {
        var graph = try Graphs.toaster()
        if let flow { graph = try graph.subgraph(from: flow) }
        let measured = try SVGLegibility.measure(GraphvizRenderer(options: RenderOptions(depth: depth)).render(graph, as: .svg))
        #expect(measured.status == 0, "\(measured.report)")
        #expect((measured.smallest_text_px_at_display ?? 0) >= 9, "\(measured.report)")
    }
}
