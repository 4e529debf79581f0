package import NavGraph

/// A run file (``RunSpec`` JSON), as `navgraph render … --highlight run.json` reads it: as strictly
/// as a spec (see ``JSONFile``).
///
/// ```swift
/// let run = try RunFile(path: "diagrams/toaster-run.json").run()
/// ```
package struct RunFile: Hashable, Sendable {
    /// The path as given.
    package let path: String

    /// The run at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The run the file holds.
    ///
    /// - Throws: ``ToolError`` of kind `.spec` in one line starting with `--highlight` and the path.
    package func run() throws(ToolError) -> RunSpec {
        try JSONFile(path: path, label: "--highlight \(path)").decode(RunSpec.self)
    }
}
