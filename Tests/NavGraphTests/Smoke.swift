import Testing
import NavGraph
import ToasterExample

@MainActor @Test func smoke() throws {
    let router = HeadlessRouter()
    let runtime = FlowRuntime(router: router)
    runtime.addObserver { print($0, $0.commands) }
    let app = try runtime.start(AppFlow(session: Session(hasSession: false)))
    try app.send(.launch)
    print(router.state)
    let auth = try #require(runtime.handle(AuthFlow.self))
    try auth.send(.tapSignUp)
    try auth.send(.signedUp)
    print(router.state)
    let home = try #require(runtime.handle(HomeFlow.self))
    try home.send(.openLink(id: 3))
    print(router.state)
    #expect(router.state == runtime.impliedNavigationState)
    print(runtime.impliedNavigationState)
    let graph = try FlowGraph(root: AppFlow.self)
    print(try graph.jsonSpec().prefix(3000))
    print(graph.flows.map(\.name), graph.enclosingFlow(of: "LinkDetail") ?? "-")
}
