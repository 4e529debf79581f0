import Foundation
import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("State restoration")
struct RestorationTests {
    /// Toaster deep in the hierarchy: Clip's detail with a link pushed over it, a search, and the "+" modal.
    static func busyToaster() throws -> Toaster {
        let toaster = try Toaster.loggedIn()
        try toaster.runtime.open("search/swift")
        try toaster.runtime.open("clip/7")
        try toaster.clip.send(.openLink(id: 3))
        try toaster.tabBar.send(.tapPlus)
        try toaster.addLink.send(.linkEntered(url: "https://example.com"))
        return toaster
    }

    static func roundTrip(_ snapshot: FlowSnapshot) throws -> FlowSnapshot {
        try JSONDecoder().decode(FlowSnapshot.self, from: JSONEncoder().encode(snapshot))
    }

    @Test("A snapshot through JSON restores the same navigation state with one setRoot and a present per modal")
    func roundTripThroughJSON() throws {
        let toaster = try Self.busyToaster()
        let snapshot = try Self.roundTrip(toaster.runtime.snapshot())
        let router = RecordingRouter()
        let restored = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router)
        #expect(router.state == toaster.router.state)
        #expect(restored.impliedNavigationState == toaster.runtime.impliedNavigationState)
        #expect(router.commands.map(\.kindName) == ["setRoot", "present"])
        #expect(restored.snapshot() == snapshot)
        // The restored flows carry their values and the events that opened their screens.
        #expect(restored.handle(LinkDetailFlow.self)?.flow.linkID == 3)
        #expect(restored.liveFlows.map(\.description) == toaster.runtime.liveFlows.map(\.description))
    }

    @Test("A restored runtime goes on where the old one was")
    func restoredRuntimeTakesEvents() throws {
        let toaster = try Self.busyToaster()
        let router = HeadlessRouter()
        let restored = try FlowRuntime(restoring: toaster.runtime.snapshot(), root: AppFlow.self, router: router)
        try #require(restored.handle(AddLinkFlow.self)).send(.saved)
        try toaster.addLink.send(.saved)
        #expect(router.state == toaster.router.state)
        #expect(router.state.visibleScreen?.description == "Home.home")
        try restored.open("link/4")
        #expect(router.state.visibleScreen?.description == "LinkDetail.webView")
        #expect(router.unappliedCommands.isEmpty)
    }

    @Test("restore(_:) replaces the live flows; old handles go stale")
    func restoreInPlace() throws {
        let source = try Self.busyToaster()
        let toaster = try Toaster(session: false)
        let auth = try toaster.auth
        try toaster.runtime.restore(source.runtime.snapshot())
        #expect(toaster.router.state == source.router.state)
        #expect(!auth.isRunning)
        toaster.expectConsistent()
    }

    @Test("A snapshot that no longer fits is a typed error naming the path; nothing changes", arguments: [
        ("renamed route", "\"route\":\"clipDetail\"", "\"route\":\"clipDetails\"", "flows[3] App/TabBar/Clip.entries[1].route"),
        ("removed flow", "\"name\":\"LinkDetail\"", "\"name\":\"LinkPreview\"", "flows[4] App/TabBar/Clip/LinkPreview.name"),
        ("removed tab", "\"selectedTab\":\"clip\"", "\"selectedTab\":\"clips\"", "flows[1] App/TabBar.selectedTab"),
        ("moved tab", "\"placement\":\"tab:3\"", "\"placement\":\"tab:4\"", "flows[6] App/TabBar/Timer.placement"),
    ])
    func olderDeclarations(change: String, from: String, to: String, path: String) throws {
        let source = try Self.busyToaster()
        let snapshot = try Self.edited(source.runtime.snapshot(), from, to)
        let toaster = try Toaster.loggedIn()
        let before = toaster.snapshot
        let error = #expect(throws: RestorationError.self, "\(change)") { try toaster.runtime.restore(snapshot) }
        #expect(error?.path == path, "\(error.map(String.init(describing:)) ?? "")")
        #expect(toaster.snapshot == before)
        let router = RecordingRouter()
        #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router) }
        #expect(router.commands.isEmpty)
    }

    @Test("The longest valid prefix keeps what fits and drops the rest")
    func longestValidPrefix() throws {
        let source = try Self.busyToaster()
        let renamed = try Self.edited(source.runtime.snapshot(), "\"route\":\"clipDetail\"", "\"route\":\"clipDetails\"")
        let router = HeadlessRouter()
        let restored = try FlowRuntime(restoring: renamed, root: AppFlow.self, router: router, mode: .longestValidPrefix)
        #expect(restored.handle(ClipFlow.self)?.routes == [.clipList])
        #expect(restored.handle(LinkDetailFlow.self) == nil, "the link pushed over the lost screen goes with it")
        #expect(restored.handle(AddLinkFlow.self)?.routes == [.addLink, .selectClip])
        #expect(router.state == restored.impliedNavigationState)
    }

    @Test("A flow whose value is not Codable cannot be restored: the error names it")
    func nonCodableFlow() throws {
        let source = try Self.busyToaster()
        var snapshot = source.runtime.snapshot()
        let index = try #require(snapshot.flows.firstIndex { $0.name == "LinkDetail" })
        snapshot.flows[index].value = nil
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: HeadlessRouter()) }
        #expect(error?.path == "flows[\(index)] App/TabBar/Clip/LinkDetail.value")
    }

    /// `snapshot` through JSON with `from` replaced by `to` in its text.
    static func edited(_ snapshot: FlowSnapshot, _ from: String, _ to: String) throws -> FlowSnapshot {
        let text = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        try #require(text.contains(from), "\(text)")
        return try JSONDecoder().decode(FlowSnapshot.self, from: Data(text.replacingOccurrences(of: from, with: to).utf8))
    }
}

/// A headless router that also keeps the commands it received.
@MainActor
final class RecordingRouter: Router {
    private let headless = HeadlessRouter()
    private(set) var commands: [NavigationCommand] = []
    var state: NavigationState { headless.state }
    func apply(_ command: NavigationCommand) {
        commands.append(command)
        headless.apply(command)
    }
}

extension NavigationCommand {
    var kindName: String { String(description.prefix { $0 != "(" }) }
}

@MainActor
@Suite("State restoration: tampered snapshots")
struct TamperedSnapshotTests {
    @Test("Identities that are not fresh, or tabs numbered unlike their tab flow, are errors", arguments: [
        (0, UInt32(0), "flows[0] App.id"), (2, UInt32(1), "flows[2] Home.id"), (3, UInt32.max, "flows[3] Clip.id"), (2, UInt32(40), "flows[2] App/TabBar/Home.id"),
    ])
    func badIdentities(index: Int, id: UInt32, path: String) throws {
        let toaster = try Toaster.loggedIn()
        var snapshot = toaster.runtime.snapshot()
        snapshot.flows[index].id = id
        let router = RecordingRouter()
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router) }
        #expect(error?.path == path, "\(error.map(String.init(describing:)) ?? "")")
        #expect(router.commands.isEmpty)
    }
}

@MainActor
@Suite("State restoration: messages read as English")
struct RestorationMessageTests {
    @Test("A first screen saved as presented says so, not \"starts at clipList, not clipList\"")
    func firstScreenPresented() throws {
        let toaster = try Toaster.loggedIn()
        var snapshot = toaster.runtime.snapshot()
        let index = try #require(snapshot.flows.firstIndex { $0.name == "Clip" })
        snapshot.flows[index].entries[0].presented = true
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: HeadlessRouter()) }
        #expect(error?.problem == "Clip's first screen clipList is saved as presented; a flow's first screen never is")
    }

    @Test("A root saved with a parent says so, not \"the root flow is App, not App\"")
    func rootWithParent() throws {
        let toaster = try Toaster.loggedIn()
        var snapshot = toaster.runtime.snapshot()
        snapshot.flows[0].parent = 9
        let error = #expect(throws: RestorationError.self) { try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: HeadlessRouter()) }
        #expect(error?.problem == "the root flow App has no parent, but flow #9 is saved as its parent")
    }

    @Test("A parameter of any type name reads as English", arguments: ["Int", "UInt", "URL", "UUID", "Event"])
    func parameterTypes(type: String) {
        #expect(LinkParameterError(name: "id", value: "x", expected: type).description == "parameter id is \"x\", which is not a valid \(type)")
    }
}
