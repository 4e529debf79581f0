import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("Lifecycle: one mechanism, no leaks")
struct LifecycleTests {
    @Test("A back swipe on LinkDetail finishes it, releases its coordinator and tells the parent")
    func backSwipeFinishesLinkDetail() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 4))
        let coordinator = toaster.coordinator(of: "LinkDetail")
        #expect(coordinator() != nil)
        let detailID = try toaster.linkDetail.flowID

        let homeStack = try #require(toaster.router.state.root?.stacks.first?.id)
        let swiped = try #require(toaster.router.simulateBackSwipe(in: homeStack))
        #expect(swiped.description == "LinkDetail.webView")
        try toaster.runtime.platformDidRemove(swiped)

        #expect(coordinator() == nil, "LinkDetail's coordinator outlived its screen")
        #expect(toaster.visible == "Home.home")
        #expect(toaster.trace.last?.description == "Home.home --linkClosed--> Home.home")
        #expect(toaster.trace.last?.origin == .childOutput(child: detailID, output: "closed", childFinished: true))
        toaster.expectConsistent()
        // Home is interactive again.
        try toaster.home.send(.openSettings)
        #expect(toaster.visible == "Home.settings")
    }

    @Test("A back swipe from settings only pops Home's machine")
    func backSwipeWithinFlow() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        let stack = try #require(toaster.router.state.root?.stacks.first?.id)
        let swiped = try #require(toaster.router.simulateBackSwipe(in: stack))
        try toaster.runtime.platformDidRemove(swiped)
        #expect(try toaster.home.routes == [.home])
        toaster.expectConsistent()
    }

    @Test("Logout from Home's settings reaches App: Auth is shown and every TabBar descendant is released")
    func logoutReleasesTabBarSubtree() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openLink(id: 1))
        try toaster.linkDetail.send(.close)
        try toaster.tabBar.send(.selectTab(.clip))
        try toaster.clip.send(.openLink(id: 2))
        try toaster.tabBar.send(.selectTab(.home))
        try toaster.home.send(.openSettings)

        var coordinators: [() -> AnyObject?] = []
        for flow in toaster.runtime.liveFlows where flow.name != "App" {
            weak let reference = flow.coordinator
            coordinators.append { reference }
        }
        #expect(coordinators.count == 6)  // TabBar, 4 tabs, LinkDetail in Clip

        try toaster.home.send(.tapLogout)

        #expect(toaster.visible == "Auth.login")
        #expect(toaster.runtime.liveFlows.map(\.name) == ["App", "Auth"])
        #expect(coordinators.allSatisfy { $0() == nil }, "a TabBar descendant outlived logout")
        #expect(toaster.trace.suffix(3).map(\.description) == [
            "Home.settings --tapLogout--> Home.settings",
            "TabBar.home --logout--> TabBar.finished",
            "App.splash --loggedOut--> App.splash",
        ])
        toaster.expectConsistent()
    }

    @Test("A handle kept to a finished tab keeps no other coordinator alive")
    func keptTabHandleHoldsNoSibling() throws {
        let toaster = try Toaster.loggedIn()
        // The first tab, the one that links to the others.
        let home = try toaster.home
        var others: [() -> AnyObject?] = []
        for flow in toaster.runtime.liveFlows where !["App", "Home"].contains(flow.name) {
            weak let reference = flow.coordinator
            others.append { reference }
        }
        #expect(others.count == 4)  // TabBar, Clip, Search, Timer
        try home.send(.openSettings)
        try home.send(.tapLogout)
        #expect(!home.isRunning)
        #expect(others.allSatisfy { $0() == nil }, "a handle to finished Home kept a sibling alive")
        toaster.expectConsistent()
    }

    @Test("A flow started after one of its type finished starts on its first route alone")
    func restartedFlowStartsClean() throws {
        let toaster = try Toaster()
        try toaster.auth.send(.tapSignUp)
        try toaster.auth.send(.signedUp)  // Auth finishes on its second screen
        try toaster.home.send(.openSettings)
        try toaster.home.send(.tapLogout)  // Home finishes on its second screen; a new Auth
        #expect(try toaster.auth.routes == [.login])
        try toaster.auth.send(.tapSignUp)
        #expect(try toaster.auth.routes == [.login, .signUp])
        try toaster.auth.send(.signedUp)  // a new Home
        #expect(try toaster.home.routes == [.home])
        try toaster.home.send(.openSettings)
        #expect(try toaster.home.routes == [.home, .settings])
        toaster.expectConsistent()
    }

    @Test("Logout while AddLink is presented removes the modal too")
    func logoutUnderModal() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        try toaster.tabBar.send(.tapPlus)
        // Settings is covered by the modal: its logout is not reachable until the modal goes.
        #expect(throws: NavigationError.self) { try toaster.home.send(.tapLogout) }
        try toaster.addLink.send(.cancel)
        try toaster.home.send(.tapLogout)
        #expect(toaster.router.state.modals.isEmpty)
        #expect(toaster.visible == "Auth.login")
        toaster.expectConsistent()
    }

    @Test("\"+\" presents AddLink; saved dismisses it and selects Home")
    func addLinkSaved() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.selectTab(.search))
        try toaster.tabBar.send(.tapPlus)
        #expect(toaster.router.state.modals.count == 1)
        #expect(toaster.visible == "AddLink.addLink")
        let addLink = toaster.coordinator(of: "AddLink")
        try toaster.addLink.send(.linkEntered(url: "https://example.org"))
        #expect(toaster.visible == "AddLink.selectClip")
        try toaster.addLink.send(.saved)
        #expect(toaster.router.state.modals.isEmpty)
        #expect(toaster.visible == "Home.home")
        #expect(try toaster.tabBar.route == .home)
        #expect(addLink() == nil)
        toaster.expectConsistent()
    }

    @Test("Swiping AddLink down cancels it through its dismissal output")
    func addLinkSwipeDown() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.tapPlus)
        let addLink = toaster.coordinator(of: "AddLink")
        let screen = try #require(toaster.router.simulateSwipeDown())
        try toaster.runtime.platformDidRemove(screen)
        #expect(addLink() == nil)
        #expect(toaster.trace.last?.description == "TabBar.home --addLinkCancelled--> TabBar.home")
        #expect(try toaster.tabBar.isInteractive)
        toaster.expectConsistent()
    }

    @Test("Swiping down a presented route finishes the child pushed onto it, with its dismissal output")
    func swipeDownTakesThePushedChild() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        var trace: [TransitionRecord] = []
        runtime.addObserver { trace.append($0) }
        let host = try runtime.start(SheetHostFlow())
        try host.send(.openSheet)
        try host.send(.openKid)
        weak let kid = runtime.liveFlows.first { $0.name == "DismissibleKid" }?.coordinator
        #expect(kid != nil)
        #expect(router.state.modals.first?.stacks.first?.screens.map(\.description) == ["SheetHost.sheet", "DismissibleKid.page"])

        let screen = try #require(router.simulateSwipeDown())
        #expect(screen.description == "SheetHost.sheet")
        try runtime.platformDidRemove(screen)

        #expect(kid == nil, "the child pushed onto the sheet outlived it")
        #expect(runtime.liveFlows.map(\.name) == ["SheetHost"])
        #expect(host.routes == [.list])
        #expect(host.isInteractive)
        #expect(router.state.modals.isEmpty)
        #expect(router.state == runtime.impliedNavigationState)
        #expect(trace.suffix(2).map(\.description) == ["SheetHost.sheet --platformDidRemove(SheetHost.sheet)--> SheetHost.list", "SheetHost.list --kidLeft--> SheetHost.list"])
    }

    @Test("A child that a tab not selected starts, for the platform's removal of its child, takes no events")
    func childOfHiddenTab() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let tabs = try runtime.start(RestartingTabsFlow())
        let restarter = try #require(runtime.handle(RestarterFlow.self))
        try restarter.send(.openKid)
        try tabs.send(.selectSecond)
        let screen = try #require(router.simulateBackSwipe(in: ContainerID(owner: restarter.flowID, slot: 0)))
        #expect(screen.description == "DismissibleKid.page")
        try runtime.platformDidRemove(screen)

        let left = try #require(runtime.handle(LeftFlow.self))
        #expect(!left.isInteractive, "its tab is not shown")
        #expect(throws: NavigationError.self) { try left.send(.next) }
        #expect(left.routes == [.first])
        #expect(router.state == runtime.impliedNavigationState)
    }

    @Test("Timer presents and dismisses a route of its own")
    func timerModalRoute() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.selectTab(.timer))
        try toaster.timer.send(.add)
        #expect(toaster.router.state.modals.count == 1)
        #expect(try !toaster.tabBar.isInteractive, "a modal covers the tab bar")
        toaster.expectConsistent()
        try toaster.timer.send(.done)
        #expect(toaster.router.state.modals.isEmpty)
        #expect(toaster.visible == "Timer.timerList")
        toaster.expectConsistent()
    }

    @Test("Dropping the runtime releases every coordinator")
    func runtimeReleasesAll() throws {
        var coordinators: [() -> AnyObject?] = []
        do {
            let toaster = try Toaster.loggedIn()
            try toaster.home.send(.openLink(id: 1))
            for flow in toaster.runtime.liveFlows {
                weak let reference = flow.coordinator
                coordinators.append { reference }
            }
        }
        #expect(coordinators.count == 7)
        #expect(coordinators.allSatisfy { $0() == nil })
    }
}
