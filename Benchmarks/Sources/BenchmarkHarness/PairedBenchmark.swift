import Benchmark

/// Registers a benchmark of `subject` against `baseline`, both made by `prepare` outside the
/// measurement and run once each per sample, baseline first: their times and the ratio.
public func pairedBenchmark(
    _ name: String,
    maxIterations: Int = 50,
    prepare: @escaping @MainActor @Sendable () -> (subject: @MainActor () -> Void, baseline: @MainActor () -> Void)?
) {
    let metrics: [BenchmarkMetric] = [.wallClock, .subjectMicroseconds, .baselineMicroseconds, .percentOfBaseline]
    let configuration = Benchmark.Configuration(
        metrics: metrics, timeUnits: .milliseconds, units: exactUnits(Array(metrics.dropFirst())),
        warmupIterations: 1, maxDuration: .seconds(3), maxIterations: maxIterations
    )
    Benchmark(name, configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            guard let (subject, baseline) = prepare() else { fatalError("\(name): the fixture did not start") }
            let clock = ContinuousClock()
            for _ in benchmark.scaledIterations {
                var started = clock.now
                baseline()
                let reference = microseconds(clock.now - started)
                benchmark.startMeasurement()
                started = clock.now
                subject()
                let measured = microseconds(clock.now - started)
                benchmark.stopMeasurement()
                record(benchmark, subject: measured, baseline: reference)
            }
        }
    }
}

/// Records a sample's times and their ratio.
func record(_ benchmark: Benchmark, subject: Int, baseline: Int) {
    benchmark.measurement(.subjectMicroseconds, subject)
    benchmark.measurement(.baselineMicroseconds, baseline)
    benchmark.measurement(.percentOfBaseline, Int((100 * Double(subject) / Double(max(baseline, 1))).rounded()))
}
