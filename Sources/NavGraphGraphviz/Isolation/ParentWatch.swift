import Foundation

/// Ends the worker when the pipe it answers on has no reader left: `poll` reports `POLLERR` on a
/// pipe's writing end then, so the worker needs no signal from a parent that may have had no chance
/// to send one.
enum ParentWatch {
    /// Exit status when the parent went away.
    static let orphaned: Int32 = 3

    static func start(_ fd: Int32) {
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        Thread {
            var watched = pollfd(fd: fd, events: 0, revents: 0)
            while true {
                let ready = poll(&watched, 1, -1)
                if ready > 0, watched.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { _exit(orphaned) }
                if ready < 0, errno != EINTR { return }
            }
        }.start()
    }
}
