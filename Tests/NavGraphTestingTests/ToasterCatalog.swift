import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// An explorer of the reference app from both launch configurations.
func toasterExplorer(options: ExplorationOptions = ExplorationOptions()) throws -> FlowExplorer<AppFlow> {
    try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog, options: options)
}

/// An invariant that `problem` finds nothing after each step: in the live runtime, in the step's
/// configuration restored into a new runtime, and there after each of a few links opened (their
/// plans try steps on the live tree and set it back).
func everyRuntimeInvariant(_ name: String, _ summary: String, _ problem: @escaping @MainActor (FlowRuntime) -> String?) -> Invariant {
    Invariant(name, summary) { context in
        if let found = problem(context.runtime) { return "live runtime: \(found)" }
        guard let restored = try? FlowRuntime(restoring: context.runtime.snapshot(), root: AppFlow.self, router: HeadlessRouter()) else {
            return "the snapshot did not restore"
        }
        if let found = problem(restored) { return "restored runtime: \(found)" }
        for link in ["link/5", "settings", "add", "timer/new"] {
            _ = try? restored.open(link)
            if let found = problem(restored) { return "after opening \(link): \(found)" }
        }
        return nil
    }
}

/// Checks `invariant` after every step of 60 random traces of the reference app, a third of their
/// steps the platform's; returns the failure, if any, and whether enough transitions ran.
@MainActor
func checkToasterTraces(with invariant: Invariant) async throws -> (failure: TraceRun?, enough: Bool, summary: CheckSummary) {
    var options = ExplorationOptions(length: 10...40, platformShare: 0.3)
    options.invariants = [invariant]
    let summary = try await toasterExplorer(options: options).check(count: 60)
    return (summary.failure, summary.transitions > 400, summary)
}
