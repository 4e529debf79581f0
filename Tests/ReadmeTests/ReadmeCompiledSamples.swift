import Foundation
import NavGraph
import NavGraphGraphviz
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// README's samples that write files or need the reference's own flows: compiled, not run (the
/// runtime's and the tools' tests run the same calls).
@MainActor
@Suite(.disabled("compiled to keep README's samples true; running them would write files in the package"))
struct ReadmeCompiledSamples {
    @Test func renderFromCode() throws {
        let graph = try FlowGraph(root: AppFlow.self)                     // no app runs
        try GraphvizRenderer().render(graph, as: .svg).write(to: URL(fileURLWithPath: "app.svg"))
        try graph.jsonSpec().write(toFile: "app.json", atomically: true, encoding: .utf8)  // a spec for the CLI
    }

    func restore(runtime: FlowRuntime, router: HeadlessRouter) throws -> FlowRuntime {
        let data = try JSONEncoder().encode(runtime.snapshot())
        let restored = try FlowRuntime(restoring: JSONDecoder().decode(FlowSnapshot.self, from: data), root: AppFlow.self, router: router)
        return restored
    }

    @MainActor @Test func appHoldsItsInvariants() async throws {
        let explorer = try FlowExplorer(roots: [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))], catalog: toasterCatalog)
        await explorer.check()                    // 100 traces, every built-in invariant
        explorer.coveragePaths().report.expectComplete()  // shortest paths reach every transition
    }
}
