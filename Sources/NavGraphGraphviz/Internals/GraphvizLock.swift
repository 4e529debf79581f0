import Foundation

/// The one process-wide lock around every use of Graphviz.
///
/// Graphviz is not thread-safe even with a context and a graph per thread (two threads rendering
/// crashed 3 runs of 3 on 2.42), so a whole build → layout → render → free sequence runs under it.
/// `NSLock` works on every platform the package declares (`Synchronization.Mutex` needs macOS 15).
enum GraphvizLock {
    private static let lock = NSLock()

    /// Runs `body` while holding the lock.
    static func withLock<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
