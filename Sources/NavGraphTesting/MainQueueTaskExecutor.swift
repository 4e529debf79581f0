import Dispatch

/// A task executor that runs nonisolated async code on the main queue, as the main actor.
///
/// A property check runs on the main actor (the runtime is main-actor isolated), and
/// PropertyBased gives every trace a scope of its own through Swift Testing's
/// `IssueHandlingTrait.provideScope`: nonisolated async code, which by default leaves the main
/// actor for the global executor and comes back for the trace's body. Those four thread switches
/// cost about 45 µs a trace on the development machine, about half of what checking the
/// reference app's trace costs. Preferred by ``FlowExplorer/check(count:sourceLocation:)``, this
/// executor keeps that code on the main queue, where the main actor is already.
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

/// Runs `operation` with nonisolated async code kept on the main queue (``MainQueueTaskExecutor``)
/// where the platform has task executors; otherwise as it is.
@MainActor
func keepingNonisolatedCodeOnTheMainQueue<T>(_ operation: () async -> T) async -> T {
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        return await withTaskExecutorPreference(MainQueueTaskExecutor.shared, operation: operation)
    }
    return await operation()
}
