import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import NavGraph

/// `validate()` and `lint()` of a generated hierarchy against the same on one a tenth its size:
/// a ratio near 1,000 % is linear growth.
let benchmarks: @Sendable () -> Void = {
    let small = GeneratedHierarchy.make(flows: 1_000, routes: 5)
    let large = GeneratedHierarchy.make(flows: 10_000, routes: 5)
    comparisonBenchmark(
        "Graph: validate + lint, 10,000 flows (vs 1,000 flows)",
        subject: { check(large) },
        baseline: { check(small) },
        maxDuration: .seconds(5),
        maxIterations: 10
    )
}

/// What `navgraph check` does with a spec once read: validate it, then lint it.
func check(_ graph: FlowGraph) -> ComparisonRun {
    do {
        try graph.validate()
    } catch {
        fatalError("the generated hierarchy is not a valid graph: \(error)")
    }
    blackHole(graph.lint())
    return ComparisonRun()
}
