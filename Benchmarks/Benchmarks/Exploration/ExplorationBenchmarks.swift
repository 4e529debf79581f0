import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import NavGraph
import NavGraphTesting
import ToasterExample
import ToasterExampleTesting

extension BenchmarkMetric {
    static let transitionsPerSecond = BenchmarkMetric.custom("transitions / s", polarity: .prefersLarger, useScalingFactor: false)
    /// Issue #44's figure: a trace is one walk of the benchmark's, run with every invariant and its replay.
    static let tracesPerSecond = BenchmarkMetric.custom("traces / s", polarity: .prefersLarger, useScalingFactor: false)
    static let nanosecondsPerTransition = BenchmarkMetric.custom("time / transition (ns)", useScalingFactor: false)
    static let coveragePercent = BenchmarkMetric.custom("transitions covered (%)", polarity: .prefersLarger, useScalingFactor: false)
    static let coveragePaths = BenchmarkMetric.custom("coverage paths", useScalingFactor: false)
    static let milliseconds = BenchmarkMetric.custom("time (ms)", useScalingFactor: false)
}

/// Exploration: NavGraphTesting's random walks over the reference app with every built-in
/// invariant checked after every step, and the shortest paths to 100 % transition coverage.
let benchmarks: @Sendable () -> Void = {
    let explorer: FlowExplorer<AppFlow>
    do {
        explorer = try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog)
    } catch {
        fatalError("no explorer for the reference app: \(error)")
    }
    let walks = 100
    let traces = onMainActor { RandomWalks(explorer: explorer, count: walks, seed: 1) }

    let walkMetrics: [BenchmarkMetric] = [.wallClock, .tracesPerSecond, .transitionsPerSecond, .nanosecondsPerTransition]
    Benchmark(
        "Exploration: \(walks) random walks replayed, every invariant (Toaster)",
        configuration: .init(metrics: walkMetrics, timeUnits: .milliseconds, units: exactUnits(walkMetrics.filter { $0 != .wallClock }), maxDuration: .seconds(3), maxIterations: 50)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            benchmark.startMeasurement()
            let clock = ContinuousClock()
            let started = clock.now
            let transitions = traces.replay()
            let elapsed = clock.now - started
            benchmark.stopMeasurement()
            report(traces: walks, transitions: transitions, in: elapsed, to: benchmark)
        }
    }

    // The same walks against their floor, in every sample: driven with nothing watching the
    // runtime (no records, snapshots, invariants or replay). The ratio is what checking costs.
    comparisonBenchmark(
        "Exploration: \(walks) random walks replayed with every invariant vs driven unchecked (floor) (Toaster)",
        subject: { onMainActor { blackHole(traces.replay()) }; return ComparisonRun() },
        baseline: { onMainActor { blackHole(traces.drive()) }; return ComparisonRun() },
        maxDuration: .seconds(3),
        maxIterations: 50
    )

    Benchmark(
        "Exploration: \(walks) random walks generated (live runtime, no invariants) (Toaster)",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 50)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            benchmark.startMeasurement()
            blackHole(RandomWalks(explorer: explorer, count: walks, seed: 2))
            benchmark.stopMeasurement()
        }
    }

    let coverageMetrics: [BenchmarkMetric] = [.wallClock, .milliseconds, .coveragePercent, .coveragePaths]
    Benchmark(
        "Exploration: shortest paths to 100 % transition coverage (Toaster)",
        configuration: .init(metrics: coverageMetrics, timeUnits: .milliseconds, units: exactUnits(coverageMetrics.filter { $0 != .wallClock }), maxDuration: .seconds(3), maxIterations: 20)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            let clock = ContinuousClock()
            benchmark.startMeasurement()
            let started = clock.now
            let coverage = explorer.coveragePaths()
            let elapsed = clock.now - started
            benchmark.stopMeasurement()
            benchmark.measurement(.milliseconds, Int(elapsed.components.seconds) * 1_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000))
            benchmark.measurement(.coveragePercent, Int((coverage.report.ratio * 100).rounded(.down)))
            benchmark.measurement(.coveragePaths, coverage.paths.count)
        }
    }
}

func report(traces: Int, transitions: Int, in elapsed: Duration, to benchmark: Benchmark) {
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    benchmark.measurement(.tracesPerSecond, Int(Double(traces) / (nanoseconds / 1e9)))
    benchmark.measurement(.transitionsPerSecond, Int(Double(transitions) / (nanoseconds / 1e9)))
    benchmark.measurement(.nanosecondsPerTransition, Int(nanoseconds / Double(max(transitions, 1))))
}
