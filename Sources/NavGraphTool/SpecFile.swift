import Foundation
public import NavGraph

/// A JSON spec file, as `navgraph render path/to/spec.json` reads it: a regular file, a pipe, a FIFO,
/// `/dev/stdin` or a process substitution (`<(…)`), all read from the descriptor to its end.
///
/// ```swift
/// let graph = try SpecFile(path: "diagrams/toaster.json").graph()
/// ```
public struct SpecFile: Hashable, Sendable {
    /// The path as given.
    public let path: String

    /// The most a spec may hold; more is not a spec someone wrote (`/dev/zero`, a wrong file).
    public static let sizeLimit = 64 << 20

    /// The spec at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file name without its extension (`toaster` for `diagrams/toaster.json`).
    public var stem: String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.isEmpty || name == "/" ? "graph" : name
    }

    /// The validated graph the file holds.
    ///
    /// - Throws: ``ToolError`` of kind `.spec`, in one line starting with the path: a missing or
    ///   unreadable file, text that is not UTF-8, JSON syntax errors with their key, line and column,
    ///   and schema, version or validation errors with their key path (`flows[1].transitions[0].action.route`).
    public func graph() throws(ToolError) -> FlowGraph {
        let data = try read()
        guard let text = String(bytes: data, encoding: .utf8) else { throw ToolError(.spec, "\(path): not UTF-8 text") }
        guard !data.isEmpty else { throw ToolError(.spec, "\(path): the file is empty, not a JSON spec") }
        guard !text.allSatisfy(\.isWhitespace) else { throw ToolError(.spec, "\(path): the file is empty (only white space), not a JSON spec") }
        let graph: FlowGraph
        do {
            graph = try FlowGraph(jsonSpec: text)
        } catch {
            throw ToolError(.spec, "\(path): \(error)")
        }
        if let problem = SpecText.firstProblem(in: graph) { throw ToolError(.spec, "\(path): \(problem)") }
        return graph
    }

    /// The bytes, read with `read(2)` until its end: pipes and character devices have no size to stat.
    private func read() throws(ToolError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ToolError(.spec, "\(path): \(Self.openReason(errno))") }
        defer { close(fd) }
        var status = stat()
        if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw ToolError(.spec, "\(path): is a folder, not a spec file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "is a folder, not a spec file" : "cannot read it: \(String(cString: strerror(errno)))"
                throw ToolError(.spec, "\(path): \(reason)")
            }
            bytes += buffer[..<count]
            guard bytes.count <= Self.sizeLimit else {
                throw ToolError(.spec, "\(path): larger than \(Self.sizeLimit >> 20) MB, not a spec")
            }
        }
    }

    private static func openReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case ELOOP: "too many symbolic links (a symbolic link loop)"
        case EACCES: "permission denied"
        default: "cannot open it: \(String(cString: strerror(code)))"
        }
    }
}
