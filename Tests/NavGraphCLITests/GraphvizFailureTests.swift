import Foundation
import NavGraph
import Testing

@Suite("navgraph render when Graphviz fails: a clear line, never a crash or a hang")
struct GraphvizFailureTests {
    @Test("Missing plugins name the package to install")
    func missingPlugins() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "png"], in: folder.url, environment: ["GVBINDIR": folder.file("none").path])
        #expect(run.status == 70)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("no layout engine \"dot\""))
        #expect(run.stderr.contains("apt-get install libgvc6"))
        #expect(try folder.contents() == [])
    }

    /// Graphviz's plugin folder (with its `config6a`) on Debian and Ubuntu.
    static let pluginFolder = ["/usr/lib/x86_64-linux-gnu/graphviz", "/usr/lib/aarch64-linux-gnu/graphviz", "/usr/lib/graphviz"]
        .first { FileManager.default.fileExists(atPath: $0 + "/config6a") }

    @Test("A missing renderer (PNG without cairo and gd) names the package to install",
          .enabled(if: pluginFolder != nil, "needs Debian's Graphviz plugin folder"))
    func missingRenderer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A plugin folder registering only the dot layout and the core renderers (SVG, DOT).
        let source = try #require(Self.pluginFolder)
        let config = try String(contentsOfFile: source + "/config6a", encoding: .utf8)
        var kept: [String] = []
        var keeping = false
        for line in config.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix("\t"), line.hasSuffix("{") {
                keeping = line.hasPrefix("libgvplugin_core.") || line.hasPrefix("libgvplugin_dot_layout.")
            }
            if keeping { kept.append(String(line)) }
            if line == "}" { keeping = false }
        }
        let plugins = folder.file("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try kept.joined(separator: "\n").write(to: plugins.appendingPathComponent("config6a"), atomically: true, encoding: .utf8)
        for library in try FileManager.default.contentsOfDirectory(atPath: source) where library.hasPrefix("libgvplugin_") {
            try FileManager.default.createSymbolicLink(atPath: plugins.appendingPathComponent(library).path, withDestinationPath: source + "/" + library)
        }
        let svg = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "svg", "--output", "out"], in: folder.url, environment: ["GVBINDIR": plugins.path])
        #expect(svg.status == 0, "\(svg.stderr)")
        let png = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "png", "--output", "out"], in: folder.url, environment: ["GVBINDIR": plugins.path])
        #expect(png.status == 70)
        #expect(png.errorLines.count == 1, "\(png.stderr)")
        #expect(png.stderr.contains("no renderer for \"png\""))
        #expect(png.stderr.contains("svg"), "the message lists the renderers Graphviz has")
        #expect(png.stderr.contains("apt-get install libgvc6"))
        #expect(try folder.contents("out") == ["toaster.svg"])
    }

    @Test("A layout that outlives --timeout is stopped and reported with what to try")
    func timeout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(LargeGraph.make(flows: 100, routes: 10).jsonSpec(), to: "large.json")
        let started = Date()
        let run = try NavGraphBinary.run(["render", "--whole", "large.json", "--format", "svg", "--timeout", "0.2"], in: folder.url)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(run.status == 70)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("did not finish within 0.2 s"))
        for hint in ["--timeout", "--engine", "--edge-labels", "--flow"] {
            #expect(run.stderr.contains(hint), "no hint \(hint)")
        }
        #expect(try folder.contents() == ["large.json"])
    }
}
