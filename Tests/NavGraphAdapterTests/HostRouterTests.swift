import NavGraph
import NavGraphUIKit
import Testing
import ToasterExample

/// The UIKit router's logic against in-memory hosts that behave as UIKit documents.
@MainActor
@Suite("HostRouter: UIKit hosts in sync with the runtime")
struct HostRouterTests {
    let hosts = MemoryHosts()
    let router: HostRouter<MemoryHosts>
    let runtime: FlowRuntime

    init() throws {
        router = HostRouter(hosts: hosts)
        runtime = try launchToaster(on: router)
        router.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
    }

    /// The hosts show the router's state, which is the state the machines imply.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(hosts.shownState == router.state, "the hosts show\n\(hosts.shownState)", sourceLocation: sourceLocation)
        #expect(router.state == runtime.impliedNavigationState, "\(router.state)\nvs the machines' \(runtime.impliedNavigationState)", sourceLocation: sourceLocation)
        #expect(router.unappliedCommands.isEmpty, sourceLocation: sourceLocation)
        #expect(router.rejectedReports.isEmpty, "\(router.rejectedReports)", sourceLocation: sourceLocation)
    }

    /// The navigation controller of the root's tab `index`.
    func navigationController(_ index: Int) throws -> MemoryNavigationController {
        let id = try #require(runtime.tabStack(index))
        return try #require(hosts.navigationControllers[id])
    }

    @Test("Launch builds a tab bar of navigation controllers as the window's root")
    func launch() throws {
        #expect(hosts.tabBarControllers.count == 1)
        #expect(hosts.shownState.root?.stacks.count == 4)
        #expect(hosts.shownState.root?.tabNames == ["home", "clip", "search", "timer"])
        expectInSync()
    }

    @Test("A push keeps the pages below it: only the new screen's page is built")
    func pushKeepsPages() throws {
        let controller = try navigationController(0)
        let first = try #require(controller.pages.first)
        try runtime.live(HomeFlow.self).send(.openSettings)
        #expect(controller.pages.count == 2)
        #expect(controller.pages.first === first)
        expectInSync()
    }

    @Test("A completed interactive pop is reported: the machine pops")
    func interactivePop() throws {
        let home = try runtime.live(HomeFlow.self)
        try home.send(.openSettings)
        let controller = try navigationController(0)
        #expect(controller.beginInteractivePop())
        controller.finishInteractivePop()
        #expect(home.routes == [.home])
        expectInSync()
    }

    @Test("A swipe the user cancels halfway reports nothing")
    func cancelledSwipe() throws {
        let home = try runtime.live(HomeFlow.self)
        try home.send(.openSettings)
        let controller = try navigationController(0)
        #expect(controller.beginInteractivePop())
        controller.cancelInteractivePop()
        // A later didShow (any change the router makes) finds the pages the router placed.
        router.stackDidShow(controller.id)
        #expect(home.routes == [.home, .settings])
        expectInSync()
    }

    @Test("The back button's menu pops several screens at once: the flows that left finish")
    func popSeveral() throws {
        try runtime.live(TabBarFlow.self).send(.selectTab(.clip))
        let clip = try runtime.live(ClipFlow.self)
        try clip.send(.openClip(id: 1))
        try clip.send(.openLink(id: 2))
        try navigationController(1).popToPage(at: 0)
        #expect(clip.routes == [.clipList])
        #expect(!runtime.runs("LinkDetail"))
        expectInSync()
    }

    @Test("A sheet swiped down is reported by its presentation delegate: the flow finishes")
    func swipeDown() throws {
        let tabBar = try runtime.live(TabBarFlow.self)
        try tabBar.send(.tapPlus)
        try runtime.live(AddLinkFlow.self).send(.linkEntered(url: "https://a.example"))
        #expect(hosts.presented.count == 1)
        #expect(hosts.swipeDown())
        #expect(!runtime.runs("AddLink"))
        #expect(tabBar.isInteractive)
        expectInSync()
    }

    @Test("The runtime's dismissal dismisses the presented page; no delegate call, nothing reported")
    func programmaticDismiss() throws {
        try runtime.live(TabBarFlow.self).send(.tapPlus)
        try runtime.live(AddLinkFlow.self).send(.cancel)
        #expect(hosts.presented.isEmpty)
        expectInSync()
    }

    @Test("A tab tapped is sent as the declared event")
    func tabTap() throws {
        let tabBar = try runtime.live(TabBarFlow.self)
        hosts.tap(3, in: try #require(router.state.root).id)
        #expect(tabBar.route == .timer)
        expectInSync()
    }

    @Test("Tapping the selected tab pops its navigation controller to the root, as UIKit does", arguments: [false, true])
    func reselect(didShowLast: Bool) throws {
        let home = try runtime.live(HomeFlow.self)
        try home.send(.openLink(id: 1))
        hosts.tap(0, in: try #require(router.state.root).id, didShowLast: didShowLast)
        #expect(home.routes == [.home])
        #expect(!runtime.runs("LinkDetail"))
        expectInSync()
    }

    @Test("A tab tap the runtime does not take puts the tab bar back")
    func unmappedTap() throws {
        let hosts = MemoryHosts()
        let router = HostRouter(hosts: hosts)
        let runtime = try launchToaster(on: router)
        let tabBar = try #require(router.state.root).id
        hosts.tap(2, in: tabBar)
        #expect(hosts.tabBarControllers[tabBar]?.selectedTabIndex == 0)
        #expect(try runtime.live(TabBarFlow.self).route == .home)
    }

    @Test("A sheet swiped down while a push onto it waits in the runtime's queue: the push is dropped")
    func dismissalWhilePushQueued() throws {
        let hosts = hosts
        let runtime = runtime
        let token = runtime.addObserver { record in
            guard record.event == "tapPlus", let addLink = runtime.handle(AddLinkFlow.self) else { return }
            try? addLink.send(.linkEntered(url: "https://b.example"))
            hosts.swipeDown()
        }
        try runtime.live(TabBarFlow.self).send(.tapPlus)
        runtime.removeObserver(token)
        #expect(!runtime.runs("AddLink"))
        #expect(router.droppedCommands.count == 1)
        expectInSync()
    }

    @Test("Logout replaces the root: the tab bar's hosts are let go")
    func logout() throws {
        try runtime.live(HomeFlow.self).send(.openSettings)
        try runtime.live(HomeFlow.self).send(.tapLogout)
        #expect(router.tabHost(try #require(hosts.tabBarControllers.keys.first)) == nil)
        #expect(hosts.shownState.root?.isTabBar == false)
        expectInSync()
    }

    /// Clip on screen at clipDetail, the user completing a back swipe while `openClip` is still
    /// being applied, with `queued` sent just before: both wait in the runtime's queue.
    func swipeWhileQueued(_ queued: ClipFlow.Event) throws -> FlowHandle<ClipFlow> {
        try runtime.live(TabBarFlow.self).send(.selectTab(.clip))
        let clip = try runtime.live(ClipFlow.self)
        let controller = try navigationController(1)
        let token = runtime.addObserver { record in
            guard record.event == "openClip" else { return }
            try? clip.send(queued)
            if controller.beginInteractivePop() { controller.finishInteractivePop() }
        }
        try clip.send(.openClip(id: 1))
        runtime.removeObserver(token)
        return clip
    }

    @Test("A back swipe while a push onto the same stack waits: the swiped screen comes back under the push")
    func swipeWhilePushQueued() throws {
        let clip = try swipeWhileQueued(.openLink(id: 2))
        #expect(clip.routes == [.clipList, .clipDetail])
        #expect(try navigationController(1).pages.count == 3)
        expectInSync()
    }

    @Test("A back swipe while a pop of the same screen waits: the pop takes the swiped screen, nothing more")
    func swipeWhilePopQueued() throws {
        let clip = try swipeWhileQueued(.back)
        #expect(clip.routes == [.clipList])
        expectInSync()
    }

    @Test("A queued report applied, then the same route pushed again: the new screen is not taken for the cut one")
    func sameRouteAfterQueuedReport() throws {
        let hosts = MemoryHosts()
        let router = HostRouter(hosts: hosts)
        let runtime = try launchToaster(on: router, hasSession: false)
        let auth = try runtime.live(AuthFlow.self)
        let stack = try #require(router.state.root).id
        let token = runtime.addObserver { record in
            guard record.event == "tapSignUp", let controller = hosts.navigationControllers[stack] else { return }
            if controller.beginInteractivePop() { controller.finishInteractivePop() }
        }
        try auth.send(.tapSignUp)
        runtime.removeObserver(token)
        #expect(auth.routes == [.login])
        try auth.send(.tapSignUp)
        #expect(router.state == runtime.impliedNavigationState)
        #expect(hosts.shownState == router.state)
    }
}
