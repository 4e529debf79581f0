import NavGraph
import NavGraphTesting
import Testing

/// Logging out asks for a confirmation first: `goodbye` shows one step after `logout`.
struct ConfirmingFlow: Flow {
    enum Route: FlowRoute { case home, confirm, goodbye, detail }
    enum Event: FlowEvent, CaseIterable { case logout, confirm, open }
    static let definition = FlowDefinition<ConfirmingFlow>(
        initial: .home,
        transitions: [
            .on(.logout, from: .home, .push(.confirm)),
            .on(.confirm, from: .confirm, .push(.goodbye)),
            .on(.open, from: .home, .push(.detail)),
            .on(.open, from: .detail, .push(.detail)),   // a detail over a detail
            .on(.open, from: .goodbye, .start(FarewellFlow.self, .push) { _, _ in FarewellFlow() }),
        ],
        children: [ChildFlow(FarewellFlow.self)]
    )
}

struct FarewellFlow: Flow {
    enum Route: FlowRoute { case farewell }
    enum Event: FlowEvent, CaseIterable { case wave }
    static let definition = FlowDefinition<FarewellFlow>(initial: .farewell, transitions: [.on(.wave, .stay)])
}

@Suite("Declared expectations: each holds where it should and fails, shrunk, where it should not")
@MainActor
struct ExpectationTests {
    private func explorer(_ expectation: Invariant) throws -> FlowExplorer<ConfirmingFlow> {
        // No platform moves and no invalid events: after `logout`, the only move is `confirm`.
        try FlowExplorer(
            root: ConfirmingFlow(),
            catalog: EventCatalog { FlowEvents(ConfirmingFlow.self); FlowEvents(FarewellFlow.self) },
            options: ExplorationOptions(invalidShare: 0, platformShare: 0, invariants: [expectation])
        )
    }

    @Test func leadsToWithinTheStepFailsAtTheTap() async throws {
        let failure = try #require(await explorer(.leadsTo(after: "Confirming.logout", visible: "Confirming.goodbye")).findViolation(count: 30))
        #expect(failure.failingTrace.steps.count == 1, "\(failure)")
        #expect(failure.violation?.message.contains("the visible screen is Confirming.confirm, not Confirming.goodbye, by the end of that step") == true, "\(failure)")
    }

    @Test func leadsToWithinOneStepHolds() async throws {
        let summary = await (try explorer(.leadsTo(after: "Confirming.logout", visible: "Confirming.goodbye", within: 1))).check(count: 30)
        #expect(summary.failure == nil)
    }

    @Test func neverTwiceOnOneStackCatchesADetailOverADetail() async throws {
        let failure = try #require(await explorer(.neverTwiceOnOneStack("Confirming.detail")).findViolation(count: 30))
        #expect(failure.failingTrace.steps.count == 2, "\(failure)")
        #expect(failure.violation?.message.hasPrefix("Confirming.detail is 2 times on the stack") == true, "\(failure)")
    }

    @Test func neverAliveTogetherCatchesAChildStartedUnderItsParent() async throws {
        let failure = try #require(await explorer(.neverAliveTogether("Confirming", "Farewell")).findViolation(count: 30))
        #expect(failure.failingTrace.steps.count == 3, "\(failure)")
        #expect(failure.violation?.message.contains("both run after step 3") == true, "\(failure)")
    }
}
