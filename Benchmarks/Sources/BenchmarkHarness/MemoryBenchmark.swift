import Benchmark
import MallocInterposerSwift

/// A memory measurement: `count` items made by `make`, each kept alive until the sample ends.
public struct MemoryWorkload: Sendable {
    /// How many items one sample makes.
    public let count: Int
    /// Prepares what the items need (not measured); returns nothing the measurement keeps.
    public let prepare: @MainActor @Sendable () -> Void
    /// Makes item `index`; what it returns is kept alive while the sample is measured.
    public let make: @MainActor @Sendable (_ index: Int) -> Any
    /// Undoes `make` and `prepare` after the measurement (not measured).
    public let tearDown: @MainActor @Sendable () -> Void

    public init(
        count: Int,
        prepare: @escaping @MainActor @Sendable () -> Void = {},
        make: @escaping @MainActor @Sendable (_ index: Int) -> Any,
        tearDown: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        self.count = count
        self.prepare = prepare
        self.make = make
        self.tearDown = tearDown
    }
}

/// Registers a memory benchmark: per item, the bytes that stay allocated
/// (``BenchmarkMetric/liveBytesPerItem``) and the allocations made (``BenchmarkMetric/mallocsPerItem``).
public func memoryBenchmark(_ name: String, _ workload: MemoryWorkload) {
    let metrics: [BenchmarkMetric] = [.mallocCountTotal, .liveBytesPerItem, .mallocsPerItem]
    let configuration = Benchmark.Configuration(
        metrics: metrics,
        units: exactUnits(metrics),
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 20
    )
    Benchmark(name, configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            workload.prepare()
            var kept: [Any] = []
            kept.reserveCapacity(workload.count)
            benchmark.startMeasurement()
            let before = MallocInterposerSwift.getStatistics()
            for index in 0..<workload.count { kept.append(workload.make(index)) }
            let after = MallocInterposerSwift.getStatistics()
            benchmark.stopMeasurement()
            let live = (after.mallocBytesCount - before.mallocBytesCount) - (after.freeBytesCount - before.freeBytesCount)
            benchmark.measurement(.liveBytesPerItem, live / workload.count)
            benchmark.measurement(.mallocsPerItem, (after.mallocCount - before.mallocCount) / workload.count)
            kept.removeAll()
            workload.tearDown()
        }
    }
}
