import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

@Suite("Graphviz under load")
struct StressTests {
    @Test("Concurrent renders from many tasks all succeed and agree (one lock serialises Graphviz)")
    func concurrent() async throws {
        let graph = try Graphs.toaster()
        let expected = try GraphvizRenderer().render(graph, formats: [.dot, .svg])
        let results = await withTaskGroup(of: Result<[RenderFormat: Data], GraphvizError>.self) { group in
            for index in 0..<24 {
                group.addTask {
                    let formats: [RenderFormat] = index.isMultiple(of: 3) ? [.dot, .svg, .png] : [.dot, .svg]
                    return Result { () throws(GraphvizError) in try GraphvizRenderer().render(graph, formats: formats) }
                }
            }
            var all: [Result<[RenderFormat: Data], GraphvizError>] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 24)
        for result in results {
            let outputs = try result.get()
            #expect(outputs[.dot] == expected[.dot])
            #expect(outputs[.svg] == expected[.svg])
        }
    }

    @Test("1,000 routes in 100 flows with labelled edges between clusters render to SVG")
    func large() throws {
        let graph = LargeGraph.make(flows: 100, routes: 10)
        #expect(graph.flows.reduce(0) { $0 + $1.routes.count } == 1_000)
        let started = Date()
        let svg = SVGDocument(try GraphvizRenderer().render(graph, as: .svg))
        let seconds = Date().timeIntervalSince(started)
        #expect(svg.parsed)
        #expect(svg.titles.filter { $0.hasPrefix("cluster:") }.count == 100)
        #expect(svg.texts.contains("F99"))
        #expect(svg.texts.contains("open99 / push F99"))
        print("1,000 routes in 100 flows: SVG in \(Int(seconds * 1000)) ms")
    }
}
