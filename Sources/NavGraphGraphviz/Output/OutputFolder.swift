public import Foundation

/// A folder that a set of files is written into all or nothing.
///
/// Every file is first written to a hidden temporary in the folder; then each existing file is
/// hard-linked to a hidden backup, and each temporary renamed over its file (so a reader never sees
/// half a file nor a missing one). When a write or rename fails, or the process is interrupted
/// (`abortInProgress()`), the files already replaced are put back from their backups, new ones
/// removed, every temporary and backup removed, and folders this write created removed again; the
/// error says what is on disk. Temporaries and backups a process killed with SIGKILL left behind are
/// removed by the next write of the same files.
///
/// ```swift
/// try OutputFolder(URL(filePath: "diagrams")).write([("toaster.dot", dot), ("toaster.svg", svg)])
/// ```
public struct OutputFolder: Sendable {
    /// The folder.
    public let url: URL
    /// Renames a file: `rename(2)`; tests replace it to fail on a given file.
    package var renameFile: @Sendable (_ from: String, _ to: String) -> Int32 = { rename($0, $1) }

    /// The folder at `url`; it is created (with its parents) when files are written.
    public init(_ url: URL) {
        self.url = url
    }

    /// Writes `files` (names relative to the folder), all or nothing.
    ///
    /// - Returns: The files written, in order.
    /// - Throws: ``GraphvizError`` `.outputFailed` naming the file or folder, the reason and what is
    ///   on disk.
    @discardableResult
    public func write(_ files: [(name: String, data: Data)]) throws(GraphvizError) -> [URL] {
        let transaction = OutputTransaction(folder: url, renameFile: renameFile)
        return try transaction.run(files)
    }

    /// Rolls back every write in progress in this process (into `folder`, or anywhere) between two
    /// of its steps, and makes it fail at its next: for a signal handler that ends the process next.
    package static func abortInProgress(in folder: URL? = nil) {
        OutputTransaction.abortAll(in: folder)
    }

    /// Why a write failed with `errno` `code`, in words ("the file is larger than allowed (file size limit)").
    package static func reason(_ code: Int32) -> String { OutputTransaction.reason(code) }

    /// Whether a write in this process completed (its files are in place).
    package static var hasWritten: Bool { OutputTransaction.hasCompleted }
}
