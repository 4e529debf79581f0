package import Foundation
import NavGraphGraphviz

/// Runs a command's work and reports the result the way every `navgraph` command does: the files
/// written on stdout, one path a line; a failure as one `error: …` line on stderr.
///
/// ```swift
/// let status = ToolRun.report { () throws(ToolError) in try job.run() }
/// if status != 0 { throw ExitCode(status) }
/// ```
package enum ToolRun {
    /// Runs `work`; returns the exit status (0, or the error's ``ToolError/exitCode``).
    package static func report(_ work: () throws(ToolError) -> [URL]) -> Int32 {
        do {
            let files = try work()
            try printLines(files.map { file in
                let path = file.relativePath
                return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            }, saying: "the files were written")
            return 0
        } catch {
            fail(error)
            return error.exitCode
        }
    }

    /// Writes `lines` on stdout, one record each (``OneLine``).
    ///
    /// - Throws: ``ToolError`` of kind `.output` when stdout cannot take them (a full disk, the
    ///   file size limit, a closed descriptor); `done` says what happened before.
    package static func printLines(_ lines: [String], saying done: String) throws(ToolError) {
        for line in lines {
            if let code = StandardError.writeLine(line, to: 1) {
                throw ToolError(.output, "cannot write to stdout: \(OutputFolder.reason(code)); \(done)")
            }
        }
    }

    /// Writes `error` as the one `error: …` line on stderr.
    package static func fail(_ error: ToolError) {
        StandardError.line("error: \(error.message)")
    }
}
