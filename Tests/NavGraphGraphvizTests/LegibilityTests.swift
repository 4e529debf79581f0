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

    @Test("The measure sees labels under tooltips: one moved 200 pt off its edge fails it")
    func measureCanFail() throws {
        let svg = String(decoding: try GraphvizRenderer().render(Graphs.toaster(), as: .svg), as: UTF8.self)
        let edge = try #require(svg.range(of: "<title>App/TabBar/Home/home&#45;&gt;App/TabBar/Home/settings</title>"))
        let text = try #require(svg[edge.upperBound...].range(of: "<text text-anchor=\"middle\" x=\""))
        let moved = svg.replacingCharacters(in: text, with: "<text text-anchor=\"middle\" x=\"200")
        #expect(!SVGLegibility.sameGeometry(svg).contains("<a "))
        let measured = try SVGLegibility.measure(Data(moved.utf8))
        #expect(measured.status == 1 && measured.floating_labels == 1, "\(measured.report)")
    }

    @Test("Splitting an edge's curve keeps its ends and its points")
    func split() {
        #expect(SVGLegibility.split("M0,0C0,0 10,10 10,10", pieces: 2) == "M0.0,0.0C0.0,0.0 2.5,2.5 5.0,5.0 7.5,7.5 10.0,10.0 10.0,10.0")
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
