import Dispatch

/// Runs `body` on the main actor and returns its result.
///
/// package-benchmark calls benchmark closures on a thread of its own. `DispatchQueue.main.sync`
/// runs the block on that same thread while holding the main queue, which is the main actor's
/// executor, so `assumeIsolated` holds and no other main-actor work runs meanwhile. The hop itself
/// stays outside every measured region.
public func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
