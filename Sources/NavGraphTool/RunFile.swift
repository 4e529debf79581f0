import Foundation
public import NavGraph

/// A run file (``RunSpec`` JSON), as `navgraph render … --highlight run.json` reads it.
///
/// ```swift
/// let run = try RunFile(path: "diagrams/toaster-run.json").run()
/// ```
public struct RunFile: Hashable, Sendable {
    /// The path as given.
    public let path: String

    /// The run at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The run the file holds.
    ///
    /// - Throws: ``ToolError`` in one line starting with `--highlight` and the path.
    public func run() throws(ToolError) -> RunSpec {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ToolError(.spec, "--highlight \(path): cannot read it: \(error.localizedDescription)")
        }
        do {
            return try RunSpec(jsonSpec: String(decoding: data, as: UTF8.self))
        } catch {
            throw ToolError(.spec, "--highlight \(path): \(error)")
        }
    }
}
