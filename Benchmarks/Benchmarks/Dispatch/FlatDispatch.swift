import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import LoginApp
import NavGraph

/// The 4-route login flow: NavGraph (on each router) and the two switches, accepted and rejected.
func registerFlatDispatch() {
    if let difference = onMainActor({ handWrittenLoginDifference() }) {
        fatalError("the hand-written coordinator does not do NavGraph's work: \(difference)")
    }
    let switches = onMainActor { SwitchBox() }
    let switchOnly = Workload(events: LoginEvents.accepted.count) { switches.send(LoginEvents.accepted) }
    let switchStack = Workload(events: LoginEvents.accepted.count) { switches.sendWithStack(LoginEvents.accepted) }
    let switchRejecting = Workload(events: LoginEvents.rejected.count) { switches.send(LoginEvents.rejected) }
    let rejectedCount = LoginEvents.rejected.count

    dispatchBenchmark("Flat: switch (state only), accepted", subject: switchOnly)
    dispatchBenchmark("Flat: switch + route stack, accepted", subject: switchStack, baseline: switchOnly)
    dispatchBenchmark("Flat: switch (state only), rejected", subject: switchRejecting, expectedRejections: rejectedCount)

    let machines = onMainActor { MachineBox() }
    let machineAccepted = Workload(events: LoginEvents.accepted.count) { machines.send(LoginEvents.accepted) }
    let machineRejected = Workload(events: LoginEvents.rejected.count) { machines.send(LoginEvents.rejected) }
    dispatchBenchmark("Flat: FlowMachine (no runtime), accepted (vs switch)", subject: machineAccepted, baseline: switchOnly)
    dispatchBenchmark("Flat: FlowMachine (no runtime), accepted (vs switch + stack)", subject: machineAccepted, baseline: switchStack)
    dispatchBenchmark("Flat: FlowMachine (no runtime), rejected (vs switch)", subject: machineRejected, baseline: switchRejecting, expectedRejections: rejectedCount)

    for (routerName, makeRouter) in [("HeadlessRouter", { @MainActor in HeadlessRouter() as any Router }), ("no-op router", { @MainActor in NoOpRouter() as any Router })] {
        let fixture = onMainActor { LoginRuntimeFixture(router: makeRouter()) }
        let accepted = Workload(events: LoginEvents.accepted.count) { fixture.send(LoginEvents.accepted) }
        let rejected = Workload(events: LoginEvents.rejected.count) { fixture.send(LoginEvents.rejected) }
        dispatchBenchmark("Flat: NavGraph, \(routerName), accepted (vs switch)", subject: accepted, baseline: switchOnly)
        dispatchBenchmark("Flat: NavGraph, \(routerName), accepted (vs switch + stack)", subject: accepted, baseline: switchStack)
        dispatchBenchmark("Flat: NavGraph, \(routerName), rejected (vs switch)", subject: rejected, baseline: switchRejecting, expectedRejections: rejectedCount)

        let coordinator = onMainActor { LoginCoordinatorFixture(router: makeRouter()) }
        let coordinatorAccepted = Workload(events: LoginEvents.accepted.count) { coordinator.send(LoginEvents.accepted) }
        let coordinatorRejected = Workload(events: LoginEvents.rejected.count) { coordinator.send(LoginEvents.rejected) }
        dispatchBenchmark("Flat: hand-written coordinator, \(routerName), accepted (vs switch)", subject: coordinatorAccepted, baseline: switchOnly)
        dispatchBenchmark("Flat: hand-written coordinator, \(routerName), rejected (vs switch)", subject: coordinatorRejected, baseline: switchRejecting, expectedRejections: rejectedCount)
        dispatchBenchmark("Flat: NavGraph, \(routerName), accepted (vs hand-written coordinator)", subject: accepted, baseline: coordinatorAccepted)
        dispatchBenchmark(
            "Flat: NavGraph, \(routerName), rejected (vs hand-written coordinator)", subject: rejected, baseline: coordinatorRejected, expectedRejections: rejectedCount
        )
    }
}

/// The pure machine, kept across samples like the switches: one mutating access per batch.
@MainActor
final class MachineBox {
    private var fixture = LoginMachineFixture()
    func send(_ events: [LoginFlow.Event]) -> Int { fixture.send(events) }
}

/// The baselines' state, kept across samples on the main actor. Each call is one mutating access
/// to the stored struct, so the loop inside runs on `inout` state with no exclusivity checks.
@MainActor
final class SwitchBox {
    private var fixture = LoginSwitchFixture()
    func send(_ events: [LoginFlow.Event]) -> Int { fixture.send(events) }
    func sendWithStack(_ events: [LoginFlow.Event]) -> Int { fixture.sendWithStack(events) }
}

/// Where the hand-written coordinator's commands or errors for the benchmarks' events first
/// differ from NavGraph's, or `nil` when they are the same.
@MainActor
func handWrittenLoginDifference() -> String? {
    let navGraphRouter = CommandRecorder()
    let handWrittenRouter = CommandRecorder()
    // The fixture keeps the runtime: a handle alone would find its flow finished.
    let navGraphFixture = LoginRuntimeFixture(router: navGraphRouter)
    let navGraph = navGraphFixture.handle
    let handWritten = LoginCoordinator(router: handWrittenRouter)
    for (index, event) in (LoginEvents.accepted + LoginEvents.rejected).enumerated() {
        // Starting set the window's root: each event's commands are compared.
        let (navGraphBefore, handWrittenBefore) = (navGraphRouter.commands.count, handWrittenRouter.commands.count)
        let expected = Result { () throws(NavigationError) in try navGraph.send(event) }.error
        let actual = Result { () throws(NavigationError) in try handWritten.send(event) }.error
        guard expected == actual else {
            return "event \(index) (\(event)): NavGraph \(expected.map(String.init(describing:)) ?? "accepted"), hand-written \(actual.map(String.init(describing:)) ?? "accepted")"
        }
        let sent = navGraphRouter.commands[navGraphBefore...]
        let sentByHand = handWrittenRouter.commands[handWrittenBefore...]
        guard sent.elementsEqual(sentByHand) else {
            return "event \(index) (\(event)): NavGraph sent \(Array(sent)), hand-written \(Array(sentByHand))"
        }
    }
    return nil
}

extension Result {
    /// The failure, if any.
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
