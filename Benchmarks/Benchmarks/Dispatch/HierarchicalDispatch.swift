import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import LoginApp
import NavGraph

/// The reference hierarchy (ToasterExample) on a HeadlessRouter and on a no-op router.
func registerHierarchicalDispatch() {
    if let difference = onMainActor({ handWrittenScriptDifference() }) {
        fatalError("the hand-written baseline does not do NavGraph's work: \(difference)")
    }
    for (routerName, makeRouter) in [("HeadlessRouter", { @MainActor in HeadlessRouter() as any Router }), ("no-op router", { @MainActor in NoOpRouter() as any Router })] {
        let fixture = onMainActor { ToasterFixture(router: makeRouter()) }
        let cycles = 166
        let tabCycle = Workload(events: cycles * ToasterFixture.tabCycleEvents) {
            do {
                for _ in 0..<cycles { try fixture.runTabCycle() }
                return 0
            } catch {
                fatalError("tab cycle rejected: \(error)")
            }
        }
        let scripts = 55
        let fullScript = Workload(events: scripts * ToasterFixture.fullScriptEvents) {
            do {
                for _ in 0..<scripts { try fixture.runFullScript() }
                return 0
            } catch {
                fatalError("full script rejected: \(error)")
            }
        }
        dispatchBenchmark("Toaster: tabs + settings push/pop, \(routerName)", subject: tabCycle)
        if routerName == "HeadlessRouter" {
            let lookUps = Workload(events: 1_000) {
                var missing = 0
                for _ in 0..<1_000 where !fixture.lookUpSearch() { missing += 1 }
                return missing
            }
            dispatchBenchmark("Toaster: runtime.handle(SearchFlow.self), one per event (the full script does 7 per 18 events)", subject: lookUps)
        }
        dispatchBenchmark("Toaster: full script (children, escalation, login), \(routerName)", subject: fullScript)

        let handWritten = onMainActor { HandWrittenToaster(router: makeRouter()) }
        let handWrittenScript = Workload(events: scripts * ToasterFixture.fullScriptEvents) {
            for _ in 0..<scripts { handWritten.runFullScript() }
            return 0
        }
        dispatchBenchmark("Toaster: hand-written coordinators, full script, \(routerName)", subject: handWrittenScript)
        dispatchBenchmark(
            "Toaster: full script (children, escalation, login), \(routerName) (vs hand-written coordinators)", subject: fullScript,
            baseline: handWrittenScript
        )
    }
}
