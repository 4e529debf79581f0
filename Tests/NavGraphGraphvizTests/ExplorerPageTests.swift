import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

/// The explorer page's contents, read as text and JSON: what a browser would load, checked without one.
@Suite("The HTML explorer page")
struct ExplorerPageTests {
    /// The toaster's README run: launch, open settings, go back; and one event Home does not take.
    static let run = RunSpec(steps: [
        RunSpec.Step(flow: "App", from: "splash", event: "launch", to: "splash"),
        RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings"),
        RunSpec.Step(flow: "Home", from: "settings", event: "submit"),
        RunSpec.Step(flow: "Home", from: "settings", event: "back", to: "home"),
    ])

    struct Page {
        var html: String
        var svg: SVGDocument
        var data: [String: Any]
        /// The JSON data block as the page holds it.
        var dataText: String

        init(_ graph: FlowGraph, options: RenderOptions = RenderOptions()) throws {
            html = try GraphvizRenderer(options: options).explorerPage(graph)
            let svgStart = try #require(html.range(of: "<svg"))
            let svgEnd = try #require(html.range(of: "</svg>"))
            svg = SVGDocument(Data(html[svgStart.lowerBound..<svgEnd.upperBound].utf8))
            let open = #"<script type="application/json" id="ng-data">"#
            let dataStart = try #require(html.range(of: open))
            let dataEnd = try #require(html[dataStart.upperBound...].range(of: "</script>"))
            dataText = String(html[dataStart.upperBound..<dataEnd.lowerBound])
            data = try #require(try JSONSerialization.jsonObject(with: Data(dataText.utf8)) as? [String: Any])
        }

        var flows: [[String: Any]] { data["flows"] as? [[String: Any]] ?? [] }
        var edges: [[String: Any]] { data["edges"] as? [[String: Any]] ?? [] }
        var run: [String: Any]? { data["run"] as? [String: Any] }
    }

    @Test("One file: the inline SVG is XML, and nothing is loaded from anywhere")
    func selfContained() throws {
        let page = try Page(try Graphs.toaster())
        #expect(page.html.hasPrefix("<!DOCTYPE html>"))
        #expect(page.svg.parsed, "\(page.svg.error ?? "not an svg")")
        #expect(page.svg.activeContent.isEmpty)
        for external in ["<link", "src=", "@import", "url(", "fetch(", "XMLHttpRequest", "<?xml", "<!DOCTYPE svg", "<iframe"] {
            #expect(!page.html.contains(external), "the page holds \(external)")
        }
        // The only absolute URLs are XML namespace names, which nothing fetches.
        let urls = page.html.components(separatedBy: "://").dropFirst().map { String($0.prefix(20)) }
        #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("www.w3.org/") }, "\(urls)")
        #expect(page.html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    @Test("The data names every flow, route and edge by the id the SVG gives it")
    func idsMatchTheSVG() throws {
        let graph = try Graphs.toaster()
        let page = try Page(graph)
        let ids = Set(page.svg.groups.map(\.id))
        #expect(page.flows.compactMap { $0["name"] as? String } == graph.flows.map(\.name))
        for flow in page.flows {
            let element = try #require(flow["element"] as? String)
            #expect(ids.contains(element), "no element \(element)")
            for route in flow["routes"] as? [[String: Any]] ?? [] {
                let element = try #require(route["element"] as? String)
                #expect(ids.contains(element), "no element \(element)")
            }
        }
        let edgeIDs = page.edges.compactMap { $0["id"] as? String }
        #expect(edgeIDs.count == page.svg.groups("edge").count)
        #expect(Set(edgeIDs) == Set(page.svg.groups("edge").map(\.id)))
        let home = try #require(page.flows.first { $0["name"] as? String == "Home" })
        let rows = try #require(home["rows"] as? [[String: Any]])
        #expect(rows.contains { $0["text"] as? String == "openSettings / push settings" && $0["edge"] is String })
        #expect(page.run == nil)
    }

    @Test("A run: each step's edges, the visible stack after each, a rejected step, the edges never taken")
    func run() throws {
        let page = try Page(try Graphs.toaster(), options: RenderOptions(highlight: Self.run))
        let run = try #require(page.run)
        let steps = try #require(run["steps"] as? [[String: Any]])
        #expect(steps.map { $0["rejected"] as? Bool } == [false, false, true, false])
        // launch from splash is drawn twice, guarded and not: the step took one of them, and the
        // run does not say which, as on the static picture.
        #expect(steps.map { ($0["edges"] as? [String])?.count } == [2, 1, 0, 1])
        #expect((steps[1]["edges"] as? [String])?.first?.hasSuffix("#push") == true)
        let stacks = try #require(run["stacks"] as? [[String]])
        #expect(stacks.count == steps.count + 1)
        #expect(stacks[0] == ["App: splash"])
        #expect(stacks[2].last == "Home: home › settings")
        #expect(stacks[3] == stacks[2], "a rejected step changes nothing")
        #expect(stacks[4].last == "Home: home")
        let untaken = try #require(run["untaken"] as? [String])
        let drawable = page.edges.filter { !["initial", "tab"].contains($0["kind"] as? String ?? "") }
        #expect(untaken.count == drawable.count - 4)
    }

    @Test("The visible stack follows tabs, a modal child and its finish; a subtree's run names steps outside it")
    func stackThroughTabsAndModals() throws {
        let run = RunSpec(steps: [
            RunSpec.Step(flow: "App", from: "splash", event: "launch", to: "splash"),
            RunSpec.Step(flow: "TabBar", from: "home", event: "selectTab", to: "clip"),
            RunSpec.Step(flow: "TabBar", from: "clip", event: "tapPlus"),
            RunSpec.Step(flow: "AddLink", from: "addLink", event: "linkEntered", to: "selectClip"),
            RunSpec.Step(flow: "AddLink", from: "selectClip", event: "cancel"),
        ])
        let page = try Page(try Graphs.toaster(), options: RenderOptions(highlight: run))
        let stacks = try #require(page.run?["stacks"] as? [[String]])
        #expect(stacks[1] == ["App: splash", "TabBar: home", "Home: home"])
        #expect(stacks[2] == ["App: splash", "TabBar: clip", "Clip: clipList"])
        #expect(stacks[4].last == "+ Add link: addLink › selectClip")
        #expect(stacks[5] == stacks[2], "the finished modal is gone")

        let subtree = try Page(try Graphs.toaster().subgraph(from: "TabBar"), options: RenderOptions(highlight: run))
        let steps = try #require(subtree.run?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["shown"] as? Bool } == [false, true, true, true, true])
        #expect(steps.map { $0["rejected"] as? Bool } == [false, false, false, false, false])
    }

    @Test("Any name is safe: it cannot end the script, open a comment or break a JavaScript string", arguments: [
        "</script><script>alert(1)</script>", "<!--", "a\u{2028}b\u{2029}c", "\"'&<>\\", "</SCRIPT", "토스터 & <b>",
    ])
    func hostileNames(name: String) throws {
        let page = try Page(Graphs.labelled(name))
        #expect(page.html.components(separatedBy: "</script>").count == 3, "only the data block and the script close a script")
        #expect(page.html.lowercased().components(separatedBy: "</script").count == 3)
        #expect(!page.html.contains("<!--"))
        #expect(!page.dataText.contains("\u{2028}") && !page.dataText.contains("\u{2029}") && !page.dataText.contains("<"))
        #expect(page.svg.parsed, "\(page.svg.error ?? "not an svg")")
        #expect(page.flows.contains { $0["name"] as? String == name }, "the data gives the name back as it was")
    }
}
