import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// What a plan's search answers for `link`, with or without passing over detours, on one scratch
/// tree or on a copy per configuration: the plan's steps with the flows they go to, or the error.
@MainActor
func answer(_ runtime: FlowRuntime, _ link: String, passingOverDetours: Bool, copyingEveryFlow: Bool = false) -> String {
    do {
        let plan = try runtime.plan(link, passingOverDetours: passingOverDetours, copyingEveryFlow: copyingEveryFlow)
        return "plan \(plan.steps.map { "\($0.flowID):\($0)" }) waiting for \(plan.waitingFor ?? "nothing")"
    } catch {
        return "error \(error.reason)"
    }
}

/// In every configuration a trace reaches, each link's search that passes over detours answers
/// exactly as the search that tries every step.
@MainActor
func prunedPlansMatch(_ links: [String]) -> Invariant {
    Invariant("prunedPlansMatch", "Passing over detours changes no plan and no error.") { context in
        for link in links {
            let pruned = answer(context.runtime, link, passingOverDetours: true)
            let full = answer(context.runtime, link, passingOverDetours: false)
            if pruned != full { return "\(link): passing over detours answers \(pruned), trying every step \(full)" }
        }
        return nil
    }
}

@Suite("Deep links: the search passes over detours without changing its answer")
@MainActor
struct LinkPruningProperties {
    static let options = ExplorationOptions(length: 1...14, invariants: [])

    static func checking(_ links: [String]) -> ExplorationOptions {
        var options = options
        options.invariants = [prunedPlansMatch(links)]
        return options
    }

    @Test func detourHierarchy() async throws {
        let hub = try FlowExplorer(root: HubFlow(), catalog: detourCatalog(tabs: false), options: Self.checking(detourLinks))
        #expect(await hub.check(count: 100).failure == nil)
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

    @Test("Passing over detours: the hub's shelf through Return's output, Inner through Wrapper")
    func detoursThatLead() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        _ = try runtime.start(HubFlow())
        #expect(try runtime.plan("shelf").description == "Hub.openReturn → Return.done")
        #expect(try runtime.plan("shelf/item").description == "Hub.openReturn → Return.done → Hub.openShelf → Shelf.pick")
        #expect(try runtime.plan("inner").description == "Hub.openWrapper → Wrapper.openInner → Inner.go")
        #expect(try runtime.plan("side/more").description == "Hub.openSide → Side.more")
    }
}
