import Dispatch
import NavGraphTesting
import Testing

/// Marks the main queue (the main actor's executor) for the duration of a test.
private let mainQueueMark = DispatchSpecificKey<Bool>()

/// Whether code that leaves the caller's actor for the executor of concurrent work runs on the
/// main queue (Linux drains it on a worker thread: the queue is what tells, not the thread).
@concurrent private func concurrentCodeRunsOnTheMainQueue() async -> Bool {
    DispatchQueue.getSpecific(key: mainQueueMark) == true
}

@Suite("A check keeps nonisolated code on the main queue")
@MainActor
struct MainQueueTaskExecutorTests {
    @Test func concurrentCodeRunsOnTheMainQueueOnlyWhileKept() async {
        DispatchQueue.main.setSpecific(key: mainQueueMark, value: true)
        defer { DispatchQueue.main.setSpecific(key: mainQueueMark, value: nil) }
        #expect(DispatchQueue.getSpecific(key: mainQueueMark) == true)
        #expect(await concurrentCodeRunsOnTheMainQueue() == false)
        #expect(await withMainQueueTaskExecutor { await concurrentCodeRunsOnTheMainQueue() })
        #expect(await concurrentCodeRunsOnTheMainQueue() == false)
    }

    /// Kept concurrent code that waits for other main-actor work lets it run: the queue is not
    /// held while the kept code is suspended.
    @Test func keptCodeWaitingForTheMainActorDoesNotBlockIt() async {
        var order: [String] = []
        let other = Task { @MainActor in order.append("other") }
        await withMainQueueTaskExecutor {
            await concurrentlyAwait(other)
            order.append("kept")
        }
        #expect(order == ["other", "kept"])
    }
}

@concurrent private func concurrentlyAwait(_ task: Task<Void, Never>) async {
    await task.value
}
