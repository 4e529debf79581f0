import Foundation
import NavGraph
import Testing
import ToasterExample

/// README: the SVG is byte for byte what `dot -Tsvg` draws from the DOT written beside it, except
/// the titles of objects whose name begins with `%` (a root flow named `%…`, `&…` or `\…`).
@Suite("navgraph's SVG against Graphviz's own dot on the DOT it wrote",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "needs Graphviz's dot"))
struct DotAgreementTests {
    /// The SVG navgraph wrote and the one `dot -Tsvg` draws from navgraph's DOT, for the toaster
    /// hierarchy with its root flow renamed `root`.
    static func svgs(root: String) throws -> (navgraph: [Substring], dot: [Substring]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var graph = try FlowGraph(root: AppFlow.self)
        graph = try FlowGraph(jsonSpec: graph.jsonSpec().replacingOccurrences(of: "\"App\"", with: "\"\(root.replacingOccurrences(of: "\\", with: "\\\\"))\""))
        try folder.write(graph.jsonSpec(), to: "spec.json")
        let run = try NavGraphBinary.run(["render", "--whole", "spec.json", "--format", "dot,svg"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let dot = try NavGraphBinary.run(executable: URL(fileURLWithPath: "/usr/bin/dot"), ["-Tsvg", "spec.dot", "-o", "dot.svg"], in: folder.url, environment: [:])
        #expect(dot.status == 0, "\(dot.stderr)")
        let ours = try String(contentsOf: folder.file("spec.svg"), encoding: .utf8)
        let theirs = try String(contentsOf: folder.file("dot.svg"), encoding: .utf8)
        return (ours.split(separator: "\n", omittingEmptySubsequences: false), theirs.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test("Byte for byte the same for ordinary names")
    func same() throws {
        let (ours, theirs) = try Self.svgs(root: "App")
        #expect(ours == theirs)
    }

    @Test("Only titles differ when the root's name begins with %, & or \\", arguments: ["%App", "&App", "\\App"])
    func titlesOnly(_ root: String) throws {
        let (ours, theirs) = try Self.svgs(root: root)
        #expect(ours.count == theirs.count)
        let differing = zip(ours, theirs).filter { $0 != $1 }
        #expect(!differing.isEmpty, "dot now agrees: README's caveat can go")
        for (mine, dots) in differing {
            #expect(mine.hasPrefix("<title>") || mine.hasPrefix("<!--"), "\(mine) ≠ \(dots)")
            #expect(dots == "<title>%3</title>" || dots == "<!-- %3 -->" || dots.contains("%"), "\(dots)")
        }
    }
}
