import NavGraph

/// What the impure flows' guards and effects read and change: scripted answers, blocked guards,
/// and a runtime to open links on from inside a guard or an effect.
@MainActor
final class World {
    weak var runtime: FlowRuntime?
    /// While set, every guard holds and effects only count: the test is building its start.
    var settingUp = false
    /// The answers guards give, one per call, then `true`.
    var answers: [Bool] = []
    /// Per guard call: 1 opens a link from inside the guard.
    var guardActions: [Int] = []
    /// Per effect: 1 blocks a guard, 2 opens a link, 3 sends an event, 0 nothing.
    var effectActions: [Int] = []
    /// Guards that answer `false` from now on.
    var blocked: Set<String> = []
    /// Calls per guard name.
    var calls: [String: Int] = [:]
    /// A guard's answer turns `false` from its call numbered here on (counted from 1).
    var failFromCall: [String: Int] = [:]
    private(set) var effectsRun = 0
    private(set) var eventsSent = 0
    /// What each link opened from inside a guard or an effect answered.
    private(set) var reentrantOutcomes: [String] = []

    static let guardNames = ["toB", "toC", "toD", "openKid", "next"]

    func answer(_ name: String) -> Bool {
        calls[name, default: 0] += 1
        if settingUp { return true }
        if !guardActions.isEmpty, guardActions.removeFirst() == 1 { reenter(from: "guard \(name)") }
        if blocked.contains(name) { return false }
        if let from = failFromCall[name], calls[name, default: 0] >= from { return false }
        return answers.isEmpty ? true : answers.removeFirst()
    }

    func effect(_ name: String, send: () -> Void) {
        effectsRun += 1
        guard !settingUp, !effectActions.isEmpty else { return }
        let action = effectActions.removeFirst()
        switch action % 4 {
        case 1: blocked.insert(Self.guardNames[action / 4 % Self.guardNames.count])
        case 2: reenter(from: "effect \(name)")
        case 3:
            eventsSent += 1
            send()
        default: break
        }
    }

    private func reenter(from place: String) {
        guard let runtime else { return }
        do {
            let plan = try runtime.open("c")
            reentrantOutcomes.append("\(place) opened c: \(plan)")
        } catch {
            reentrantOutcomes.append(error.reason == .busy ? "busy" : "\(place): \(error)")
        }
    }
}

/// A stack whose every forward row is guarded and has an effect, all reading and changing one world.
struct ImpureRootFlow: Flow {
    enum Route: FlowRoute { case a, b, c, d }
    enum Event: FlowEvent { case toB, toC, toD, openKid, back, hide, kidDone }

    let world: World

    static func gate(_ name: String) -> Guard<ImpureRootFlow, Void> {
        Guard(name) { flow in MainActor.assumeIsolated { flow.world.answer(name) } }
    }

    static func effect(_ name: String) -> @MainActor @Sendable (EffectContext<ImpureRootFlow>) -> Void {
        { context in context.flow.world.effect(name) { context.send(.back) } }
    }

    static let definition = FlowDefinition<ImpureRootFlow>(
        initial: .a,
        transitions: [
            .on(.toB, from: .a, when: gate("toB"), .push(.b), effect: effect("toB")),
            .on(.toC, from: .b, when: gate("toC"), .push(.c), effect: effect("toC")),
            .on(.toD, from: .c, when: gate("toD"), .present(.d), effect: effect("toD")),
            .on(.openKid, from: .c, when: gate("openKid"), .start(ImpureKidFlow.self, .push) { root, _ in ImpureKidFlow(world: root.world) }, effect: effect("openKid")),
            .on(.back, from: .b, .pop),
            .on(.back, from: .c, .pop),
            .on(.hide, from: .d, .dismiss),
            .on(.kidDone, .stay),
        ],
        children: [ChildFlow(ImpureKidFlow.self) { _ in .kidDone }],
        links: [
            .link("b", sends: .toB), .link("c", sends: .toC), .link("d", sends: .toD), .link("kid", sends: .openKid),
            .step(.back), .step(.hide),
        ]
    )
}

struct ImpureKidFlow: Flow {
    enum Route: FlowRoute { case x, y }
    enum Event: FlowEvent { case next, back, done }
    enum Output: Sendable { case done }

    let world: World

    static let definition = FlowDefinition<ImpureKidFlow>(
        initial: .x,
        transitions: [
            .on(.next, from: .x, when: Guard("next") { kid in MainActor.assumeIsolated { kid.world.answer("next") } }, .push(.y), effect: { context in
                context.flow.world.effect("next") { context.send(.back) }
            }),
            .on(.back, from: .y, .pop),
            .on(.done, from: .x, .finish(.done)),
        ],
        links: [.link("kid/y", sends: .next), .step(.done), .step(.back)]
    )
}
