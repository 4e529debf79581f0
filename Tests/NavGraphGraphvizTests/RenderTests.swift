import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

@Suite("Rendering the Toaster hierarchy")
struct RenderTests {
    @Test("Every DOT the renderer writes parses in Graphviz's own dot without a warning", arguments: [
        RenderOptions(),
        RenderOptions(direction: .topToBottom, legend: true),
        RenderOptions(depth: 2),
        RenderOptions(edgeLabels: .external),
        RenderOptions(edgeLabels: .hidden),
    ])
    func dotParsesInGraphviz(options: RenderOptions) throws {
        let graph = try Graphs.toaster()
        let dot = try GraphvizRenderer(options: options).dot(graph)
        try DotOracle.accepts(dot)
        try DotOracle.accepts(GraphvizRenderer(options: options).dot(graph.subgraph(from: "TabBar")))
    }

    @Test("SVG is XML and shows every flow and route")
    func svg() throws {
        let graph = try Graphs.toaster()
        let svg = SVGDocument(try GraphvizRenderer().render(graph, as: .svg))
        #expect(svg.parsed, "\(svg.error ?? "root element is \(svg.rootElement ?? "none")")")
        for label in Graphs.labels(of: graph) {
            #expect(svg.texts.contains(label), "the SVG does not show \(label)")
        }
        #expect(svg.texts.contains("launch [hasSession] / root TabBar"))
        #expect(!svg.texts.contains("Legend"))
        #expect(!svg.texts.contains("any route"))
    }

    @Test("Every flow, route and edge has a stable id; every edge a tooltip with the whole transition")
    func idsAndTooltips() throws {
        let graph = try Graphs.toaster()
        let diagram = Diagram(graph, options: RenderOptions())
        let svg = SVGDocument(try GraphvizRenderer().render(graph, as: .svg))
        #expect(svg.groups("cluster").map(\.id) == diagram.allClusters.map(\.id))
        #expect(svg.groups("node").map(\.id).sorted() == diagram.allNodes.map(\.id).sorted())
        for route in ["App/Auth/login", "App/TabBar/Home/settings", "App/TabBar/LinkDetail/webView"] {
            #expect(svg.groups("node").contains { $0.id == route })
        }
        let edges = svg.groups("edge")
        #expect(edges.count == diagram.edges.count)
        #expect(edges.allSatisfy { $0.id.hasPrefix("edge:") && !($0.tooltip ?? "").isEmpty })
        #expect(Set(edges.map(\.id)).count == edges.count)
        let logout = try #require(edges.first { $0.id == "edge:App/TabBar/Home/settings->App/Auth#escalate" })
        #expect(logout.tooltip?.contains("Home.settings: tapLogout / escalate logout") == true)
        #expect(logout.tooltip?.contains("App.(any route): loggedOut / start Auth (root) → Auth") == true)
        let push = try #require(edges.first { $0.id == "edge:App/TabBar/Home/home->App/TabBar/Home/settings#push" })
        #expect(push.tooltip == "Home.home: openSettings / push settings → Home.settings")
        #expect(try GraphvizRenderer().render(graph, as: .svg) == GraphvizRenderer().render(graph, as: .svg))
    }

    @Test("PNG has a valid header and a sane size")
    func png() throws {
        let png = try GraphvizRenderer().render(Graphs.toaster(), as: .png)
        let header = try #require(PNGHeader(png), "not a PNG")
        #expect((500...10_000).contains(header.width), "width \(header.width)")
        #expect((300...10_000).contains(header.height), "height \(header.height)")
    }

    @Test("One layout gives every format; DOT and SVG are byte-identical from run to run")
    func deterministic() throws {
        let graph = try Graphs.toaster()
        let renderer = GraphvizRenderer()
        let first = try renderer.render(graph, formats: [.dot, .svg, .png])
        let second = try renderer.render(graph, formats: [.svg, .dot])
        #expect(Set(first.keys) == [.dot, .svg, .png])
        #expect(first[.dot] == second[.dot])
        #expect(first[.svg] == second[.svg])
        #expect(try renderer.dot(graph) == String(decoding: try #require(first[.dot]), as: UTF8.self))
    }

    @Test("The SVG's clusters are nested as the hierarchy nests, with LinkDetail once, in TabBar")
    func clusters() throws {
        let svg = SVGDocument(try GraphvizRenderer().render(Graphs.toaster(), as: .svg))
        let clusters = svg.titles.filter { $0.hasPrefix("cluster:") }
        #expect(clusters == [
            "cluster:App", "cluster:App/Auth", "cluster:App/TabBar", "cluster:App/TabBar/Home",
            "cluster:App/TabBar/LinkDetail", "cluster:App/TabBar/Clip", "cluster:App/TabBar/Search",
            "cluster:App/TabBar/Timer", "cluster:App/TabBar/AddLink",
        ])
        #expect(svg.titles.filter { $0.hasSuffix("/webView") && !$0.contains("->") } == ["App/TabBar/LinkDetail/webView"])
    }

    @Test("An invalid graph is refused before Graphviz sees it")
    func invalidGraph() throws {
        var graph = try Graphs.toaster()
        graph.flows[1].transitions[0].action.route = "nowhere"
        #expect {
            try GraphvizRenderer().render(graph, as: .svg)
        } throws: { error in
            GraphvizError.Code.invalidGraph ~= error && "\(error)".contains("nowhere")
        }
    }

    @Test("Writing files: all formats land in the folder, no temporary file stays")
    func write() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-write-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GraphvizRenderer().write(Graphs.toaster(), formats: [.dot, .svg, .png], to: folder, named: "toaster")
        #expect(files.map(\.lastPathComponent) == ["toaster.dot", "toaster.svg", "toaster.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["toaster.dot", "toaster.png", "toaster.svg"])
    }
}
