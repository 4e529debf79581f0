import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// The scratch tree's own cases; `LinkPruningProperties` runs it over the other hierarchies.
@Suite("Deep links: searching on one scratch tree answers as copies of the tree do")
@MainActor
struct LinkScratchProperties {
    @Test("Relays: a step that finishes flows up to the root")
    func relays() async throws {
        let relays = try FlowExplorer(root: RelayRootFlow(), catalog: relayCatalog, options: SearchShortcut.scratchTree.checking(["done", "relay/note"]))
        #expect(await relays.check(count: 60).failure == nil)
        let runtime = FlowRuntime(router: HeadlessRouter())
        let root = try runtime.start(RelayRootFlow())
        try root.send(.open)
        for _ in 0..<3 { try runtime.open(RelayFlow.self, sending: .open) }
        #expect(try runtime.plan("done").description == "Relay.close")
    }

    @Test("Tries on the live tree leave it as it was, after guards that throw and steps that finish flows up to the root")
    func liveTreeRestored() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let root = try runtime.start(RelayRootFlow())
        try root.send(.open)
        for _ in 0..<3 { try runtime.open(RelayFlow.self, sending: .open) }
        let deepest = try #require(runtime.liveFlows.last?.id)
        try #require(runtime.handle(RelayFlow.self, id: deepest)).send(.note)
        let flows = runtime.liveFlows.count
        var rejected: [NavigationError] = []
        runtime.onRejectedQueuedEvent = { rejected.append($0) }
        // The search tries the guarded step that throws, and steps that start and finish relays.
        for link in ["relay/peek", "done", "relay/note"] {
            let (_, change) = answerLeavingTheRuntime(runtime, link)
            #expect(change == nil)
        }
        #expect(answer(runtime, "relay/peek", passingOverDetours: true).contains("guardThrew"))
        #expect(rejected.isEmpty)
        // The flows the tries started are not live: handles to the live ones still work.
        try #require(runtime.handle(RelayFlow.self, id: deepest)).send(.back)
        #expect(runtime.liveFlows.count == flows)
        #expect(router.state == runtime.impliedNavigationState)
    }

    @Test("Nested folders, the top one showing its info: a whole search answers alike")
    func nestedFolders() throws {
        for depth in [1, 2, 30] {
            let runtime = try FlowRuntime(restoring: FolderFlow.nested(depth, info: true), root: FolderFlow.self, router: HeadlessRouter())
            for link in ["info", "vault"] {
                let scratch = answer(runtime, link, passingOverDetours: true)
                #expect(scratch == answer(runtime, link, passingOverDetours: true, copyingEveryFlow: true), "\(link) over \(depth)")
            }
            #expect(answer(runtime, "vault", passingOverDetours: true).hasPrefix("error"))
        }
    }
}
