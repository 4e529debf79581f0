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

/// What `runtime` shows and has told its router and observers: a plan must change none of it.
@MainActor
func liveState(_ runtime: FlowRuntime, records: Int) -> String {
    let router = runtime.router as? HeadlessRouter
    return "\(runtime.snapshot()) \(runtime.impliedNavigationState) \(String(describing: router?.state)) "
        + "\(router?.unappliedCommands.count ?? -1) commands unapplied, \(records) records"
}

/// `answer` for the search as applications run it, checking that it leaves the live runtime as
/// it was: its tree, what its router shows, and what observers heard (nothing).
@MainActor
func answerLeavingTheRuntime(_ runtime: FlowRuntime, _ link: String) -> (answer: String, change: String?) {
    var records = 0
    let token = runtime.addObserver { _ in records += 1 }
    defer { runtime.removeObserver(token) }
    let before = liveState(runtime, records: records)
    let answer = answer(runtime, link, passingOverDetours: true)
    let after = liveState(runtime, records: records)
    return (answer, before == after ? nil : "planning \(link) changed the runtime: \(before) became \(after)")
}

/// A shortcut of the plan's search that must change none of its answers, each compared with the
/// plain search in every configuration a trace reaches: the same plan, flow identities included,
/// or the same error.
enum SearchShortcut: String, CaseIterable, Sendable {
    /// Passing over detours (`LinkStepFacts`), against trying every step.
    case passingOverDetours
    /// One scratch tree whose tries save only the flows a step can change, against a copy of the
    /// whole tree per configuration.
    case scratchTree

    @MainActor
    func invariant(_ links: [String]) -> Invariant {
        Invariant("\(rawValue)MatchesPlainSearch", "The search's shortcut changes no plan, no error and nothing live.") { context in
            for link in links {
                let (shortcut, change) = answerLeavingTheRuntime(context.runtime, link)
                if let change { return change }
                let plain = answer(context.runtime, link, passingOverDetours: self != .passingOverDetours, copyingEveryFlow: self == .scratchTree)
                if shortcut != plain { return "\(link): \(rawValue) answers \(shortcut), the plain search \(plain)" }
            }
            return nil
        }
    }

    @MainActor
    func checking(_ links: [String]) -> ExplorationOptions {
        ExplorationOptions(length: 1...14, invariants: [invariant(links)])
    }
}

@Suite("Deep links: the search's shortcuts change none of its answers")
@MainActor
struct LinkPruningProperties {
    @Test(arguments: SearchShortcut.allCases)
    func detourHierarchy(_ shortcut: SearchShortcut) async throws {
        let hub = try FlowExplorer(root: HubFlow(), catalog: detourCatalog(tabs: false), options: shortcut.checking(detourLinks))
        #expect(await hub.check(count: 100).failure == nil)
        let tabs = try FlowExplorer(root: HubTabsFlow(), catalog: detourCatalog(tabs: true), options: shortcut.checking(detourLinks))
        #expect(await tabs.check(count: 60).failure == nil)
    }

    @Test(arguments: SearchShortcut.allCases)
    func toaster(_ shortcut: SearchShortcut) async throws {
        let explorer = try toasterExplorer(options: shortcut.checking(toasterLinks.map(\.link)))
        #expect(await explorer.check(count: 20).failure == nil)
    }

    @Test(arguments: SearchShortcut.allCases)
    func storeFolderAndClub(_ shortcut: SearchShortcut) async throws {
        let store = try FlowExplorer(roots: [StoreFlow(items: 0), StoreFlow(items: 2)], catalog: storeCatalog, options: shortcut.checking(storeLinks.map(\.link)))
        #expect(await store.check(count: 40).failure == nil)
        let folders = try FlowExplorer(
            root: FolderFlow(depth: 0), catalog: EventCatalog {
                FlowEvents(FolderFlow.self, [.open, .showInfo, .hideInfo, .close])
                FlowEvents(VaultFlow.self, [.unlock])
            },
            options: shortcut.checking(["info", "vault"])
        )
        #expect(await folders.check(count: 40).failure == nil)
        let club = try FlowExplorer(
            root: ClubFlow(club: Club()),
            catalog: EventCatalog {
                FlowEvents(ClubFlow.self, [.enter])
                FlowEvents(MemberFlow.self, [.openVault, .openBar, .back, .leave])
            },
            options: shortcut.checking(["vault", "bar"])
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
