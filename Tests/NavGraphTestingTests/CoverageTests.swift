import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// A flow with a row that can never apply: an unguarded row for the same event comes first.
struct ShadowFlow: Flow {
    enum Route: FlowRoute { case first, second, third }
    enum Event: FlowEvent, CaseIterable { case next }
    static let definition = FlowDefinition<ShadowFlow>(
        initial: .first,
        transitions: [
            .on(.next, from: .first, .push(.second)),
            .on(.next, from: .first, .push(.third)),
        ]
    )
}

@Suite("Coverage paths and report")
@MainActor
struct CoverageTests {
    @Test func shortestPathsCoverEveryToasterTransition() throws {
        let explorer = try toasterExplorer()
        let coverage = explorer.coveragePaths()
        coverage.report.expectComplete()
        #expect(coverage.report.total == explorer.graph.allTransitions.count)
        #expect(coverage.report.ratio == 1)
        // Shortest: signing in takes two steps, the deepest transitions four.
        #expect(coverage.paths.map(\.trace.steps.count).max() == 4, "\(coverage)")
        for path in coverage.paths {
            #expect(!coverage.paths.contains { other in
                other.trace.root == path.trace.root && other.trace.steps.count > path.trace.steps.count
                    && Array(other.trace.steps.prefix(path.trace.steps.count)) == path.trace.steps
            }, "\(path.trace) is a prefix of another path")
            let run = explorer.run(path.trace)
            #expect(run.violation == nil, "\(run)")
        }
        // Every transition is covered by some path.
        #expect(Set(coverage.paths.flatMap(\.covers)).count == coverage.report.total)
    }

    @Test func aGuardThatNeverHoldsIsNamed() throws {
        let explorer = try FlowExplorer(roots: [toasterRoots[0]], catalog: toasterCatalog)
        let report = explorer.coveragePaths(maxConfigurations: 300).report
        #expect(report.covered.count == report.total - 1)
        let uncovered = try #require(report.uncovered.first)
        #expect(uncovered.transition.description == "App.splash --launch [hasSession]--> start TabBar (root)")
        #expect(uncovered.reason == .guardNeverHeld(guard: "hasSession", attempts: 1))
        #expect(report.description.contains("guard `hasSession` never held"))
        withKnownIssue("the report records an issue when incomplete") {
            report.expectComplete()
        }
    }

    @Test func coverageIsARunOfTheCoveredTransitions() throws {
        let explorer = try toasterExplorer()
        let report = explorer.coveragePaths(maxDepth: 1).report
        let run = report.runSpec
        #expect(run.steps.count == report.covered.count)
        #expect(run.steps.map(\.flow) == report.covered.map(\.flow))
        #expect(run.steps.map(\.event) == report.covered.map(\.spec.event))
        try run.validate(against: explorer.graph)
    }

    @Test func aShadowedRowIsNamed() throws {
        let explorer = try FlowExplorer(root: ShadowFlow(), catalog: EventCatalog { FlowEvents(ShadowFlow.self) })
        let report = explorer.coveragePaths().report
        #expect(report.total == 2)
        let uncovered = try #require(report.uncovered.first)
        #expect(uncovered.transition.index == 1)
        guard case .shadowed(byRow: 0, _) = uncovered.reason else {
            Issue.record("expected a shadowed row: \(report)")
            return
        }
    }

    @Test func unreachedFlowsAndRoutesAreNamed() throws {
        // A search one step deep launches the app and goes no further.
        let report = try toasterExplorer().coveragePaths(maxDepth: 1).report
        let reasons = Dictionary(report.uncovered.map { ($0.transition.description, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(reasons["LinkDetail.* --close--> finish(closed)"] == .flowNeverStarted, "\(report)")
        #expect(reasons["Home.settings --back--> pop"] == .sourceNeverReached(route: "settings"), "\(report)")
        #expect(reasons["Home.home --openSettings--> push settings"] == .neverReached(depth: 1, configurations: report.configurationsVisited), "\(report)")
    }
}
