import Foundation

/// The workers running now, so that a parent stopped by a signal can stop them first.
package enum WorkerProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<pid_t> = []

    static func add(_ pid: pid_t) { lock.withLock { _ = running.insert(pid) } }
    static func remove(_ pid: pid_t) { lock.withLock { _ = running.remove(pid) } }

    /// Sends SIGKILL to every running worker; from a signal thread, before the process ends.
    package static func killAll() {
        for pid in lock.withLock({ running }) { kill(pid, SIGKILL) }
    }
}
