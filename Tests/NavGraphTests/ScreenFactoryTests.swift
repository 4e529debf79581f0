import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("Screen factory")
struct ScreenFactoryTests {
    /// What a host app would build: a view model with its dependencies and a handle.
    struct LinkScreen: Equatable {
        let route: String
        let linkID: Int?
    }

    @Test("Builds each screen from its route, its flow's dependencies and the event that opened it")
    func buildsScreens() throws {
        let toaster = try Toaster.loggedIn()
        let factory = ScreenFactory<LinkScreen>()
        factory.register(HomeFlow.self) { request in
            LinkScreen(route: request.route.name, linkID: nil)
        }
        factory.register(LinkDetailFlow.self) { request in
            LinkScreen(route: request.route.name, linkID: request.flow.linkID)
        }
        try toaster.home.send(.openLink(id: 42))
        let screens = try #require(toaster.router.state.root?.stacks.first?.screens)
        #expect(screens.map { factory.makeContent(for: $0, in: toaster.runtime) } == [
            LinkScreen(route: "home", linkID: nil), LinkScreen(route: "webView", linkID: 42),
        ])
        // The handle a screen gets drives its own flow.
        var handle: FlowHandle<LinkDetailFlow>?
        factory.register(LinkDetailFlow.self) { request in
            handle = request.handle
            return LinkScreen(route: "", linkID: nil)
        }
        _ = factory.makeContent(for: screens[1], in: toaster.runtime)
        try #require(handle).send(.close)
        #expect(toaster.visible == "Home.home")
        #expect(factory.makeContent(for: screens[1], in: toaster.runtime) == nil, "a finished flow's screen builds nothing")
    }

    @Test("A pushed screen's request carries the event with its payload")
    func eventPayload() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.selectTab(.search))
        try toaster.search.send(.submit(query: "로그인"))
        let factory = ScreenFactory<String>()
        factory.register(SearchFlow.self) { request in
            if case .submit(let query) = request.event { query } else { "-" }
        }
        let screens = try #require(toaster.router.state.root?.stacks[2].screens)
        #expect(screens.compactMap { factory.makeContent(for: $0, in: toaster.runtime) } == ["-", "로그인"])
    }
}
