import NavGraph
import NavGraphSwiftUI
import NavGraphUIKit
import Testing
import ToasterExample

/// Creating a runtime with a platform router is the whole wiring: nothing to forget.
@MainActor
@Suite("Platform routers are connected by the runtime they drive")
struct ConnectionTests {
    @Test("A NavigationModel reports a back swipe to the runtime created with it")
    func modelConnected() throws {
        let model = NavigationModel()
        let runtime = try launchToaster(on: model)
        #expect(model.runtime === runtime)
        try runtime.live(HomeFlow.self).send(.openSettings)
        let stack = try #require(runtime.tabStack(0))
        model.setPath([], of: stack)
        #expect(runtime.visibleRoutes == ["Home.home"])
        #expect(model.unreportedRemovals.isEmpty)
    }

    @Test("A HostRouter reports a completed back swipe to the runtime created with it")
    func hostRouterConnected() throws {
        let hosts = MemoryHosts()
        let router = HostRouter(hosts: hosts)
        let runtime = try launchToaster(on: router)
        #expect(router.runtime === runtime)
        try runtime.live(HomeFlow.self).send(.openSettings)
        let stack = try #require(runtime.tabStack(0))
        let controller = try #require(hosts.navigationControllers[stack])
        #expect(controller.beginInteractivePop())
        controller.finishInteractivePop()
        #expect(runtime.visibleRoutes == ["Home.home"])
        #expect(router.unreportedRemovals.isEmpty)
    }

    @Test("A model whose restore failed reports to the fresh runtime that replaced it")
    func reconnectedAfterFailedRestore() throws {
        let model = NavigationModel()
        let bad = FlowSnapshot(flows: [], lastID: 0)
        #expect(throws: RestorationError.self) {
            _ = try FlowRuntime(restoring: bad, root: AppFlow.self, router: model)
        }
        let runtime = try launchToaster(on: model)
        #expect(model.runtime === runtime)
    }
}
