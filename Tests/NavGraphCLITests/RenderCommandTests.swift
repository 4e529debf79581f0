import Foundation
import NavGraph
import NavGraphGraphviz
import NavGraphTool
import Testing
import ToasterExample

@Suite("navgraph render, end to end")
struct RenderCommandTests {
    @Test("By default a hierarchy too wide for a page is drawn as README's overview and subtrees, and says so")
    func example() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "dot,svg,png,json", "--output", "diagrams"], in: folder.url)
        #expect(run.status == 0)
        let names = ["overview", "Auth", "TabBar", "Home", "Clip", "Search", "Timer", "AddLink"].map { "toaster-\($0)" }
        #expect(run.stdout == (["dot", "svg", "png"].flatMap { format in names.map { "diagrams/\($0).\(format)" } } + ["diagrams/toaster.json"]).joined(separator: "\n") + "\n")
        #expect(run.stderr == "note: the whole hierarchy does not fit an 880 px column with text of 9 px or more; drawn as an overview and one picture per subtree: "
            + names.joined(separator: ", ") + " (--whole draws it in one picture)\n")

        // The root and TabBar one level deep, each flow below whole: README's pictures.
        let graph = try FlowGraph(root: AppFlow.self)
        let overview = GraphvizRenderer(options: RenderOptions(depth: 1))
        #expect(try String(contentsOf: folder.file("diagrams/toaster-overview.dot"), encoding: .utf8) == overview.dot(graph))
        #expect(try String(contentsOf: folder.file("diagrams/toaster-TabBar.dot"), encoding: .utf8) == overview.dot(graph.subgraph(from: "TabBar")))
        #expect(try String(contentsOf: folder.file("diagrams/toaster-Home.dot"), encoding: .utf8) == GraphvizRenderer().dot(graph.subgraph(from: "Home")))
        let json = try String(contentsOf: folder.file("diagrams/toaster.json"), encoding: .utf8)
        #expect(json == (try graph.jsonSpec()))
        let png = try Data(contentsOf: folder.file("diagrams/toaster-Home.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("--whole draws the whole hierarchy in one picture; a subtree that fits is one picture without a note")
    func whole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "dot,svg", "--output", "diagrams"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "diagrams/toaster.dot\ndiagrams/toaster.svg\n")
        let graph = try FlowGraph(root: AppFlow.self)
        let dot = try String(contentsOf: folder.file("diagrams/toaster.dot"), encoding: .utf8)
        #expect(dot == (try GraphvizRenderer().dot(graph)), "the worker's DOT differs from the in-process DOT")

        let fits = try NavGraphBinary.run(["render", "--example", "toaster", "--flow", "Auth", "--format", "dot"], in: folder.url)
        #expect(fits.status == 0)
        #expect(fits.stderr == "")
        #expect(fits.stdout == "toaster-Auth.dot\n")

        let subtree = try NavGraphBinary.run(["render", "--example", "toaster", "--flow", "TabBar", "--format", "dot"], in: folder.url)
        #expect(subtree.status == 0)
        #expect(subtree.stderr.hasPrefix("note: the subtree of TabBar does not fit an 880 px column"), "\(subtree.stderr)")
        #expect(subtree.stdout.hasPrefix("toaster-TabBar-overview.dot\ntoaster-TabBar-Home.dot\n"), "\(subtree.stdout)")
    }

    @Test("A flow too wide on its own in both directions is drawn once and named in a note")
    func tooWide() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Ten branches of ten pushes each: wide left to right and top to bottom.
        let routes = ["start"] + (0..<10).flatMap { branch in (0..<10).map { "branch\(branch)step\($0)" } }
        let pushes = (0..<10).flatMap { branch in
            (0..<10).map { step in
                TransitionSpec(from: step == 0 ? "start" : "branch\(branch)step\(step - 1)", event: "next\(branch)x\(step)",
                               action: ActionSpec(kind: .push, route: "branch\(branch)step\(step)"))
            }
        }
        let graph = FlowGraph(root: "Wide", flows: [FlowSpec(name: "Wide", layout: .stack, routes: routes, initialRoute: "start", transitions: pushes)])
        try folder.write(graph.jsonSpec(), to: "wide.json")
        let run = try NavGraphBinary.run(["render", "wide.json", "--format", "svg"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wide.svg\n")
        #expect(run.stderr.hasPrefix("note: wide: its smallest text is ") && run.stderr.hasSuffix(" px in an 880 px column; Wide is too wide on its own\n"), "\(run.stderr)")
    }

    @Test("Pictures are named after their flows, each name once", arguments: [
        ([nil], ["x"]),
        ([nil, "Home", "Tab/Bar"], ["x-overview", "x-Home", "x-Tab_Bar"]),
        ([nil, "overview", "a/b", "a_b"], ["x-overview", "x-overview-2", "x-a_b", "x-a_b-2"]),
        ([nil, String(repeating: "n", count: 300)], ["x-overview", "x-2"]),
    ] as [([String?], [String])])
    func pictureNames(flows: [String?], names: [String]) {
        #expect(RenderJob.pictureNames(flows, baseName: "x") == names)
    }

    @Test("A spec written with --format json renders to the same SVG as the example")
    func specFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "json"], in: folder.url)
        #expect(json.status == 0)
        #expect(json.stdout == "toaster.json\n")
        #expect(try FlowGraph(jsonSpec: String(contentsOf: folder.file("toaster.json"), encoding: .utf8)) == FlowGraph(root: AppFlow.self))

        let fromSpec = try NavGraphBinary.run(["render", "--whole", "toaster.json", "--format", "svg", "--output", "out"], in: folder.url)
        #expect(fromSpec.status == 0)
        #expect(fromSpec.stderr == "")
        #expect(fromSpec.stdout == "out/toaster.svg\n")
        let fromExample = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "svg", "--output", "example"], in: folder.url)
        #expect(fromExample.status == 0)
        let first = try Data(contentsOf: folder.file("out/toaster.svg"))
        let second = try Data(contentsOf: folder.file("example/toaster.svg"))
        #expect(first == second, "the same graph gave different SVG in two processes")
    }

    @Test("--flow draws one subtree, named after it; --name, --direction, --no-legend apply")
    func subtreeAndOptions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--flow", "TabBar", "--format", "dot", "--direction", "TB", "--no-legend"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "toaster-TabBar.dot\n")
        let dot = try String(contentsOf: folder.file("toaster-TabBar.dot"), encoding: .utf8)
        #expect(dot.contains("\"cluster:TabBar/Home\""))
        #expect(!dot.contains("Auth"))
        #expect(!dot.contains("Legend"))
        #expect(dot.contains("rankdir=TB"))

        let named = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "dot", "--name", "picture", "--engine", "fdp", "--edge-labels", "external"], in: folder.url)
        #expect(named.status == 0)
        #expect(named.stdout == "picture.dot\n")
        #expect(try String(contentsOf: folder.file("picture.dot"), encoding: .utf8).contains("xlabel="))
    }

    @Test("--format mermaid writes <name>.mmd; --depth draws an overview, --legend a legend")
    func mermaidDepthLegend() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "mermaid,dot", "--depth", "1", "--legend"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "toaster.mmd\ntoaster.dot\n")
        #expect(try String(contentsOf: folder.file("toaster.mmd"), encoding: .utf8) == FlowGraph(root: AppFlow.self).mermaid())
        let dot = try String(contentsOf: folder.file("toaster.dot"), encoding: .utf8)
        #expect(dot.contains("\"App/TabBar#flow\"") && !dot.contains("cluster:App/TabBar\""))
        #expect(dot.contains("Legend"))

        let zero = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "dot", "--depth", "0"], in: folder.url)
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--depth"))
    }

    @Test("--highlight draws a run file; a run naming what the graph lacks is refused")
    func highlight() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = RunSpec(steps: [RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings")])
        try Data(run.jsonSpec().utf8).write(to: folder.file("run.json"))
        let drawn = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "dot", "--highlight", "run.json"], in: folder.url)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try String(contentsOf: folder.file("toaster.dot"), encoding: .utf8).contains("(1) openSettings / push settings"))
        let subtree = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--flow", "Auth", "--format", "dot", "--highlight", "run.json"], in: folder.url)
        #expect(subtree.status == 0, "a subtree draws the steps it holds: \(subtree.stderr)")

        try Data(RunSpec(steps: [RunSpec.Step(flow: "Nowhere", from: nil, event: "x")]).jsonSpec().utf8).write(to: folder.file("bad.json"))
        let bad = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "dot", "--highlight", "bad.json"], in: folder.url)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("--highlight") && bad.stderr.contains("Nowhere"))
        let missing = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "dot", "--highlight", "none.json"], in: folder.url)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("--highlight none.json"))
    }

    @Test("--format html writes one page around the SVG of the same layout, with the --highlight run in it")
    func html() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = RunSpec(steps: [RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings")])
        try Data(run.jsonSpec().utf8).write(to: folder.file("run.json"))
        let alone = try NavGraphBinary.run(["render", "--example", "toaster", "--format", "html", "--highlight", "run.json"], in: folder.url)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout == "toaster.html\n", "the SVG it wraps is not written as a file of its own")
        #expect(try folder.contents(".") == ["run.json", "toaster.html"])
        let page = try String(contentsOf: folder.file("toaster.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(#""event":"openSettings""#))

        let both = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "svg,html", "--output", "out"], in: folder.url)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout == "out/toaster.svg\nout/toaster.html\n")
        let svg = try String(contentsOf: folder.file("out/toaster.svg"), encoding: .utf8)
        let wrapped = try String(contentsOf: folder.file("out/toaster.html"), encoding: .utf8)
        let body = try #require(svg.range(of: "<svg")).lowerBound
        #expect(wrapped.contains(String(svg[body...].prefix(200))), "the page holds the SVG written beside it")
        #expect(!wrapped.contains(#""run":"#), "no run without --highlight")
    }

    @Test("Another layout engine renders SVG")
    func engine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "svg", "--engine", "fdp"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: folder.file("toaster.svg")).count > 1000)
    }

    @Test("Help shows examples and matches its golden file")
    func help() throws {
        let run = try NavGraphBinary.run(["render", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("navgraph render --example toaster --format dot,svg,png --output diagrams"))
        #expect(run.stdout.contains("navgraph render path/to/spec.json --format svg --output out"))
        try CLIGolden.check(run.stdout, against: "render-help.txt")
        let top = try NavGraphBinary.run(["--help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("render"))
        #expect(!top.stdout.contains("render-worker"), "the worker command is hidden")
    }
}
