import Benchmark

/// One timed run of a slow operation (milliseconds or more) and the memory it needed.
public struct ComparisonRun: Sendable {
    /// Extra custom measurements of the run, e.g. a child process's peak memory.
    public var measurements: [(BenchmarkMetric, Int)]

    public init(_ measurements: [(BenchmarkMetric, Int)] = []) {
        self.measurements = measurements
    }
}

extension BenchmarkMetric {
    /// How much this process's resident set grew above where it was, at its peak during the run.
    public static let peakResidentGrowthKiB = BenchmarkMetric.custom("in-process peak RSS growth (KiB)", useScalingFactor: false)
    /// The baseline's own measure of memory (for a CLI: the child process's peak RSS).
    public static let baselinePeakResidentKiB = BenchmarkMetric.custom("baseline peak RSS (KiB)", useScalingFactor: false)
    /// The subject's wall-clock time in milliseconds, exact to the microsecond (1,000 = 1 ms).
    public static let subjectMicroseconds = BenchmarkMetric.custom("time (µs)", useScalingFactor: false)
    /// The baseline's wall-clock time in the same sample (µs).
    public static let baselineMicroseconds = BenchmarkMetric.custom("baseline time (µs)", useScalingFactor: false)
}

/// Registers a benchmark of a slow `subject` against `baseline`, both run in every sample, baseline
/// first: the subject's time and peak resident growth, the baseline's time and whatever it measures
/// itself, and the ratio.
public func comparisonBenchmark(
    _ name: String,
    subject: @escaping @Sendable () -> ComparisonRun,
    baseline: @escaping @Sendable () -> ComparisonRun,
    maxDuration: Duration = .seconds(2),
    maxIterations: Int = 20
) {
    let metrics: [BenchmarkMetric] = [.wallClock, .subjectMicroseconds, .baselineMicroseconds, .percentOfBaseline, .peakResidentGrowthKiB, .baselinePeakResidentKiB]
    let configuration = Benchmark.Configuration(
        metrics: metrics,
        timeUnits: .milliseconds,
        units: exactUnits(Array(metrics.dropFirst())),
        warmupIterations: maxIterations > 2 ? 1 : 0,
        maxDuration: maxDuration,
        maxIterations: maxIterations
    )
    Benchmark(name, configuration: configuration) { benchmark in
        let clock = ContinuousClock()
        var started = clock.now
        let reference = baseline()
        let referenceTime = clock.now - started
        for (metric, value) in reference.measurements { benchmark.measurement(metric, value) }

        PeakMemory.resetHighWaterMark()
        let residentBefore = PeakMemory.residentKiB
        benchmark.startMeasurement()
        started = clock.now
        let run = subject()
        let subjectTime = clock.now - started
        benchmark.stopMeasurement()
        let peak = PeakMemory.highWaterMarkKiB
        for (metric, value) in run.measurements { benchmark.measurement(metric, value) }

        benchmark.measurement(.subjectMicroseconds, microseconds(subjectTime))
        benchmark.measurement(.baselineMicroseconds, microseconds(referenceTime))
        benchmark.measurement(.percentOfBaseline, Int((100 * Double(microseconds(subjectTime)) / Double(max(microseconds(referenceTime), 1))).rounded()))
        benchmark.measurement(.peakResidentGrowthKiB, max(peak - residentBefore, 0))
    }
}

func microseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000)
}
