@_spi(Benchmarks) import NavGraphTesting
import ToasterExample

/// Random walks generated once from a fixed seed (NavGraphTesting's own trace generator, which
/// grows each walk against a live runtime), replayed by the explorer with its invariants.
@MainActor
public final class RandomWalks: Sendable {
    public let explorer: FlowExplorer<AppFlow>
    public let traces: [Trace]

    public init(explorer: FlowExplorer<AppFlow>, count: Int, seed: UInt64) {
        self.explorer = explorer
        var rng = Xoshiro(seed: (seed, seed &* 31, seed &* 131, seed &* 1_313))
        let generator = explorer.traces
        traces = (0..<count).map { _ in generator.run(using: &rng) }
    }

    /// Runs every walk with the explorer's invariants; returns the transitions applied. A violation
    /// stops the benchmark: the numbers would describe a broken run.
    public func replay() -> Int {
        var transitions = 0
        for trace in traces {
            let run = explorer.run(trace)
            if let violation = run.violation { fatalError("invariant violated: \(violation)") }
            transitions += run.transitionCount
        }
        return transitions
    }

    /// Drives every walk with nothing watching the runtime (the floor: no records, snapshots,
    /// invariants or replay); returns the steps the runtime applied.
    public func drive() -> Int {
        var applied = 0
        for trace in traces { applied &+= explorer.drive(trace) }
        return applied
    }
}
