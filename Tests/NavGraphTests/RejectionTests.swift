import NavGraph
import Testing
import ToasterExample

/// An invalid event in each flow: a specific typed error naming flow and route, and nothing changes.
@MainActor
@Suite("Rejected events change nothing")
struct RejectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: NavigationError
        let setUp: @MainActor @Sendable (Toaster) throws -> Void
        let reject: @MainActor @Sendable (Toaster) throws -> Void
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "App: launch again while Auth is shown",
             expected: .init(flow: "App", route: "splash", event: "launch", reason: .notInteractive),
             setUp: { _ in }, reject: { try $0.app.send(.launch) }),
        Case(name: "Auth: back on login",
             expected: .init(flow: "Auth", route: "login", event: "back", reason: .cannotPopFirstScreen),
             setUp: { _ in }, reject: { try $0.auth.send(.back) }),
        Case(name: "Auth: signedUp on login",
             expected: .init(flow: "Auth", route: "login", event: "signedUp", reason: .unhandled),
             setUp: { _ in }, reject: { try $0.auth.send(.signedUp) }),
        Case(name: "TabBar: tapPlus while AddLink is presented",
             expected: .init(flow: "TabBar", route: "home", event: "tapPlus", reason: .notInteractive),
             setUp: { try $0.auth.send(.loggedIn); try $0.tabBar.send(.tapPlus) },
             reject: { try $0.tabBar.send(.tapPlus) }),
        Case(name: "Home: logout from home instead of settings",
             expected: .init(flow: "Home", route: "home", event: "tapLogout", reason: .unhandled),
             setUp: { try $0.auth.send(.loggedIn) }, reject: { try $0.home.send(.tapLogout) }),
        Case(name: "Clip: back on clipList",
             expected: .init(flow: "Clip", route: "clipList", event: "back", reason: .unhandled),
             setUp: { try $0.auth.send(.loggedIn); try $0.tabBar.send(.selectTab(.clip)) },
             reject: { try $0.clip.send(.back) }),
        Case(name: "Search: submit on results",
             expected: .init(flow: "Search", route: "results", event: "submit", reason: .unhandled),
             setUp: {
                 try $0.auth.send(.loggedIn)
                 try $0.tabBar.send(.selectTab(.search))
                 try $0.search.send(.submit(query: "a"))
             },
             reject: { try $0.search.send(.submit(query: "b")) }),
        Case(name: "Timer: done without a presented route",
             expected: .init(flow: "Timer", route: "timerList", event: "done", reason: .unhandled),
             setUp: { try $0.auth.send(.loggedIn); try $0.tabBar.send(.selectTab(.timer)) },
             reject: { try $0.timer.send(.done) }),
        Case(name: "AddLink: saved before choosing a clip",
             expected: .init(flow: "AddLink", route: "addLink", event: "saved", reason: .unhandled),
             setUp: { try $0.auth.send(.loggedIn); try $0.tabBar.send(.tapPlus) },
             reject: { try $0.addLink.send(.saved) }),
        Case(name: "LinkDetail: an event to a finished flow",
             expected: .init(flow: "LinkDetail", route: nil, event: "close", reason: .flowFinished),
             setUp: {
                 try $0.auth.send(.loggedIn)
                 try $0.home.send(.openLink(id: 1))
                 let detail = try $0.linkDetail
                 try detail.send(.close)
                 $0.kept = detail
             },
             reject: { try ($0.kept as? FlowHandle<LinkDetailFlow>)?.send(.close) }),
    ]

    @Test("An invalid event is a typed error and changes nothing", arguments: cases)
    func rejected(_ rejection: Case) throws {
        let toaster = try Toaster()
        try rejection.setUp(toaster)
        let before = toaster.snapshot
        #expect(throws: rejection.expected) { try rejection.reject(toaster) }
        #expect(toaster.snapshot == before)
        toaster.expectConsistent()
    }

    @Test("Every flow of the reference has a rejection case")
    func everyFlowCovered() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        #expect(Set(Self.cases.map(\.expected.flow)) == Set(graph.flows.map(\.name)))
    }

    @Test("A rejection names the flow, the route and the event")
    func description() {
        let error = NavigationError(flow: "Auth", route: "login", event: "back", reason: .cannotPopFirstScreen)
        #expect(error.description == "Auth.login rejected back: cannotPopFirstScreen")
    }
}
