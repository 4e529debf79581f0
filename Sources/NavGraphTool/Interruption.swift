import Foundation
import NavGraphGraphviz

/// SIGINT and SIGTERM for a `navgraph` command: stop the Graphviz worker, undo the output being
/// written, say so in one line and exit with 128 + the signal (130, 143). SIGXFSZ is ignored.
///
/// ```swift
/// Interruption.install()   // first thing in main, before any thread starts
/// ```
package enum Interruption {
    /// Blocks the signals in this thread (and so in every thread started later) and handles them on
    /// a thread of their own, where cleaning up may take locks and allocate, which a signal handler
    /// may not.
    ///
    /// SIGXFSZ (the file size limit, `ulimit -f`) is ignored: a write past the limit then fails with
    /// `EFBIG`, which the output transaction undoes and reports, instead of killing the process with
    /// its temporaries left behind.
    package static func install() {
        signal(SIGXFSZ, SIG_IGN)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        Thread { [signals] in
            var waited = signals
            var signal: Int32 = 0
            while sigwait(&waited, &signal) != 0 {}
            WorkerProcesses.killAll()
            OutputFolder.abortInProgress()
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            let written = OutputFolder.hasWritten ? "the files were written before it came" : "nothing was written"
            let error = ToolError(.interrupted(signal: signal), "interrupted by \(name): the Graphviz worker was stopped and \(written)")
            StandardError.lastLine("error: \(error.message)")
            _exit(128 + signal)
        }.start()
    }
}
