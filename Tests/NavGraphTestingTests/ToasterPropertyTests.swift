import NavGraph
@_spi(Benchmarks) import NavGraphTesting
import Testing
import ToasterExample

@Suite("Toaster under property tests")
@MainActor
struct ToasterPropertyTests {
    /// Also the exploration-speed measurement: run it alone to read transitions per second.
    @Test func holdsEveryBuiltInInvariant() async throws {
        let explorer = try toasterExplorer()
        let summary = await explorer.check(count: 200)
        print("Toaster exploration:", summary)
        #expect(summary.failure == nil)
        #expect(summary.traces == 200)
        #expect(summary.transitions > 1_000)
    }

    /// The article's one-line expectations hold on the reference app.
    @Test func holdsTheArticlesExpectations() async throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(invariants: Invariant.builtIn + [
            .leadsTo(after: "Home.tapLogout", visible: "Auth.login"),
            .neverTwiceOnOneStack("LinkDetail.webView"),
            .neverAliveTogether("Auth", "TabBar"),
        ]))
        let summary = await explorer.check(count: 40)
        #expect(summary.failure == nil)
    }

    @Test func everyBuiltInInvariantIsNamedAndDocumented() {
        let names = Invariant.builtIn.map(\.name)
        #expect(names == [
            "guardsAnswer", "rejectedEventChangesNothing", "routerMatchesMachines", "noLeaks", "outputDeliveredOnce",
            "noDoubleNavigation", "reselectingTabChangesNothing", "effectEventsAccepted", "replayReproducesState",
        ])
        #expect(Invariant.builtIn.allSatisfy { !$0.summary.isEmpty })
    }

    /// The benchmark's floor drives each trace as the checked run does, with nothing watching:
    /// the same steps resolve to the same flows and the runtime applies the same ones.
    @Test func drivingUncheckedAppliesTheStepsTheCheckedRunApplies() throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 20...20, platformShare: 0.3))
        var rng = Xoshiro(seed: (21, 22, 23, 24))
        var applied = 0
        for _ in 0..<30 {
            let trace = explorer.traces.run(using: &rng)
            let run = explorer.run(trace)
            #expect(run.violation == nil, "\(run)")
            let checked = run.steps.filter { if case .applied = $0.outcome { true } else { false } }.count
            #expect(explorer.drive(trace) == checked, "\(trace)")
            applied += checked
        }
        #expect(applied > 300, "the traces apply most of their steps")
    }

    @Test func everyPlatformMoveHappens() async throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 30...30, platformShare: 0.5))
        var rng = Xoshiro(seed: (11, 12, 13, 14))
        let actions = (0..<20).flatMap { _ in explorer.run(explorer.traces.run(using: &rng)).steps.map(\.action) }
        #expect(actions.contains { if case .backSwipe = $0 { true } else { false } })
        #expect(actions.contains { if case .swipeDown = $0 { true } else { false } })
        #expect(actions.contains { if case .tapTab(_, _, _, _, true) = $0 { true } else { false } }, "a re-selection")
    }
}
