import NavGraph
import Testing

/// Presents a route of its own, then pushes another route onto that modal.
struct SheetPushFlow: Flow {
    enum Route: FlowRoute { case list, sheet, detail }
    enum Event: FlowEvent { case openSheet, openDetail }
    static let definition = FlowDefinition<SheetPushFlow>(
        initial: .list,
        transitions: [
            .on(.openSheet, from: .list, .present(.sheet)),
            .on(.openDetail, from: .sheet, .push(.detail)),
        ]
    )
}

@Suite("The navigation state the machines imply")
@MainActor
struct ImpliedStateTests {
    @Test("A route pushed over a flow's presented route is on that modal's stack, as the router shows it")
    func pushOverPresentedRoute() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let flow = try runtime.start(SheetPushFlow())
        try flow.send(.openSheet)
        try flow.send(.openDetail)
        let implied = runtime.impliedNavigationState
        #expect(implied == router.state)
        #expect(implied.root?.stacks.map { $0.screens.map(\.route) } == [["list"]])
        #expect(implied.modals.map { $0.stacks.map { $0.screens.map(\.route) } } == [[["sheet", "detail"]]])
    }
}
