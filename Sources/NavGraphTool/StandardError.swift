import Foundation

/// Lines to stderr with `write(2)`, whatever stderr is: closed, a full disk or a pipe nobody reads
/// (`FileHandle.standardError.write` traps on those). What cannot be written is dropped. Each line
/// is one record: control characters in it are escaped (``OneLine``).
package enum StandardError {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var closed = false

    /// Writes `line` and a line break, unless ``lastLine(_:)`` was called.
    package static func line(_ line: String) {
        lock.withLock { if !closed { write(line) } }
    }

    /// Writes `line` and nothing after it: the process is about to end, and what its other threads
    /// would still say (a write they could not finish because of the signal) is beside the point.
    package static func lastLine(_ line: String) {
        lock.withLock {
            if !closed { write(line) }
            closed = true
        }
    }

    private static func write(_ line: String) {
        _ = writeLine(line, to: 2)  // EPIPE, ENOSPC, EBADF…: nowhere left to say it
    }

    /// Writes `line` (escaped) and a line break to `descriptor`; the `errno` of a failed write, or `nil`.
    static func writeLine(_ line: String, to descriptor: Int32) -> Int32? {
        let bytes = Array((OneLine.escaped(line) + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 ? errno : EIO
            }
        }
        return nil
    }
}
