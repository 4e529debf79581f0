public import Foundation

/// Runs a command's work and reports the result the way every `navgraph` command does: the files
/// written on stdout, one path a line; a failure as one `error: …` line on stderr.
///
/// ```swift
/// let status = ToolRun.report { () throws(ToolError) in try job.run() }
/// if status != 0 { throw ExitCode(status) }
/// ```
public enum ToolRun {
    /// Runs `work`; returns the exit status (0, or the error's ``ToolError/exitCode``).
    public static func report(_ work: () throws(ToolError) -> [URL]) -> Int32 {
        do {
            for file in try work() {
                let path = file.relativePath
                print(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
            }
            return 0
        } catch {
            fail(error)
            return error.exitCode
        }
    }

    /// Writes `error` as the one `error: …` line on stderr.
    public static func fail(_ error: ToolError) {
        StandardError.line("error: \(error.message)")
    }
}
