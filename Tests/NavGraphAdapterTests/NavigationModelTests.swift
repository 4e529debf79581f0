import NavGraph
import NavGraphSwiftUI
import Testing
import ToasterExample

/// The SwiftUI model, driven by the runtime and by a scene that writes its bindings as SwiftUI does.
@MainActor
@Suite("NavigationModel: SwiftUI bindings in sync with the runtime")
struct NavigationModelTests {
    let model = NavigationModel()
    let runtime: FlowRuntime
    let scene: SwiftUIScene

    init() throws {
        runtime = try launchToaster(on: model)
        model.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
        scene = SwiftUIScene(model: model)
    }

    /// The scene shows the model's state, which is the state the machines imply.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        scene.render()
        #expect(scene.shown == model.state, "the scene shows a stale binding", sourceLocation: sourceLocation)
        #expect(model.state == runtime.impliedNavigationState, "\(model.state)\nvs the machines' \(runtime.impliedNavigationState)", sourceLocation: sourceLocation)
        #expect(model.unappliedCommands.isEmpty, sourceLocation: sourceLocation)
        #expect(model.rejectedReports.isEmpty, "\(model.rejectedReports)", sourceLocation: sourceLocation)
    }

    @Test("An action tab sends its event, presenting a modal, and the selection stays")
    func actionTab() throws {
        model.mapActionTab(TabBarFlow.self, title: "+", sends: .tapPlus)
        let tabBar = try #require(model.state.root).id
        #expect(model.actionTabTitles(of: tabBar) == ["+"])
        scene.render()
        let revision = model.revision
        #expect(scene.tapTab(4))
        #expect(runtime.runs("AddLink"))
        #expect(model.modal(at: 0)?.container.visibleStack?.screens.map(\.description) == ["AddLink.addLink"])
        #expect(model.selectedTab(of: tabBar) == 0)
        #expect(model.revision != revision, "views must read the selection again")
        expectInSync()
    }

    @Test("The runtime's pushes reach the path binding")
    func pushReachesPath() throws {
        let home = try runtime.live(HomeFlow.self)
        try home.send(.openSettings)
        let stack = try #require(runtime.tabStack(0))
        #expect(model.path(of: stack).map(\.route) == ["settings"])
        #expect(model.rootScreen(of: stack)?.route == "home")
        expectInSync()
    }

    @Test("A back swipe shortens the path: the machine pops")
    func backSwipe() throws {
        let home = try runtime.live(HomeFlow.self)
        try home.send(.openSettings)
        scene.render()
        #expect(scene.backSwipe())
        #expect(home.routes == [.home])
        expectInSync()
    }

    @Test("A path cut by several screens at once finishes the flows that left, top first")
    func pathCutBySeveral() throws {
        try runtime.live(TabBarFlow.self).send(.selectTab(.clip))
        let clip = try runtime.live(ClipFlow.self)
        try clip.send(.openClip(id: 1))
        try clip.send(.openLink(id: 2))
        #expect(runtime.runs("LinkDetail"))
        scene.render()
        #expect(scene.popPath(to: 0))
        #expect(clip.routes == [.clipList])
        #expect(!runtime.runs("LinkDetail"))
        expectInSync()
    }

    @Test("A sheet swiped down finishes its flow, whose dismissal output reaches the parent")
    func sheetDismissed() throws {
        let tabBar = try runtime.live(TabBarFlow.self)
        try tabBar.send(.tapPlus)
        try runtime.live(AddLinkFlow.self).send(.linkEntered(url: "https://a.example"))
        scene.render()
        #expect(model.modal(at: 0, style: .sheet) != nil)
        #expect(scene.swipeDown())
        #expect(!runtime.runs("AddLink"))
        #expect(tabBar.isInteractive)
        expectInSync()
    }

    @Test("A full-screen cover is bound by the cover binding, not the sheet's")
    func coverStyle() throws {
        model.modalStyle = { _ in .fullScreenCover }
        try runtime.live(TabBarFlow.self).send(.tapPlus)
        #expect(model.modal(at: 0, style: .sheet) == nil)
        #expect(model.modal(at: 0, style: .fullScreenCover)?.level == 0)
    }

    @Test("A tab tapped is sent as the declared event; the selection follows the runtime")
    func tabTap() throws {
        scene.render()
        #expect(scene.tapTab(2))
        #expect(try runtime.live(TabBarFlow.self).route == .search)
        #expect(model.selectedTab(of: try #require(model.state.root).id) == 2)
        expectInSync()
    }

    @Test("A tab tap the runtime does not take leaves the selection where it was, and views read it again")
    func unmappedTabTap() throws {
        let unmapped = NavigationModel()
        let runtime = try launchToaster(on: unmapped)
        let scene = SwiftUIScene(model: unmapped)
        #expect(scene.tapTab(1))
        scene.render()
        #expect(scene.shown.root?.selectedIndex == 0)
        #expect(try runtime.live(TabBarFlow.self).route == .home)
        #expect(unmapped.revision == 1)
    }

    @Test("A path SwiftUI did not cut from the current one is not taken")
    func foreignPath() throws {
        let stack = try #require(runtime.tabStack(0))
        let stranger = Screen(flow: FlowID(rawValue: 99), flowName: "Home", route: "settings", index: 1)
        model.setPath([stranger], of: stack)
        #expect(model.path(of: stack).isEmpty)
        #expect(model.revision == 1)
        expectInSync()
    }

    @Test("A sheet dismissed while a push onto it waits in the runtime's queue: the push is dropped, the flow finished")
    func dismissalWhilePushQueued() throws {
        let tabBar = try runtime.live(TabBarFlow.self)
        let scene = scene
        let runtime = runtime
        // While `tapPlus` is being applied (observers run inside it), the user types a link and
        // swipes the sheet down: both wait in the runtime's queue, the push first.
        let token = runtime.addObserver { record in
            guard record.event == "tapPlus", let addLink = runtime.handle(AddLinkFlow.self) else { return }
            scene.render()
            try? addLink.send(.linkEntered(url: "https://b.example"))
            scene.swipeDown()
        }
        try tabBar.send(.tapPlus)
        runtime.removeObserver(token)
        #expect(!runtime.runs("AddLink"))
        #expect(model.droppedCommands.count == 1)
        #expect(model.state.modals.isEmpty)
        expectInSync()
    }

    /// Clip on screen at clipDetail, the user swiping it away while `openClip` is still being
    /// applied, with `queued` sent just before the swipe: both wait in the runtime's queue.
    func swipeWhileQueued(_ queued: ClipFlow.Event) throws -> FlowHandle<ClipFlow> {
        try runtime.live(TabBarFlow.self).send(.selectTab(.clip))
        let clip = try runtime.live(ClipFlow.self)
        let scene = scene
        let token = runtime.addObserver { record in
            guard record.event == "openClip" else { return }
            try? clip.send(queued)
            scene.render()
            scene.backSwipe()
        }
        try clip.send(.openClip(id: 1))
        runtime.removeObserver(token)
        return clip
    }

    @Test("A back swipe while a push onto the same stack waits: the swiped screen comes back under the push")
    func swipeWhilePushQueued() throws {
        let clip = try swipeWhileQueued(.openLink(id: 2))
        #expect(clip.routes == [.clipList, .clipDetail])
        #expect(runtime.runs("LinkDetail"))
        #expect(model.path(of: try #require(runtime.tabStack(1))).map(\.route) == ["clipDetail", "webView"])
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
        let model = NavigationModel()
        let runtime = try launchToaster(on: model, hasSession: false)
        let scene = SwiftUIScene(model: model)
        let auth = try runtime.live(AuthFlow.self)
        let token = runtime.addObserver { record in
            guard record.event == "tapSignUp" else { return }
            scene.render()
            scene.backSwipe()
        }
        try auth.send(.tapSignUp)
        runtime.removeObserver(token)
        #expect(auth.routes == [.login])
        // An equal screen (same flow, route and position) comes back.
        try auth.send(.tapSignUp)
        scene.render()
        #expect(model.state == runtime.impliedNavigationState)
        #expect(scene.shown == model.state)
    }
}
