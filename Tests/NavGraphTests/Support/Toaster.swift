import NavGraph
import Testing
import ToasterExample

/// The reference app on a headless router, with a trace of every applied transition.
@MainActor
final class Toaster {
    let router = HeadlessRouter()
    let runtime: FlowRuntime
    let app: FlowHandle<AppFlow>
    private(set) var trace: [TransitionRecord] = []
    /// A value a test keeps across steps (a stale handle).
    var kept: Any?

    init(session: Bool = false, launch: Bool = true) throws {
        runtime = FlowRuntime(router: router)
        app = try runtime.start(AppFlow(session: Session(hasSession: session)))
        runtime.addObserver { [unowned self] record in self.trace.append(record) }
        if launch { try app.send(.launch) }
    }

    /// Launched and logged in: the tab bar on Home.
    static func loggedIn() throws -> Toaster {
        try Toaster(session: true)
    }

    func flow<F: Flow>(_ type: F.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> FlowHandle<F> {
        try #require(runtime.handle(type), "no live \(F.name)", sourceLocation: sourceLocation)
    }

    var auth: FlowHandle<AuthFlow> { get throws { try flow(AuthFlow.self) } }
    var tabBar: FlowHandle<TabBarFlow> { get throws { try flow(TabBarFlow.self) } }
    var home: FlowHandle<HomeFlow> { get throws { try flow(HomeFlow.self) } }
    var clip: FlowHandle<ClipFlow> { get throws { try flow(ClipFlow.self) } }
    var search: FlowHandle<SearchFlow> { get throws { try flow(SearchFlow.self) } }
    var timer: FlowHandle<TimerFlow> { get throws { try flow(TimerFlow.self) } }
    var addLink: FlowHandle<AddLinkFlow> { get throws { try flow(AddLinkFlow.self) } }
    var linkDetail: FlowHandle<LinkDetailFlow> { get throws { try flow(LinkDetailFlow.self) } }

    /// A weak reference to the live coordinator of flow `name` (the first one), to prove it is released.
    func coordinator(of name: String) -> () -> AnyObject? {
        weak let reference = runtime.liveFlows.first { $0.name == name }?.coordinator
        return { reference }
    }

    /// What the user sees: `Home.settings`.
    var visible: String { router.state.visibleScreen?.description ?? "nothing" }

    /// The router's state, checked against what the machines imply.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(router.state == runtime.impliedNavigationState, sourceLocation: sourceLocation)
        #expect(router.unappliedCommands.isEmpty, sourceLocation: sourceLocation)
    }

    /// Everything observable at once, to prove that nothing changed.
    var snapshot: Snapshot {
        Snapshot(
            state: router.state,
            flows: runtime.liveFlows.map { "\($0.name)\($0.id).\($0.route)<\($0.parent.map { "\($0)" } ?? "-")" },
            traceCount: trace.count
        )
    }

    struct Snapshot: Equatable {
        let state: NavigationState
        let flows: [String]
        let traceCount: Int
    }
}
