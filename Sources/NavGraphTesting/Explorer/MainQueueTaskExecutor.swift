import Dispatch

/// A task executor that runs nonisolated async code on the main queue, as the main actor: what
/// ``withMainQueueTaskExecutor(_:)`` prefers, so that such code called from the main actor does
/// not switch threads.
///
/// Running a job as the main actor is sound here: the main queue is serial and is the main
/// actor's executor, so nothing else isolated to the main actor runs at the same time.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class MainQueueTaskExecutor: TaskExecutor {
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor)
        }
    }
}

/// Runs `operation` with nonisolated async code kept on the main queue, as the main actor, where
/// the platform has task executors (macOS 15, iOS 18 and later; Linux); otherwise as it is.
///
/// PropertyBased's `propertyCheck` gives each input a scope of its own through nonisolated async
/// code. Called from the main actor, as a property over ``FlowExplorer/traces`` must be, that
/// code leaves for the global executor and comes back: about 45 µs of thread switches per trace,
/// as much as checking a trace of a small hierarchy. Inside this function it stays on the main
/// queue (about 5 µs). ``FlowExplorer/check(count:sourceLocation:)`` runs this way.
///
/// ```swift
/// @MainActor @Test func atMostOneModal() async {
///     await withMainQueueTaskExecutor {
///         await propertyCheck(input: explorer.traces) { trace in
///             let run = explorer.run(trace)
///             #expect(run.final?.routerState.modals.count ?? 0 <= 1, "\(run)")
///         }
///     }
/// }
/// ```
///
/// Nonisolated code that runs long inside it holds the main queue: keep to code that mostly
/// waits for the main actor, as a property check's does.
@MainActor
public func withMainQueueTaskExecutor<T, Failure: Error>(_ operation: () async throws(Failure) -> T) async throws(Failure) -> T {
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return try await withTaskExecutorPreference(MainQueueTaskExecutor.shared, operation: operation)
    }
    return try await operation()
}
