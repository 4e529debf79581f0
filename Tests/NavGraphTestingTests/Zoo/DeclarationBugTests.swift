import NavGraph
import NavGraphTesting
import Testing

// Bugs of the zoo that are in the declarations, caught before anything runs (the notes app's
// output bugs are in `BugZooTests.theOutputBugsAreLinted`).

/// A tab bar whose row pushes a detail: a tab flow has no stack of its own to push onto.
private struct PushingTabsFlow: Flow {
    enum Route: FlowRoute { case feed, inbox }
    enum Event: FlowEvent, CaseIterable { case openDetail }
    static let definition = FlowDefinition<PushingTabsFlow>(
        tabs: [
            FlowTab(.feed, FeedTabFlow.self) { _ in FeedTabFlow() },
            FlowTab(.inbox, InboxTabFlow.self) { _ in InboxTabFlow() },
        ],
        initial: .feed,
        transitions: [.on(.openDetail, .start(DetailFlow.self, .push) { _, _ in DetailFlow() })],
        children: [ChildFlow(FeedTabFlow.self), ChildFlow(InboxTabFlow.self), ChildFlow(DetailFlow.self) { _ in nil }]
    )
}

private struct FeedTabFlow: Flow {
    enum Route: FlowRoute { case feed }
    enum Event: FlowEvent, CaseIterable { case refresh }
    static let definition = FlowDefinition<FeedTabFlow>(initial: .feed, transitions: [.on(.refresh, .stay)])
}

private struct InboxTabFlow: Flow {
    enum Route: FlowRoute { case inbox }
    enum Event: FlowEvent, CaseIterable { case refresh }
    static let definition = FlowDefinition<InboxTabFlow>(initial: .inbox, transitions: [.on(.refresh, .stay)])
}

private struct DetailFlow: Flow {
    enum Route: FlowRoute { case detail }
    enum Event: FlowEvent, CaseIterable { case close }
    enum Output: Sendable { case closed }
    static let definition = FlowDefinition<DetailFlow>(initial: .detail, transitions: [.on(.close, .finish(.closed))])
}

/// A list that pushes the detail but maps none of its outputs: closing the detail is refused.
private struct UnmappedListFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent, CaseIterable { case openDetail }
    static let definition = FlowDefinition<UnmappedListFlow>(
        initial: .list,
        transitions: [.on(.openDetail, .start(DetailFlow.self, .push) { _, _ in DetailFlow() })],
        children: [ChildFlow(DetailFlow.self) { _ in nil }]
    )
}

@Suite("The bug zoo: bugs in the declarations, refused before they run")
@MainActor
struct DeclarationBugTests {
    @Test func aTabRowThatPushesIsRefusedByTheGraph() {
        #expect {
            try FlowGraph(root: PushingTabsFlow.self)
        } throws: { error in
            "\(error)".contains("PushingTabs's transition 0 (openDetail) pushes Detail, but a tab flow has no stack to push onto")
        }
    }

    @Test func aTabRowThatPushesIsRefusedAtRunTimeAndChangesNothing() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        #expect(throws: NavigationError.self) { try runtime.start(PushingTabsFlow()) }
        #expect(runtime.liveFlows.isEmpty)
        #expect(router.state == NavigationState())
    }

    @Test func anUnmappedOutputIsLinted() throws {
        let findings = try FlowGraph(root: UnmappedListFlow.self).lint().map(\.description)
        #expect(findings == [
            "warning: flows[0].children[0].outputs[0]: UnmappedList maps no event for Detail's output closed: Detail finishing or escalating with it is rejected",
            "error: flows[1].transitions[0]: Detail.* --close--> finish closed never succeeds: no parent maps the output closed to an event, so it is always rejected",
        ])
    }

    @Test func anUnmappedOutputIsRejectedAndChangesNothing() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        try runtime.start(UnmappedListFlow()).send(.openDetail)
        let detail = try #require(runtime.handle(DetailFlow.self))
        let before = (runtime.impliedNavigationState, router.state, runtime.liveFlows.count)
        #expect(throws: NavigationError.self) { try detail.send(.close) }
        #expect(runtime.impliedNavigationState == before.0)
        #expect(router.state == before.1)
        #expect(runtime.liveFlows.count == before.2)
        #expect(detail.isRunning)
    }
}
