import Foundation
package import NavGraph

/// A JSON spec file, as `navgraph render path/to/spec.json` reads it (see ``JSONFile``): a regular
/// file, a pipe, a FIFO, `/dev/stdin` or a process substitution (`<(…)`), read to its end.
///
/// ```swift
/// let graph = try SpecFile(path: "diagrams/toaster.json").graph()
/// ```
package struct SpecFile: Hashable, Sendable {
    /// The path as given.
    package let path: String

    /// The most a spec may hold: ``JSONFile/sizeLimit``.
    package static let sizeLimit = JSONFile.sizeLimit

    /// The spec at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The file name without its extension (`toaster` for `diagrams/toaster.json`).
    package var stem: String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.isEmpty || name == "/" ? "graph" : name
    }

    /// The validated graph the file holds.
    ///
    /// - Throws: ``ToolError`` of kind `.spec`, in one line starting with the path (see
    ///   ``JSONFile/decode(_:)``), or the first validation error with its key path
    ///   (`flows[1].transitions[0].action.route`).
    package func graph() throws(ToolError) -> FlowGraph {
        try JSONFile(path: path).decode(FlowGraph.self)
    }
}
