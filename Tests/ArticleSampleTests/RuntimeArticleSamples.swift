import NavGraph
import Testing
import ToasterExample

/// DeepLinks: Clip's links beside its transitions, as the article declares them.
enum DeepLinksArticle {
    static let definition = FlowDefinition<ClipFlow>(
        initial: .clipList,
        transitions: [
            .on(\.openClip, from: .clipList, .push(.clipDetail)),
            // …
        ],
        links: [.link("clip/:id", sends: .openClip) { link in .openClip(id: try link.int("id")) }]
    )
}

/// The DeepLinks and StateRestoration articles' samples, run on the reference app.
@MainActor
@Suite("The runtime articles' samples")
struct RuntimeArticleSamples {
    @Test("DeepLinks: opening links, typed targets and a plan")
    func openLinks() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        try runtime.open("toaster://clip/7")            // TabBar.selectTab(.clip) → Clip.openClip(id: 7)
        try runtime.open(ClipFlow.self, sending: .openClip(id: 7))   // the same, typed, without a URL
        try runtime.open(HomeFlow.self, showing: .settings)
        let plan = try runtime.plan("add")              // what it would do, changing nothing
        #expect(router.state.visibleScreen?.description == "Home.settings")
        #expect(!plan.steps.isEmpty)
        #expect(DeepLinksArticle.definition.links.count == 1)
    }

    @Test("DeepLinks: a link opened while logged out waits for sign-in")
    func deferredLink() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let app = try runtime.start(AppFlow(session: Session(hasSession: false)))
        try app.send(.launch)
        var printed: [String] = []
        func print(_ outcome: DeferredLinkOutcome) { printed.append("\(outcome)") }
        runtime.onDeferredLink = { outcome in print(outcome) }   // clip/7 applied: TabBar.selectTab(.clip) → Clip.openClip(id: 7)
        let plan = try runtime.open("clip/7")                    // logged out: waiting for TabBar
        #expect(plan.description == "waiting for TabBar")
        try #require(runtime.handle(AuthFlow.self)).send(.loggedIn)
        #expect(printed == ["clip/7 applied: TabBar.selectTab(.clip) → Clip.openClip(id: 7)"])
        #expect(router.state.visibleScreen?.description == "Clip.clipDetail")
    }

    @Test("DeepLinks: the reference has no link it cannot reach")
    func linkProblems() throws {
        var printed: [String] = []
        func print(_ problem: FlowGraph.LinkProblem) { printed.append("\(problem)") }
        for problem in try FlowGraph(root: AppFlow.self).linkProblems { print(problem) }
        #expect(printed.isEmpty, "\(printed)")
    }

    @Test("StateRestoration: a snapshot restored as its longest valid prefix")
    func longestValidPrefix() throws {
        let live = FlowRuntime(router: HeadlessRouter())
        try live.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        let snapshot = live.snapshot()
        let router = HeadlessRouter()
        let runtime = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router, mode: .longestValidPrefix)
        #expect(runtime.snapshot() == snapshot)
    }
}
