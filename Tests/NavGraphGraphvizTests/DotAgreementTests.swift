import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

/// The pictures drawn in-process are the ones Graphviz's own `dot` draws from the DOT the library
/// writes, byte for byte: the graph is built in the order `dot` reads it back, so both lay out the
/// same graph. (Built in another order, a 1,000-route hierarchy came out 442 pixels taller.)
@Suite("In-process pictures are what dot draws from our DOT")
struct DotAgreementTests {
    static let cases: [(name: String, graph: @Sendable () throws -> FlowGraph, options: RenderOptions)] = [
        ("Toaster", { try Graphs.toaster() }, RenderOptions()),
        ("Toaster, top to bottom, no legend", { try Graphs.toaster() }, RenderOptions(direction: .topToBottom, legend: false)),
        ("Toaster's TabBar", { try Graphs.toaster().subgraph(from: "TabBar") }, RenderOptions()),
        ("Toaster, external edge labels", { try Graphs.toaster() }, RenderOptions(edgeLabels: .external)),
        ("120 routes in 12 flows", { LargeGraph.make(flows: 12, routes: 10) }, RenderOptions()),
    ]

    @Test("SVG", arguments: cases.indices)
    func svg(index: Int) throws {
        let (name, makeGraph, options) = Self.cases[index]
        let renderer = GraphvizRenderer(options: options)
        let outputs = try renderer.render(try makeGraph(), formats: [.dot, .svg])
        let oracle = try DotOracle.run(["-Tsvg"], input: try #require(outputs[.dot]))
        #expect(oracle.status == 0 && oracle.stderr.isEmpty, "\(name): dot said \(oracle.stderr)")
        let svg = try #require(outputs[.svg])
        #expect(svg == oracle.stdout, "\(name): the in-process SVG (\(svg.count) bytes) is not what dot draws (\(oracle.stdout.count) bytes)")
    }

    @Test("PNG")
    func png() throws {
        let renderer = GraphvizRenderer()
        let outputs = try renderer.render(try Graphs.toaster(), formats: [.dot, .png])
        let oracle = try DotOracle.run(["-Tpng"], input: try #require(outputs[.dot]))
        #expect(oracle.status == 0)
        #expect(try #require(outputs[.png]) == oracle.stdout, "the in-process PNG is not what dot draws")
    }
}
