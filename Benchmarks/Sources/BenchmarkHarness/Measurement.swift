import MallocInterposerSwift

/// One timed call of a workload: wall-clock time, allocations, and how many events were rejected.
struct Measurement {
    let nanoseconds: Int
    let mallocs: Int
    let mallocBytes: Int
    let rejected: Int

    /// Times one call of `workload.run`. Allocations are counted by package-benchmark's malloc
    /// interposer, which counts for the whole benchmark when a malloc metric is requested.
    @MainActor
    init(_ workload: Workload) {
        let before = MallocInterposerSwift.getStatistics()
        let start = ContinuousClock.now
        rejected = workload.run()
        let elapsed = ContinuousClock.now - start
        let after = MallocInterposerSwift.getStatistics()
        nanoseconds = Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
        mallocs = after.mallocCount - before.mallocCount
        mallocBytes = after.mallocBytesCount - before.mallocBytesCount
    }
}
