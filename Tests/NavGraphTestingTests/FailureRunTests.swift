import Foundation
import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// A failing run becomes a run file the diagram can highlight, and the failure report says how.
@Suite("Failing runs drawn on the map")
@MainActor
struct FailureRunTests {
    @Test("A failing run's transitions become a run spec that fits the hierarchy's graph")
    func runSpecOfAFailure() async throws {
        let variant = try #require(BrokenVariant.all.first { $0.name == "a router that drops a pop" })
        let failure = try #require(try await variant.findViolation(ExplorationOptions()))
        let records = failure.steps.flatMap(\.records).filter { $0.origin != .platform }
        #expect(failure.runSpec.steps.map(\.event) == records.map(\.event))
        #expect(failure.runSpec.steps.map(\.flow) == records.map(\.flow))
        #expect(failure.runSpec.steps.map(\.row) == records.map(\.transition), "each step names the row it took")
        #expect(!failure.runSpec.steps.isEmpty)
        try failure.runSpec.validate(against: FlowGraph(root: AppFlow.self))
    }

    @Test("Two checks of the same root keep a run file each, and the report names it")
    func failureRunsNeverOverwrite() async throws {
        var options = ExplorationOptions()
        options.invariants.append(.holds("neverSignUp", "Nobody reaches the sign-up screen.") { context in
            context.after.routerState.visibleScreen?.description != "Auth.signUp"
        })
        var files: [URL] = []
        for _ in 0..<2 {
            let explorer = try toasterExplorer(options: options)
            await withKnownIssue("the planted invariant fails") {
                let summary = await explorer.check(count: 50)
                if let file = summary.failureRunFile { files.append(file) }
            } matching: { issue in
                // A report that does not say where its run is would be an unexpected issue.
                issue.comments.contains { $0.rawValue.contains("\nThe run: /") || $0.rawValue.contains("to reproduce") }
            }
        }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        #expect(files.count == 2)
        #expect(Set(files).count == 2, "\(files)")
        for file in files {
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("writeRun writes the run and the spec, and names the command that draws them")
    func writesRunAndSpec() async throws {
        let variant = try #require(BrokenVariant.all.first { $0.name == "a router that drops a pop" })
        let failure = try #require(try await variant.findViolation(ExplorationOptions()))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try FlowGraph(root: AppFlow.self)
        let command = try failure.writeRun(of: graph, to: folder, name: "drops-a-pop")
        let run = try RunSpec(jsonSpec: String(contentsOf: folder.appendingPathComponent("drops-a-pop.run.json"), encoding: .utf8))
        #expect(run == failure.runSpec)
        let spec = try FlowGraph(jsonSpec: String(contentsOf: folder.appendingPathComponent("drops-a-pop.json"), encoding: .utf8))
        #expect(spec == graph)
        #expect(command.hasPrefix("navgraph render \(folder.path)/drops-a-pop.json --highlight \(folder.path)/drops-a-pop.run.json"))
    }
}
