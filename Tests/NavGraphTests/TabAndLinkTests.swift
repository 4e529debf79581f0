import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("Tabs and the shared link detail")
struct TabAndLinkTests {
    @Test("Selecting each tab shows its flow's first screen", arguments: [
        (TabBarFlow.Route.home, "Home.home"), (.clip, "Clip.clipList"), (.search, "Search.search"), (.timer, "Timer.timerList"),
    ])
    func selectTab(tab: TabBarFlow.Route, visible: String) throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.selectTab(tab == .home ? .clip : .home))
        try toaster.tabBar.send(.selectTab(tab))
        #expect(toaster.visible == visible)
        #expect(try toaster.tabBar.route == tab)
        toaster.expectConsistent()
    }

    @Test("Re-selecting a tab declared to pop to its root pops it, and only it")
    func reselectPopsToRoot() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        try toaster.tabBar.send(.selectTab(.search))
        try toaster.search.send(.submit(query: "q"))
        try toaster.tabBar.send(.selectTab(.home))
        try toaster.tabBar.send(.selectTab(.home))
        #expect(toaster.visible == "Home.home")
        #expect(toaster.trace.last?.commands.map(\.description) == ["popTo(1, in: #3)"])
        #expect(try toaster.search.routes == [.search, .results])
        toaster.expectConsistent()
    }

    @Test("Re-selecting a tab with a child flow on it finishes the child and delivers its dismissal output")
    func reselectFinishesChild() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 7))
        let detail = try #require(toaster.runtime.handle(LinkDetailFlow.self))
        try toaster.tabBar.send(.selectTab(.home))
        #expect(!detail.isRunning)
        #expect(toaster.visible == "Home.home")
        #expect(toaster.trace.suffix(2).map(\.event) == ["selectTab", "linkClosed"])
        toaster.expectConsistent()
    }

    @Test("Re-selecting a tab declared to do nothing changes nothing and emits no command")
    func reselectNoneIsNoOp() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let bar = try runtime.start(PlainTabsFlow())
        let left = try #require(runtime.handle(LeftFlow.self))
        try left.send(.next)
        let before = router.state
        try bar.send(.selectLeft)
        #expect(router.state == before)
        #expect(runtime.impliedNavigationState == before)
    }

    @Test("Tabs keep their own stacks across selection")
    func tabsKeepStacks() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        try toaster.tabBar.send(.selectTab(.clip))
        try toaster.clip.send(.openClip(id: 1))
        try toaster.tabBar.send(.selectTab(.home))
        #expect(toaster.visible == "Home.settings")
        try toaster.tabBar.send(.selectTab(.clip))
        #expect(toaster.visible == "Clip.clipDetail")
        toaster.expectConsistent()
    }

    @Test("Home, Clip and Search each open the same LinkDetail flow type on their own stack")
    func openLinkFromThreeParents() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 1))
        #expect(toaster.visible == "LinkDetail.webView")
        let fromHome = try toaster.linkDetail
        #expect(fromHome.flow.linkID == 1)

        try toaster.tabBar.send(.selectTab(.clip))
        try toaster.clip.send(.openLink(id: 2))
        try toaster.tabBar.send(.selectTab(.search))
        try toaster.search.send(.submit(query: "swift"))
        try toaster.search.send(.openLink(id: 3))
        #expect(toaster.visible == "LinkDetail.webView")

        let details = toaster.runtime.liveFlows.filter { $0.name == "LinkDetail" }
        let parents = details.compactMap { detail in toaster.runtime.liveFlows.first { $0.id == detail.parent }?.name }
        #expect(parents == ["Home", "Clip", "Search"])
        let stacks = toaster.router.state.root?.stacks.map(\.description)
        #expect(stacks == [
            "[Home.home, LinkDetail.webView]", "[Clip.clipList, LinkDetail.webView]",
            "[Search.search, Search.results, LinkDetail.webView]", "[Timer.timerList]",
        ])
        toaster.expectConsistent()
    }

    @Test("Closing LinkDetail pops its screen, releases it and tells the parent once")
    func closeLinkDetail() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 9))
        let detail = toaster.coordinator(of: "LinkDetail")
        try toaster.linkDetail.send(.close)
        #expect(toaster.visible == "Home.home")
        #expect(detail() == nil)
        #expect(toaster.trace.suffix(2).map(\.description) == [
            "LinkDetail.webView --close--> LinkDetail.finished",
            "Home.home --linkClosed--> Home.home",
        ])
        toaster.expectConsistent()
    }

    @Test("A flow covered by its pushed child rejects its own events")
    func coveredParentRejects() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 1))
        let before = toaster.snapshot
        #expect(throws: NavigationError(flow: "Home", route: "home", event: "openSettings", reason: .notInteractive)) {
            try toaster.home.send(.openSettings)
        }
        #expect(toaster.snapshot == before)
        // The tab bar stays usable over a pushed child.
        try toaster.tabBar.send(.selectTab(.timer))
        #expect(toaster.visible == "Timer.timerList")
    }

    @Test("A flow that took events stops taking them once another tab is selected, and takes them again when shown")
    func interactivityFollowsTheSelectedTab() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        try toaster.home.send(.back)
        try toaster.tabBar.send(.selectTab(.clip))
        let before = toaster.snapshot
        #expect(throws: NavigationError(flow: "Home", route: "home", event: "openSettings", reason: .notInteractive)) {
            try toaster.home.send(.openSettings)
        }
        #expect(toaster.snapshot == before)
        try toaster.tabBar.send(.selectTab(.home))
        try toaster.home.send(.openSettings)
        #expect(toaster.visible == "Home.settings")
        toaster.expectConsistent()
    }

    @Test("A tab that is not selected takes no events")
    func unselectedTabRejects() throws {
        let toaster = try Toaster.loggedIn()
        let before = toaster.snapshot
        #expect(throws: NavigationError(flow: "Clip", route: "clipList", event: "openClip", reason: .notInteractive)) {
            try toaster.clip.send(.openClip(id: 1))
        }
        #expect(toaster.snapshot == before)
    }
}
