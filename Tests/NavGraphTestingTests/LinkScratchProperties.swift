import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// In every configuration a trace reaches, each link's search on one scratch tree, whose tries
/// save only the flows a step can change, answers exactly as the search that copies the whole
/// tree per configuration: the same plan, flow identities included, or the same error.
@MainActor
func scratchPlansMatch(_ links: [String]) -> Invariant {
    Invariant("scratchPlansMatch", "Searching on one scratch tree changes no plan and no error.") { context in
        for link in links {
            let scratch = answer(context.runtime, link, passingOverDetours: true)
            let copies = answer(context.runtime, link, passingOverDetours: true, copyingEveryFlow: true)
            if scratch != copies { return "\(link): the scratch tree answers \(scratch), copies \(copies)" }
        }
        return nil
    }
}

@Suite("Deep links: searching on one scratch tree answers as copies of the tree do")
@MainActor
struct LinkScratchProperties {
    static func checking(_ links: [String]) -> ExplorationOptions {
        ExplorationOptions(length: 1...14, invariants: [scratchPlansMatch(links)])
    }

    @Test func detourHierarchy() async throws {
        let hub = try FlowExplorer(root: HubFlow(), catalog: detourCatalog(tabs: false), options: Self.checking(detourLinks))
        #expect(await hub.check(count: 60).failure == nil)
        let tabs = try FlowExplorer(root: HubTabsFlow(), catalog: detourCatalog(tabs: true), options: Self.checking(detourLinks))
        #expect(await tabs.check(count: 60).failure == nil)
    }

    @Test func toaster() async throws {
        let explorer = try toasterExplorer(options: Self.checking(toasterLinks.map(\.link)))
        #expect(await explorer.check(count: 20).failure == nil)
    }

    @Test func storeFolderAndClub() async throws {
        let store = try FlowExplorer(roots: [StoreFlow(items: 0), StoreFlow(items: 2)], catalog: storeCatalog, options: Self.checking(storeLinks.map(\.link)))
        #expect(await store.check(count: 40).failure == nil)
        let folders = try FlowExplorer(
            root: FolderFlow(depth: 0), catalog: EventCatalog {
                FlowEvents(FolderFlow.self, [.open, .showInfo, .hideInfo, .close])
                FlowEvents(VaultFlow.self, [.unlock])
            },
            options: Self.checking(["info", "vault"])
        )
        #expect(await folders.check(count: 40).failure == nil)
        let club = try FlowExplorer(
            root: ClubFlow(club: Club()),
            catalog: EventCatalog {
                FlowEvents(ClubFlow.self, [.enter])
                FlowEvents(MemberFlow.self, [.openVault, .openBar, .back, .leave])
            },
            options: Self.checking(["vault", "bar"])
        )
        #expect(await club.check(count: 40).failure == nil)
    }

    @Test("Relays: a step that finishes flows up to the root")
    func relays() async throws {
        let relays = try FlowExplorer(root: RelayRootFlow(), catalog: relayCatalog, options: Self.checking(["done", "relay/note"]))
        #expect(await relays.check(count: 60).failure == nil)
        let runtime = FlowRuntime(router: HeadlessRouter())
        let root = try runtime.start(RelayRootFlow())
        try root.send(.open)
        for _ in 0..<3 { try runtime.open(RelayFlow.self, sending: .open) }
        #expect(try runtime.plan("done").description == "Relay.close")
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
