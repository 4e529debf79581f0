/// A batch of events to time: `events` transitions applied by `run`, which must leave the machine
/// where it found it so that every sample measures the same work.
public struct Workload: Sendable {
    /// How many events one call of `run` applies.
    public let events: Int
    /// Applies the batch; returns how many events were rejected.
    public let run: @MainActor @Sendable () -> Int

    public init(events: Int, run: @escaping @MainActor @Sendable () -> Int) {
        self.events = events
        self.run = run
    }
}
