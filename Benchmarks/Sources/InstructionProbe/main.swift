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
/// Workloads (events per repetition): `switch` and `flat` (1,000 accepted login events, the
/// hand-written switch and NavGraph with a no-op router), `rejected` (1,000 rejected login events,
/// no-op router), `headless` (`flat` with a `HeadlessRouter`), `tabs` (6), `full` (18),
/// `fullheadless` (`full` with a `HeadlessRouter`), `explore`
/// (one replay of 100 random walks with every invariant, or those `INVARIANTS` names; prints its
/// transitions).
let arguments = CommandLine.arguments.dropFirst()
guard let workload = arguments.first, let repetitions = arguments.dropFirst().first.flatMap({ Int($0) }), repetitions > 0 else {
    print("usage: InstructionProbe switch|flat|rejected|headless|tabs|full|fullheadless|explore <repetitions>")
    exit(2)
}

MainActor.assumeIsolated {
    var checksum = 0
    switch workload {
    case "switch":
        var fixture = LoginSwitchFixture()
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
    case "explore":
        do {
            var explorer = try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog)
            // INVARIANTS=noLeaks,replayReproducesState keeps only those (`none`: no invariant).
            if let keep = ProcessInfo.processInfo.environment["INVARIANTS"] {
                let names = keep.split(separator: ",").map(String.init)
                explorer.options.invariants = explorer.options.invariants.filter { names.contains($0.name) }
            }
            let walks = RandomWalks(explorer: explorer, count: 100, seed: 1)
            for _ in 0..<repetitions { checksum = walks.replay() }
            print("transitions per replay: \(checksum)")
        } catch {
            print("no explorer for the reference app: \(error)")
            exit(1)
        }
    default:
        print("unknown workload \(workload)")
        exit(2)
    }
    print("checksum \(checksum)")
}
