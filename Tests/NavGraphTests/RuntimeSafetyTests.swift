import NavGraph
import Testing
import ToasterExample

/// Counts ticks and records how deep the stack was at each, for the chain tests.
@MainActor
final class TickCounter {
    var ticks = 0
    var lowestStackAddress = UInt.max
    var highestStackAddress = UInt.min

    func noteStackDepth() {
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        lowestStackAddress = min(lowestStackAddress, address)
        highestStackAddress = max(highestStackAddress, address)
    }
}

/// A flow whose `tick` sends the next tick from its effect until `limit` ticks were applied.
struct TickFlow: Flow {
    enum Route: FlowRoute { case only }
    enum Event: FlowEvent { case tick, observed }
    let counter: TickCounter
    let limit: Int
    let chainsFromEffect: Bool

    static let definition = FlowDefinition<TickFlow>(
        initial: .only,
        transitions: [
            .on(.tick, .stay, effect: { context in
                let counter = context.flow.counter
                counter.ticks += 1
                counter.noteStackDepth()
                if context.flow.chainsFromEffect, counter.ticks < context.flow.limit { context.send(.tick) }
            }),
            .on(.observed, .stay),
        ]
    )
}

/// A flow whose guard sends another event while the first is being validated.
struct GuardSendingFlow: Flow {
    enum Route: FlowRoute { case a, b, c }
    enum Event: FlowEvent { case first, second, third }
    let outbox: Outbox

    @MainActor
    final class Outbox {
        var handle: FlowHandle<GuardSendingFlow>?
    }

    static let sendsSecond = Guard<GuardSendingFlow, Void>("sendsSecond") { flow in
        MainActor.assumeIsolated { _ = try? flow.outbox.handle?.send(.second) }
        return true
    }

    static let definition = FlowDefinition<GuardSendingFlow>(
        initial: .a,
        transitions: [
            .on(.first, from: .a, when: sendsSecond, .push(.b)),
            .on(.second, from: .a, .push(.c)),
            .on(.second, from: .b, .push(.c)),
            .on(.third, from: .c, .stay, effect: { context in context.send(.second) }),
        ]
    )
}

@MainActor
@Suite("Runtime safety")
struct RuntimeSafetyTests {
    @Test("A handle used after its runtime is gone answers flowFinished")
    func handleOutlivesRuntime() throws {
        var home: FlowHandle<HomeFlow>?
        do {
            let runtime = FlowRuntime(router: HeadlessRouter())
            let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
            try app.send(.launch)
            home = runtime.handle(HomeFlow.self)
        }
        let handle = try #require(home)
        #expect(!handle.isRunning)
        #expect(!handle.isInteractive)
        #expect(handle.route == nil)
        #expect(throws: NavigationError(flow: "Home", route: nil, event: "openSettings", reason: .flowFinished)) {
            try handle.send(.openSettings)
        }
    }

    @Test("A handle to a flow whose parent is gone answers flowFinished: finishing cleared the link to the parent")
    func handleOutlivesParent() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
        try app.send(.launch)
        var detail: FlowHandle<LinkDetailFlow>?
        do {
            let tabBar = try #require(runtime.handle(TabBarFlow.self))
            try tabBar.send(.selectTab(.clip))
            try #require(runtime.handle(ClipFlow.self)).send(.openLink(id: 7))
            detail = runtime.handle(LinkDetailFlow.self)
            try tabBar.send(.selectTab(.home))
            let home = try #require(runtime.handle(HomeFlow.self))
            try home.send(.openSettings)
            // TabBar, Clip and LinkDetail finish and are let go; only the handle keeps LinkDetail.
            try home.send(.tapLogout)
        }
        let kept = try #require(detail)
        #expect(!kept.isRunning)
        #expect(!kept.isInteractive)
        #expect(kept.routes.isEmpty)
        #expect(throws: NavigationError(flow: "LinkDetail", route: nil, event: "close", reason: .flowFinished)) { try kept.send(.close) }
        #expect(runtime.liveFlows.map(\.name) == ["App", "Auth"])
    }

    @Test("A handle kept after its runtime is gone keeps neither the router nor the observers alive")
    func handleOutlivesRuntimeHoldingNothing() throws {
        weak var weakRouter: HeadlessRouter?
        weak var weakObserved: TickCounter?
        var home: FlowHandle<HomeFlow>?
        do {
            let router = HeadlessRouter()
            let observed = TickCounter()
            weakRouter = router
            weakObserved = observed
            let runtime = FlowRuntime(router: router)
            runtime.addObserver { _ in observed.ticks += 1 }
            let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
            try app.send(.launch)
            home = runtime.handle(HomeFlow.self)
            #expect(observed.ticks > 0)
        }
        #expect(home?.isRunning == false)
        #expect(weakRouter == nil)
        #expect(weakObserved == nil)
    }

    @Test("A handle used after its flow finished answers flowFinished, and keeps nothing alive")
    func handleOutlivesFlow() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let app = try runtime.start(AppFlow(session: Session(hasSession: false)))
        try app.send(.launch)
        let auth = try #require(runtime.handle(AuthFlow.self))
        #expect(auth.isInteractive)
        try auth.send(.loggedIn)
        #expect(!auth.isRunning)
        #expect(!auth.isInteractive, "a finished flow is detached from the tree")
        #expect(throws: NavigationError(flow: "Auth", route: nil, event: "back", reason: .flowFinished)) { try auth.send(.back) }
        #expect(runtime.liveFlows.map(\.name).contains("TabBar"))
    }

    @Test("Ten thousand events, each sent by the previous one's effect, run in a loop on a bounded stack")
    func effectChain() throws {
        let counter = TickCounter()
        let runtime = FlowRuntime(router: HeadlessRouter())
        let flow = try runtime.start(TickFlow(counter: counter, limit: 10_000, chainsFromEffect: true))
        try flow.send(.tick)
        #expect(counter.ticks == 10_000)
        // Recursion would grow the stack by hundreds of bytes per event, past 1 MB over these; the
        // loop keeps it flat, well within a 512 KB thread's stack.
        #expect(counter.highestStackAddress - counter.lowestStackAddress < 64 * 1024)
    }

    @Test("Ten thousand events, each sent by an observer of the previous one, run in a loop on a bounded stack")
    func observerChain() throws {
        let counter = TickCounter()
        let runtime = FlowRuntime(router: HeadlessRouter())
        let flow = try runtime.start(TickFlow(counter: counter, limit: 10_000, chainsFromEffect: false))
        runtime.addObserver { _ in
            // Observers hear of a transition before its effect counts it.
            if counter.ticks < 9_999 { try? flow.send(.tick) }
        }
        try flow.send(.tick)
        #expect(counter.ticks == 10_000)
        #expect(counter.highestStackAddress - counter.lowestStackAddress < 64 * 1024)
    }

    @Test("An event a guard sends is queued and applied after the event being validated, in order")
    func guardSendIsQueued() throws {
        let outbox = GuardSendingFlow.Outbox()
        let runtime = FlowRuntime(router: HeadlessRouter())
        var events: [String] = []
        runtime.addObserver { events.append("\($0.event)@\($0.from)") }
        let flow = try runtime.start(GuardSendingFlow(outbox: outbox))
        outbox.handle = flow
        try flow.send(.first)
        #expect(events == ["first@a", "second@b"])
        #expect(flow.routes == [.a, .b, .c])
        #expect(runtime.impliedNavigationState == (runtime.router as? HeadlessRouter)?.state)
    }

    @Test("An event an effect sends that is rejected reaches the rejection hook")
    func effectRejectionReachesHook() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        var rejected: [NavigationError] = []
        runtime.onRejectedQueuedEvent = { rejected.append($0) }
        let outbox = GuardSendingFlow.Outbox()
        let flow = try runtime.start(GuardSendingFlow(outbox: outbox))
        outbox.handle = flow
        try flow.send(.second)
        try flow.send(.third)
        #expect(rejected == [NavigationError(flow: "GuardSending", route: "c", event: "second", reason: .unhandled)])
        #expect(flow.routes == [.a, .c])
    }

    @Test("Handles are equal only for the same flow instance of the same runtime")
    func handleEquality() throws {
        let first = FlowRuntime(router: HeadlessRouter())
        let second = FlowRuntime(router: HeadlessRouter())
        let a = try first.start(AuthFlow())
        let b = try second.start(AuthFlow())
        #expect(a.flowID == b.flowID)
        #expect(a != b)
        #expect(a == first.rootHandle(AuthFlow.self))
        #expect(Set([a, b, a]).count == 2)
    }

    @Test("A late report about a screen that left does not remove the screen shown again in its place")
    func staleRemovalReport() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
        try app.send(.launch)
        let home = try #require(runtime.handle(HomeFlow.self))
        try home.send(.openSettings)
        let first = try #require(runtime.impliedNavigationState.visibleScreen)
        try home.send(.back)
        try home.send(.openSettings)
        let again = try #require(runtime.impliedNavigationState.visibleScreen)
        #expect(first.route == again.route && first.index == again.index && first != again)
        let before = router.state
        #expect(throws: NavigationError.self) { try runtime.platformDidRemove(first) }
        #expect(router.state == before)
        #expect(home.routes == [.home, .settings])
    }

    @Test("A tab flow that pushes a child is refused by FlowGraph and by the runtime")
    func tabFlowPushingChild() throws {
        #expect(throws: FlowGraphError.self) { try FlowGraph(root: PushingTabsFlow.self) }
        let runtime = FlowRuntime(router: HeadlessRouter())
        #expect(throws: NavigationError.self) { try runtime.start(PushingTabsFlow()) }
    }
}

/// Broken on purpose: a tab flow declaring a pushed child, which it has no stack for.
struct PushingTabsFlow: Flow {
    enum Route: FlowRoute { case left }
    enum Event: FlowEvent { case open }
    static let definition = FlowDefinition<PushingTabsFlow>(
        tabs: [FlowTab(.left, LeftFlow.self) { _ in LeftFlow() }],
        initial: .left,
        transitions: [.on(.open, .start(LeftFlow.self, .push) { LeftFlow() })],
        children: [ChildFlow(LeftFlow.self)]
    )
}
