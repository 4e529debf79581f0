import Foundation
public import NavGraph

/// A JSON spec file, as `navgraph render path/to/spec.json` reads it.
///
/// ```swift
/// let graph = try SpecFile(path: "diagrams/toaster.json").graph()
/// ```
public struct SpecFile: Hashable, Sendable {
    /// The path as given.
    public let path: String

    /// The spec at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file name without its extension (`toaster` for `diagrams/toaster.json`).
    public var stem: String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.isEmpty ? "graph" : name
    }

    /// The validated graph the file holds.
    ///
    /// - Throws: ``ToolError`` in one line starting with the path: a missing or unreadable file,
    ///   text that is not UTF-8, JSON syntax errors with their line and column, and schema, version
    ///   or validation errors with their key path (`flows[1].transitions[0].action.route`).
    public func graph() throws(ToolError) -> FlowGraph {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ToolError.input("\(path): no such file")
        }
        guard !isFolder.boolValue else { throw ToolError.input("\(path): is a folder, not a spec file") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ToolError.input("\(path): cannot read it: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ToolError.input("\(path): not UTF-8 text") }
        guard !text.allSatisfy(\.isWhitespace) else { throw ToolError.input("\(path): the file is empty, not a JSON spec") }
        do {
            return try FlowGraph(jsonSpec: text)
        } catch {
            throw ToolError.input("\(path): \(error)")
        }
    }
}
