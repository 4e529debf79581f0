import NavGraph
import Testing

/// Bad input from user code: each a specific typed error naming flow and route; nothing changes.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    @MainActor struct Setup {
        let router = HeadlessRouter()
        let runtime: FlowRuntime
        let parent: FlowHandle<ParentFlow>
        init(_ flow: ParentFlow = ParentFlow()) throws {
            runtime = FlowRuntime(router: router)
            parent = try runtime.start(flow)
        }
        var snapshot: [String] { [router.state.description] + runtime.liveFlows.map(\.description) }
    }

    @Test("A child output with no mapping is rejected and the child stays")
    func unmappedOutput() throws {
        let setup = try Setup()
        try setup.parent.send(.openKid)
        let kid = try #require(setup.runtime.handle(KidFlow.self))
        let before = setup.snapshot
        #expect(throws: NavigationError(flow: "Parent", route: "list", event: "c", reason: .unmappedOutput(child: "Kid", output: "c"))) {
            try kid.send(.finishC)
        }
        #expect(setup.snapshot == before)
        #expect(kid.isRunning)
    }

    @Test("A finish whose mapped event the parent rejects changes nothing anywhere")
    func parentRejectsOutput() throws {
        let setup = try Setup()
        try setup.parent.send(.openKid)
        let kid = try #require(setup.runtime.handle(KidFlow.self))
        let before = setup.snapshot
        #expect(throws: NavigationError(flow: "Parent", route: "list", event: "kidSaidB", reason: .unhandled)) {
            try kid.send(.finishB)
        }
        #expect(setup.snapshot == before)
        weak let coordinator = setup.runtime.liveFlows.last?.coordinator
        try kid.send(.finishA)
        #expect(!kid.isRunning)
        #expect(coordinator != nil, "the test's handle keeps the finished coordinator")
        #expect(setup.runtime.liveFlows.count == 1)
        #expect(setup.router.state == setup.runtime.impliedNavigationState)
    }

    @Test("Escalating keeps the child and runs the parent's transition")
    func escalation() throws {
        let setup = try Setup()
        try setup.parent.send(.openKid)
        let kid = try #require(setup.runtime.handle(KidFlow.self))
        var records: [TransitionRecord] = []
        setup.runtime.addObserver { records.append($0) }
        try kid.send(.escalateA)
        #expect(kid.isRunning)
        #expect(setup.runtime.liveFlows.map(\.name) == ["Parent", "Kid"])
        // The kid's escalation, then the parent's own transition for the mapped event.
        #expect(records.map(\.description) == ["Kid.only --escalateA--> Kid.only", "Parent.list --kidSaidA--> Parent.list"])
        #expect(records.last?.origin == .childOutput(child: kid.flowID, output: "a", childFinished: false))
        #expect(setup.router.state == setup.runtime.impliedNavigationState)
    }

    @Test("Starting a child the definition does not declare is rejected; the graph refuses it too")
    func undeclaredChild() throws {
        let setup = try Setup()
        let before = setup.snapshot
        #expect(throws: NavigationError(flow: "Parent", route: "list", event: "openStranger", reason: .undeclaredChild("Stranger"))) {
            try setup.parent.send(.openStranger)
        }
        #expect(setup.snapshot == before)
        #expect(throws: FlowGraphError(path: "Parent.transitions[2]", problem: "starts Stranger, which Parent's children do not declare")) {
            try FlowGraph(root: ParentFlow.self)
        }
    }

    @Test("Selecting a route that is not a tab is rejected; a tab flow cannot push")
    func unknownTab() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let shelf = try runtime.start(ShelfFlow())
        let before = router.state
        #expect(throws: NavigationError(flow: "Shelf", route: "left", event: "goExtra", reason: .unknownTab)) {
            try shelf.send(.goExtra)
        }
        #expect(throws: NavigationError(flow: "Shelf", route: "left", event: "push", reason: .invalidPresentation("a tab flow has no stack of its own"))) {
            try shelf.send(.push)
        }
        #expect(router.state == before)
        try shelf.send(.goRight)
        #expect(router.state.root?.selectedIndex == 1)
    }

    @Test("A guard that throws rejects the event with the guard's name and message")
    func throwingGuard() throws {
        let setup = try Setup()
        #expect(throws: NavigationError(flow: "Parent", route: "list", event: "explode", reason: .guardThrew(guard: "throwing", message: "boom"))) {
            try setup.parent.send(.explode)
        }
    }

    @Test("Finishing twice: the second finish meets a finished flow")
    func finishTwice() throws {
        let setup = try Setup()
        try setup.parent.send(.openKid)
        let kid = try #require(setup.runtime.handle(KidFlow.self))
        try kid.send(.finishA)
        #expect(throws: NavigationError(flow: "Kid", route: nil, event: "finishA", reason: .flowFinished)) {
            try kid.send(.finishA)
        }
    }

    @Test("A root flow cannot start twice")
    func startTwice() throws {
        let setup = try Setup()
        #expect(throws: NavigationError.self) { try setup.runtime.start(ParentFlow()) }
        #expect(setup.runtime.liveFlows.count == 1)
    }

    @Test("A platform report of a screen that is not on top is refused")
    func unknownScreen() throws {
        let setup = try Setup()
        try setup.parent.send(.step)
        let bottom = Screen(flow: setup.parent.flowID, flowName: "Parent", route: "list", index: 0)
        #expect(throws: NavigationError(flow: "Parent", route: "extra", event: "platformDidRemove", reason: .unknownScreen)) {
            try setup.runtime.platformDidRemove(bottom)
        }
        #expect(setup.parent.routes == [.list, .extra])
    }
}

@MainActor
@Suite("Run to completion")
struct RunToCompletionTests {
    @Test("An event sent from inside a transition's effect is applied after it")
    func effectSendIsQueued() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        var trace: [String] = []
        runtime.addObserver { trace.append($0.description) }
        let parent = try runtime.start(ParentFlow(chainFromEffect: true))
        try parent.send(.step)
        #expect(ParentFlow.observedDuringEffect == [.list, .extra])
        #expect(trace == ["Parent.list --step--> Parent.extra", "Parent.extra --chained--> Parent.list"])
        #expect(parent.routes == [.list])
        #expect(router.state == runtime.impliedNavigationState)
    }

    @Test("A queued event that turns out invalid is reported, not thrown at the sender")
    func queuedRejectionReported() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        var rejected: [NavigationError] = []
        runtime.onRejectedQueuedEvent = { rejected.append($0) }
        let parent = try runtime.start(ParentFlow())
        runtime.addObserver { record in
            if record.event == "step" { try? parent.send(.step) }  // .step is not declared from .extra
        }
        try parent.send(.step)
        #expect(rejected == [NavigationError(flow: "Parent", route: "extra", event: "step", reason: .unhandled)])
    }
}

@MainActor
@Suite("Graph of a self-starting flow")
struct SelfStartingTests {
    @Test("A flow that can start itself appears once in the graph and nests at run time")
    func selfStarting() throws {
        let graph = try FlowGraph(root: LoopFlow.self)
        #expect(graph.flows.map(\.name) == ["Loop"])
        #expect(graph.parents(of: "Loop") == ["Loop"])
        #expect(graph.enclosingFlow(of: "Loop") == nil)

        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let root = try runtime.start(LoopFlow())
        try root.send(.again)
        let second = try #require(runtime.handle(LoopFlow.self, id: FlowID(rawValue: 2)))
        try second.send(.again)
        #expect(router.state.root?.stacks.first?.screens.count == 3)
        #expect(throws: NavigationError(flow: "Loop", route: "page", event: "done", reason: .notInteractive)) {
            try second.send(.done)
        }
        let third = try #require(runtime.handle(LoopFlow.self, id: FlowID(rawValue: 3)))
        try third.send(.done)
        try second.send(.done)
        #expect(router.state.root?.stacks.first?.screens.count == 1)
        #expect(runtime.liveFlows.count == 1)
        #expect(router.state == runtime.impliedNavigationState)
    }
}
