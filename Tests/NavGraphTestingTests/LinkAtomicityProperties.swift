import NavGraph
import PropertyBased
import Testing

/// Deep links through guards that answer differently each time they are asked, open links
/// themselves, and effects that block later guards, open links and send events: a link either
/// applies every step of its plan, or throws and nothing changed (tree, router, observers, effects).
@MainActor
@Suite("Deep links: atomic under impure guards and effects")
struct LinkAtomicityProperties {
    static let links: [(link: String, shows: String)] = [
        ("b", "ImpureRoot.b"), ("c", "ImpureRoot.c"), ("d", "ImpureRoot.d"), ("kid", "ImpureKid.x"), ("kid/y", "ImpureKid.y"),
    ]

    /// A runtime of the impure hierarchy on `router`, brought to start `start` (0…5) with every guard holding.
    static func launch(_ start: Int, world: World, router: any Router) throws -> FlowRuntime {
        let runtime = FlowRuntime(router: router)
        world.runtime = runtime
        world.settingUp = true
        defer { world.settingUp = false }
        let root = try runtime.start(ImpureRootFlow(world: world))
        let script: [ImpureRootFlow.Event] = [.toB, .toC, start == 3 ? .toD : .openKid]
        for event in script.prefix(min(start, 3)) { try root.send(event) }
        if start == 5 { try #require(runtime.handle(ImpureKidFlow.self)).send(.next) }
        return runtime
    }

    @Test("Every link applies all of its plan, or throws and changes nothing")
    func atomicUnderImpurity() async {
        var outcomes: [String: Int] = [:]
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...5), Gen.int(in: 0...4), Gen.int(in: 0...3).array(of: 0...16), Gen.int(in: 0...7).array(of: 0...6),
            Gen.int(in: 0...19).array(of: 0...6)
        ) { start, linkIndex, answers, guardActions, effectActions in
            let world = World()
            let router = RecordingRouter()
            guard let runtime = try? Self.launch(start, world: world, router: router) else {
                Issue.record("start \(start) did not launch")
                return
            }
            var records = 0
            runtime.addObserver { _ in records += 1 }
            world.answers = answers.map { $0 != 0 }
            world.guardActions = guardActions
            world.effectActions = effectActions
            let (link, shows) = Self.links[linkIndex]
            let label = "start \(start), \(link), answers \(world.answers), guards \(guardActions), effects \(effectActions)"
            let before = (state: router.state, snapshot: runtime.snapshot(), commands: router.commands.count, effects: world.effectsRun)
            do throws(DeepLinkError) {
                let plan = try runtime.open(link)
                outcomes[plan.isAlreadyShown ? "shown" : "opened", default: 0] += 1
                #expect(router.state == runtime.impliedNavigationState, "\(label)")
                if world.eventsSent == 0 {
                    #expect(router.state.visibleScreen?.description == shows, "\(label): \(plan)")
                }
                if !plan.isAlreadyShown {
                    #expect(records >= plan.steps.count, "\(label): every step observed")
                }
            } catch {
                outcomes["\(error.reason)".prefix { $0 != "(" }.description, default: 0] += 1
                #expect(router.state == before.state, "\(label): \(error)")
                #expect(runtime.snapshot() == before.snapshot, "\(label): \(error)")
                #expect(router.commands.count == before.commands, "\(label): the router heard of a rolled-back step")
                #expect(records == 0, "\(label): observers saw a rolled-back step")
                #expect(world.effectsRun == before.effects, "\(label): an effect of a rolled-back step ran")
            }
            #expect(world.reentrantOutcomes.allSatisfy { $0 == "busy" }, "\(label): \(world.reentrantOutcomes)")
            #expect(flowIndexDisagreement(runtime) == nil, "\(label)")
        }
        // Both outcomes and rollbacks after a live rejection were exercised.
        #expect(outcomes["opened", default: 0] > 50 && outcomes["stepRejected", default: 0] > 10, "\(outcomes)")
    }

    @Test("A guard that answers otherwise when applied than when planned rolls back every earlier step")
    func guardChangesItsMindLive() throws {
        // How often planning asks toC's guard, from a twin runtime.
        let twin = World()
        let twinRuntime = try Self.launch(0, world: twin, router: HeadlessRouter())
        _ = try twinRuntime.plan("c")
        let plannedCalls = try #require(twin.calls["toC"])

        let world = World()
        let router = RecordingRouter()
        let runtime = try Self.launch(0, world: world, router: router)
        world.calls = [:]
        world.failFromCall = ["toC": plannedCalls + 1]
        let before = (router.state, runtime.snapshot(), router.commands.count)
        let error = #expect(throws: DeepLinkError.self) { try runtime.open("c") }
        guard case .stepRejected(let step, let rejection) = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(step == 2)
        #expect(rejection.reason == .guardFailed(guard: "toC"))
        #expect(router.state == before.0)
        #expect(runtime.snapshot() == before.1, "step 1 (toB) is rolled back")
        #expect(router.commands.count == before.2)
        #expect(world.effectsRun == 0)
    }

    @Test("An effect that blocks the next step's guard runs after the whole plan, which applies")
    func effectsRunAfterThePlan() throws {
        let world = World()
        let runtime = try Self.launch(0, world: world, router: HeadlessRouter())
        world.effectActions = [1 + 4 * 1]  // toB's effect blocks toC
        let plan = try runtime.open("c")
        #expect(plan.description == "ImpureRoot.toB → ImpureRoot.toC")
        #expect(world.blocked == ["toC"])
        #expect(world.effectsRun == 2)
    }

    @Test("A link opened from a guard while a link is planned is refused as busy")
    func linkFromAGuard() throws {
        let world = World()
        let router = RecordingRouter()
        let runtime = try Self.launch(0, world: world, router: router)
        world.guardActions = [1]
        let plan = try runtime.open("b")
        #expect(plan.description == "ImpureRoot.toB")
        #expect(world.reentrantOutcomes == ["busy"])
        #expect(router.state.visibleScreen?.description == "ImpureRoot.b")
    }

    @Test("Planning is bounded: an unreachable link over 5,000 nested flows stops at the budget, a shallow one searches it all")
    func planningBudget() throws {
        let deep = try FlowRuntime(restoring: FolderFlow.nested(5_000), root: FolderFlow.self, router: HeadlessRouter())
        let before = deep.snapshot()
        let error = #expect(throws: DeepLinkError.self) { try deep.open("vault") }
        guard case .searchLimitReached(let configurations) = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(configurations < 30)
        #expect(deep.snapshot() == before)

        let shallow = try FlowRuntime(restoring: FolderFlow.nested(10), root: FolderFlow.self, router: HeadlessRouter())
        let shallowError = #expect(throws: DeepLinkError.self) { try shallow.open("vault") }
        #expect(shallowError?.reason == .unreachable(from: "Folder.list"))
    }
}
