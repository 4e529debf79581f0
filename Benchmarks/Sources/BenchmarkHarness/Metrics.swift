import Benchmark

extension BenchmarkMetric {
    /// Wall-clock time per event in picoseconds (1,000 = 1 ns), exact rather than rounded to ns.
    public static let picosecondsPerEvent = BenchmarkMetric.custom("time / event (ps)", useScalingFactor: false)
    /// Allocations per 1,000 events: 0 means none at all, not "fewer than one per event".
    public static let mallocsPerThousandEvents = BenchmarkMetric.custom("mallocs / 1,000 events", useScalingFactor: false)
    /// The subject's time as a percentage of its baseline's, both measured in the same sample
    /// (500 = 5×).
    public static let percentOfBaseline = BenchmarkMetric.custom("time vs baseline (%)", useScalingFactor: false)
    /// Bytes still allocated per item made (allocated minus freed), as the malloc interposer counts
    /// requested sizes.
    public static let liveBytesPerItem = BenchmarkMetric.custom("live bytes / item", useScalingFactor: false)
    /// Allocations per item made.
    public static let mallocsPerItem = BenchmarkMetric.custom("mallocs / item", useScalingFactor: false)
}

/// Shows `metrics` as plain numbers, never scaled to K or M: the tables compare digits.
public func exactUnits(_ metrics: [BenchmarkMetric]) -> [BenchmarkMetric: BenchmarkUnits] {
    Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) })
}
