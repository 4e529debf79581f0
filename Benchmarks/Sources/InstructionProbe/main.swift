import BenchmarkFixtures
import Foundation
import LoginApp
import NavGraph
import NavGraphTesting
import ToasterExample
import ToasterExampleTesting

/// Runs one workload `repetitions` times, for `valgrind --tool=callgrind`: instruction counts are
/// the same from run to run, whatever else the machine does. `./instructions` runs each workload
/// at two repetition counts and divides the difference by the events between them, so start-up
/// and one-time costs (tables, metadata, the first conformance look-ups) cancel out.
///
///     InstructionProbe <workload> <repetitions>
///
/// Workloads (events per repetition): `switch`, `machine` and `flat` (1,000 accepted login
/// events: the hand-written switch, `FlowMachine` alone, NavGraph with a no-op router), `rejected` (1,000 rejected login events,
/// no-op router), `headless` (`flat` with a `HeadlessRouter`), `tabs` (6), `full` (18),
/// `fullheadless` (`full` with a `HeadlessRouter`), `explore`
/// (one replay of 100 random walks with every invariant, or those `INVARIANTS` names; prints its
/// transitions), `floor` (the same walks driven with nothing watching: no records, snapshots,
/// invariants or replay; prints the transitions the checked replay applies, per which it is read),
/// `generate` (the 100 walks generated again, each step run on a live runtime, read likewise),
/// `match` (`FlowRuntime.impliesNavigationState` on the tabs with two flows' screens pushed, as
/// every checked step asks it).
///
/// `InstructionProbe time <batches>` is not for callgrind: it times the four flat subjects
/// (switch, switch with a route stack, `FlowMachine`, runtime with a no-op router) batch by
/// batch, interleaved, and prints the fastest batch and the tenth percentile, each as a ratio to
/// the switch's. On this machine the fastest batch moves by about 3 % between runs of one build,
/// where the benchmark's samples move by 25 %. Two builds whose code for a subject is the same
/// can still differ (code layout: 7 % seen for `FlowMachine`, 20 % for the switch, whose loop
/// moves with NavGraph's code in the same module), so compare builds in alternated runs, read
/// the absolute times as well as the ratios, and trust only larger differences.
let arguments = CommandLine.arguments.dropFirst()
guard let workload = arguments.first, let repetitions = arguments.dropFirst().first.flatMap({ Int($0) }), repetitions > 0 else {
    print("usage: InstructionProbe switch|machine|flat|rejected|headless|tabs|full|fullheadless|explore|floor|generate|match|time <repetitions>")
    exit(2)
}

MainActor.assumeIsolated {
    var checksum = 0
    switch workload {
    case "switch":
        var fixture = LoginSwitchFixture()
        for _ in 0..<repetitions { checksum &+= fixture.send(LoginEvents.accepted) }
    case "machine":
        var fixture = LoginMachineFixture()
        for _ in 0..<repetitions { checksum &+= fixture.send(LoginEvents.accepted) }
    case "flat":
        let fixture = LoginRuntimeFixture(router: NoOpRouter())
        for _ in 0..<repetitions { checksum &+= fixture.send(LoginEvents.accepted) }
    case "rejected":
        let fixture = LoginRuntimeFixture(router: NoOpRouter())
        for _ in 0..<repetitions { checksum &+= fixture.send(LoginEvents.rejected) }
    case "headless":
        let fixture = LoginRuntimeFixture(router: HeadlessRouter())
        for _ in 0..<repetitions { checksum &+= fixture.send(LoginEvents.accepted) }
    case "tabs", "full", "fullheadless":
        let fixture = ToasterFixture(router: workload == "fullheadless" ? HeadlessRouter() : NoOpRouter())
        for _ in 0..<repetitions {
            do {
                if workload == "tabs" { try fixture.runTabCycle() } else { try fixture.runFullScript() }
            } catch {
                print("the \(workload) script was rejected: \(error)")
                exit(1)
            }
        }
    case "time":
        // Not for callgrind: wall-clock nanoseconds per event of the flat subjects, each batch of
        // 1,000 events timed alone, the subjects interleaved batch by batch; the fastest batch
        // and the tenth percentile.
        var switchFixture = LoginSwitchFixture()
        var machineFixture = LoginMachineFixture()
        let runtimeFixture = LoginRuntimeFixture(router: NoOpRouter())
        let events = LoginEvents.accepted
        let clock = ContinuousClock()
        var samples: [[Double]] = Array(repeating: [], count: 4)
        func time(_ body: () -> Int) -> Double {
            let started = clock.now
            checksum &+= body()
            let elapsed = clock.now - started
            return (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(events.count)
        }
        for _ in 0..<repetitions {
            samples[0].append(time { switchFixture.send(events) })
            samples[1].append(time { switchFixture.sendWithStack(events) })
            samples[2].append(time { machineFixture.send(events) })
            samples[3].append(time { runtimeFixture.send(events) })
        }
        let sorted = samples.map { $0.sorted() }
        for (name, values) in zip(["switch", "switch+stack", "machine", "runtime"], sorted) {
            let p10 = values[values.count / 10], p0 = values[0]
            print(name.padding(toLength: 14, withPad: " ", startingAt: 0), String(format: "p0 %6.2f ns (%4.2fx)  p10 %6.2f ns (%4.2fx)", p0, p0 / sorted[0][0], p10, p10 / sorted[0][values.count / 10]))
        }
    case "explore":
        var explorer = toasterExplorer()
        // INVARIANTS=noLeaks,replayReproducesState keeps only those (`none`: no invariant).
        if let keep = ProcessInfo.processInfo.environment["INVARIANTS"] {
            let names = keep.split(separator: ",").map(String.init)
            explorer.options.invariants = explorer.options.invariants.filter { names.contains($0.name) }
        }
        let walks = RandomWalks(explorer: explorer, count: 100, seed: 1)
        for _ in 0..<repetitions { checksum = walks.replay() }
        print("transitions per replay: \(checksum)")
    case "match":
        // The tabs with a screen pushed in Home and LinkDetail pushed in Clip, matched as every
        // checked step matches the router's state with the machines'.
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        do {
            try runtime.start(toasterRoots[1]).send(.launch)
            try runtime.handle(HomeFlow.self)?.send(.openSettings)
            try runtime.handle(TabBarFlow.self)?.send(.selectTab(.clip))
            try runtime.handle(ClipFlow.self)?.send(.openLink(id: 3))
        } catch {
            print("the reference app did not reach the matched state: \(error)")
            exit(1)
        }
        let state = router.state
        for _ in 0..<repetitions where runtime.impliesNavigationState(state) { checksum &+= 1 }
    case "generate":
        let explorer = toasterExplorer()
        // Read per transition of the walks' checked replay, as `explore` is.
        print("transitions per replay: \(RandomWalks(explorer: explorer, count: 100, seed: 1).replay())")
        for _ in 0..<repetitions { checksum &+= RandomWalks(explorer: explorer, count: 100, seed: 1).traces.count }
    case "floor":
        let walks = RandomWalks(explorer: toasterExplorer(), count: 100, seed: 1)
        // Read per transition of the checked replay, which the floor does not record.
        print("transitions per replay: \(walks.replay())")
        for _ in 0..<repetitions { checksum &+= walks.drive() }
    default:
        print("unknown workload \(workload)")
        exit(2)
    }
    print("checksum \(checksum)")
}

/// The reference app's explorer, every built-in invariant; the probe stops if it cannot be made.
func toasterExplorer() -> FlowExplorer<AppFlow> {
    do {
        return try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog)
    } catch {
        print("no explorer for the reference app: \(error)")
        exit(1)
    }
}
