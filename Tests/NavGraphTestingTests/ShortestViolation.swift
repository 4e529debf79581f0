import NavGraph
import NavGraphTesting

/// Every step a trace over `catalog` can take: each entry's events and tab taps (first live
/// instance, payload seed 0) and the platform's two moves.
func traceAlphabet(_ catalog: EventCatalog) -> [TraceStep] {
    catalog.entries.enumerated().flatMap { flow, entry in
        entry.eventCases.indices.map { TraceStep.send(flow: flow, event: $0) } + entry.tabRoutes.indices.map { TraceStep.tapTab(flow: flow, tab: $0) }
    } + [.backSwipe, .swipeDown]
}

/// The length of the shortest trace, from any of `explorer`'s roots, whose run violates
/// `invariant`: a breadth-first search over the states it reaches (a state is the final
/// snapshot's description) stepping through every event and tap of its catalog, so a shrunk failure can be compared with the true minimum.
@MainActor
func shortestViolation<Root: Flow>(of invariant: String, in explorer: FlowExplorer<Root>, maxLength: Int = 6) -> Int? {
    let alphabet = traceAlphabet(explorer.catalog)
    var frontier: [Trace] = explorer.roots.indices.map { Trace(root: $0, steps: []) }
    var seen: Set<String> = []
    for length in 1...maxLength {
        var next: [Trace] = []
        for prefix in frontier {
            for step in alphabet {
                let trace = Trace(root: prefix.root, steps: prefix.steps + [step])
                let run = explorer.run(trace)
                if let violation = run.violation {
                    if violation.invariant == invariant { return length }
                    continue
                }
                if seen.insert(String(describing: run.final)).inserted { next.append(trace) }
            }
        }
        frontier = next
    }
    return nil
}
