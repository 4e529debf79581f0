import Foundation
import NavGraph
import NavGraphGraphviz
import Testing
import ToasterExample

/// The samples of the NavGraph and NavGraphGraphviz articles, compiled as written
/// (scripts/check-doc-samples finds each in compiled code); run where they write no files.
@Suite("The graph articles' samples")
struct GraphArticleSamples {
    @Test("GraphAndSpec: parents and the enclosing flow of a shared child")
    func parents() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let parents = graph.parents(of: "LinkDetail")          // ["Home", "Clip", "Search"]
        let enclosing = graph.enclosingFlow(of: "LinkDetail")  // "TabBar": drawn once, in the common ancestor
        #expect(parents == ["Home", "Clip", "Search"])
        #expect(enclosing == "TabBar")
    }

    @Test("GraphAndSpec: the reference lints clean")
    func lint() throws {
        var printed: [String] = []
        func print(_ finding: LintFinding) { printed.append(finding.description) }
        for finding in try FlowGraph(root: AppFlow.self).lint() { print(finding) }
        #expect(printed.isEmpty, "\(printed)")
    }
}

/// Samples that write files: compiled, not run.
@Suite(.disabled("compiled to keep the articles' samples true; running them would write files in the package"))
struct GraphArticleFileSamples {
    @Test func renderer() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let renderer = GraphvizRenderer()

        let dot = try renderer.dot(graph)                     // pre-layout DOT, byte-identical every time
        let svg = try renderer.render(graph, as: .svg)        // Data
        try renderer.write(graph, formats: [.dot, .svg, .png], to: URL(filePath: "diagrams"), named: "toaster")
        _ = (dot, svg)
    }
}
