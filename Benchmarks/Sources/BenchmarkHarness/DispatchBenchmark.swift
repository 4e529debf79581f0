import Benchmark

/// Registers a dispatch benchmark. Each sample times `subject` (one batch of events) and, when given,
/// `baseline` right before it, so the ratio compares two batches run microseconds apart in the same
/// process.
///
/// Reports, besides package-benchmark's wall clock and malloc count of the subject batch:
/// ``BenchmarkMetric/picosecondsPerEvent``, ``BenchmarkMetric/mallocsPerThousandEvents`` and, with a
/// baseline, ``BenchmarkMetric/percentOfBaseline``. A batch that rejects a different number of
/// events than `expectedRejections` stops the run: the benchmark would measure the wrong thing.
public func dispatchBenchmark(
    _ name: String,
    subject: Workload,
    baseline: Workload? = nil,
    expectedRejections: Int = 0,
    maxDuration: Duration = .seconds(2)
) {
    var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .picosecondsPerEvent, .mallocsPerThousandEvents]
    if baseline != nil { metrics.append(.percentOfBaseline) }
    let configuration = Benchmark.Configuration(
        metrics: metrics,
        timeUnits: .nanoseconds,
        units: exactUnits(metrics),
        warmupIterations: 10,
        maxDuration: maxDuration,
        maxIterations: 100_000
    )
    Benchmark(name, configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            let reference = baseline.map(Measurement.init)
            benchmark.startMeasurement()
            let measured = Measurement(subject)
            benchmark.stopMeasurement()
            precondition(measured.rejected == expectedRejections, "\(name): \(measured.rejected) rejected, expected \(expectedRejections)")
            benchmark.measurement(.picosecondsPerEvent, measured.nanoseconds * 1_000 / subject.events)
            benchmark.measurement(.mallocsPerThousandEvents, measured.mallocs * 1_000 / subject.events)
            if let reference, let baseline {
                let referencePerEvent = Double(reference.nanoseconds) / Double(baseline.events)
                let subjectPerEvent = Double(measured.nanoseconds) / Double(subject.events)
                benchmark.measurement(.percentOfBaseline, Int((100 * subjectPerEvent / referencePerEvent).rounded()))
            }
        }
    }
}
