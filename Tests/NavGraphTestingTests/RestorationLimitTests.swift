import NavGraph
import Testing
import ToasterExample

/// The hostile inputs the property draws from, each pinned: numbers at their limits, nesting
/// thousands deep, kinds the declarations do not produce.
@MainActor
@Suite("Restoration: limits")
struct RestorationLimitTests {
    @Test("The folder snapshot builder writes what a runtime writes")
    func nestedMatchesARealSnapshot() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        try runtime.start(FolderFlow(depth: 0)).send(.open)
        let second = try #require(runtime.liveFlows.last.flatMap { runtime.handle(FolderFlow.self, id: $0.id) })
        try second.send(.open)
        try runtime.open("info")
        #expect(runtime.snapshot() == FolderFlow.nested(3, info: true))
    }

    @Test("20,000 nested flows restore, take events, snapshot again and go, with no frame per level")
    func deepNesting() throws {
        let depth = 20_000
        let snapshot = FolderFlow.nested(depth, info: true)
        let router = RecordingRouter()
        var runtime: FlowRuntime? = try FlowRuntime(restoring: snapshot, root: FolderFlow.self, router: router)
        #expect(router.commands.count == 2, "one setRoot, one present")
        #expect(router.state == runtime?.impliedNavigationState)
        #expect(runtime?.snapshot() == snapshot)
        let top = try #require(runtime?.liveFlows.last.flatMap { runtime?.handle(FolderFlow.self, id: $0.id) })
        #expect(top.flow.depth == depth - 1)
        try top.send(.hideInfo)
        try top.send(.open)
        #expect(router.state.visibleScreen?.flow == FlowID(rawValue: UInt32(depth + 1)))
        #expect(try runtime?.open("info").description == "Folder.showInfo")
        // A renamed route at the bottom of the chain is named with the whole path, and nothing changes.
        var outdated = snapshot
        outdated.flows[depth - 1].entries[1].route = "details"
        let before = runtime?.snapshot()
        let error = #expect(throws: RestorationError.self) { try runtime?.restore(outdated) }
        #expect(error?.path.hasPrefix("flows[\(depth - 1)] Folder/Folder/") == true)
        #expect(error?.path.hasSuffix("Folder.entries[1].route") == true)
        #expect(runtime?.snapshot() == before)
        weak let coordinator = runtime?.liveFlows.last?.coordinator
        runtime = nil
        #expect(coordinator == nil, "the chain is released")
    }

    @Test("Serials at the limits are errors naming the screen; the largest accepted one leaves room to push", arguments: [
        Int.max, Int.max - 1, Int.min, -1, FlowSnapshot.maxSerial + 1, 0,
    ])
    func serials(serial: Int) throws {
        var snapshot = FolderFlow.nested(2, info: true)
        snapshot.flows[1].entries[1].serial = serial
        let router = RecordingRouter()
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: FolderFlow.self, router: router) }
        #expect(error?.path == "flows[1] Folder/Folder.entries[1].serial")
        #expect(router.commands.isEmpty)

        snapshot.flows[1].entries[1].serial = FlowSnapshot.maxSerial
        let runtime = try FlowRuntime(restoring: snapshot, root: FolderFlow.self, router: HeadlessRouter())
        let top = try #require(runtime.handle(FolderFlow.self, id: FlowID(rawValue: 2)))
        try top.send(.hideInfo)
        try top.send(.showInfo)
        #expect(runtime.snapshot().flows[1].entries[1].serial == FlowSnapshot.maxSerial + 1)
    }

    @Test("Identities at the limits are errors; the largest accepted ones leave room for later starts", arguments: [
        (UInt32.max, "flows[1] Folder.id"), (UInt32.max - 3, "flows[1] Folder.id"), (FlowSnapshot.maxFlowID + 1, "flows[1] Folder.id"),
    ])
    func identities(id: UInt32, path: String) throws {
        var snapshot = FolderFlow.nested(2)
        snapshot.flows[1].id = id
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: FolderFlow.self, router: HeadlessRouter()) }
        #expect(error?.path == path)

        var last = FolderFlow.nested(2)
        last.lastID = id
        let lastError = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: last, root: FolderFlow.self, router: HeadlessRouter()) }
        #expect(lastError?.path == "lastID")

        var largest = FolderFlow.nested(2)
        largest.flows[1].id = FlowSnapshot.maxFlowID
        largest.lastID = FlowSnapshot.maxFlowID
        let runtime = try FlowRuntime(restoring: largest, root: FolderFlow.self, router: HeadlessRouter())
        try #require(runtime.handle(FolderFlow.self, id: FlowID(rawValue: FlowSnapshot.maxFlowID))).send(.open)
        #expect(runtime.liveFlows.last?.id == FlowID(rawValue: FlowSnapshot.maxFlowID + 1))
    }

    @Test("A tab flow numbered near the limit, or tabs that take another flow's identity, are errors")
    func tabIdentities() throws {
        let toaster = FlowRuntime(router: HeadlessRouter())
        try toaster.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        var snapshot = toaster.snapshot()
        let tabBar = try #require(snapshot.flows.firstIndex { $0.name == "TabBar" })
        snapshot.flows[tabBar].id = UInt32.max - 3
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: HeadlessRouter()) }
        #expect(error?.path == "flows[\(tabBar)] TabBar.id")

        // Without its tabs in the snapshot, the tab bar numbers them itself: one clashes with the root.
        var clash = toaster.snapshot()
        clash.flows = clash.flows.filter { !$0.placement.hasPrefix("tab:") }
        clash.flows[0].id = clash.flows[tabBar].id + 2
        clash.flows[tabBar].parent = clash.flows[0].id
        let clashError = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: clash, root: AppFlow.self, router: HeadlessRouter()) }
        #expect(clashError?.path == "flows[\(tabBar)] App/TabBar.id")
    }

    @Test("Kinds the declarations do not produce are errors naming the path", arguments: [
        ("Clip", 1, "clipDetail pushed, saved as presented", "flows[3] App/TabBar/Clip.entries[1].presented"),
        ("Timer", 1, "addTimer presented, saved as pushed", "flows[5] App/TabBar/Timer.entries[1].presented"),
    ])
    func swappedScreenKinds(flow: String, entry: Int, change: String, path: String) throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        try runtime.open("clip/7")
        try runtime.open("timer/new")
        var snapshot = runtime.snapshot()
        let index = try #require(snapshot.flows.firstIndex { $0.name == flow })
        snapshot.flows[index].entries[entry].presented.toggle()
        let error = #expect(throws: RestorationError.self, "\(change)") { try runtime.restore(snapshot) }
        #expect(error?.path == path, "\(error.map(String.init(describing:)) ?? "")")
    }

    @Test("Child starts the declarations do not produce are errors naming the path", arguments: [
        ("LinkDetail", "present", "flows[3] App/TabBar/Home/LinkDetail.placement"),
        ("TabBar", "present", "flows[1] App/TabBar.placement"),
        ("App", "root", "flows[0] App.placement"),
        ("Home", "push", "flows[2] App/TabBar/Home.placement"),
    ])
    func swappedChildKinds(flow: String, placement: String, path: String) throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        try runtime.open("link/3")
        var snapshot = runtime.snapshot()
        let index = try #require(snapshot.flows.firstIndex { $0.name == flow })
        snapshot.flows[index].placement = placement
        let before = runtime.snapshot()
        let error = #expect(throws: RestorationError.self) { try runtime.restore(snapshot) }
        #expect(error?.path == path, "\(error.map(String.init(describing:)) ?? "")")
        #expect(runtime.snapshot() == before)
    }

    @Test("A child started from a route whose row does not start it is an error")
    func childFromAnotherRoute() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        try runtime.open("link/3")
        var snapshot = runtime.snapshot()
        // Home's settings screen under the link: Home starts LinkDetail only from home.
        let home = try #require(snapshot.flows.firstIndex { $0.name == "Home" })
        snapshot.flows[home].entries.append(FlowSnapshot.EntryState(route: "settings", event: "{\"openSettings\":{}}", serial: 1))
        let error = #expect(throws: RestorationError.self) { try runtime.restore(snapshot) }
        #expect(error?.path == "flows[\(home + 1)] App/TabBar/Home/LinkDetail.placement", "\(error.map(String.init(describing:)) ?? "")")
    }

    @Test("With the longest valid prefix, a swapped kind drops the screen and the child from there down")
    func swappedKindsAsPrefix() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        try runtime.open("clip/7")
        try runtime.handle(ClipFlow.self)?.send(.openLink(id: 3))
        var snapshot = runtime.snapshot()
        let clip = try #require(snapshot.flows.firstIndex { $0.name == "Clip" })
        snapshot.flows[clip].entries[1].presented = true
        let router = HeadlessRouter()
        let restored = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router, mode: .longestValidPrefix)
        #expect(restored.handle(ClipFlow.self)?.routes == [.clipList])
        #expect(restored.handle(LinkDetailFlow.self) == nil, "the link pushed over the dropped screen goes with it")
        #expect(router.state == restored.impliedNavigationState)
    }
}
