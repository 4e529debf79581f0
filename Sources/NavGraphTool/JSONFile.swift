import Foundation
package import NavGraph

/// A document `navgraph` reads from a JSON file: a spec, a run, anything read later. Every kind is
/// read by ``JSONFile`` alike.
package protocol JSONDocument {
    /// What the document is called in messages: `spec`, `run`.
    static var kind: String { get }
    /// Reads it from strict JSON; errors name the key path, line and column.
    init(jsonSpec text: String) throws(FlowGraphError)
    /// The first name that breaks ``SpecText``'s rules, with its key path, or `nil`.
    var nameProblem: String? { get }
}

extension FlowGraph: JSONDocument {
    /// `spec`.
    package static var kind: String { "spec" }
    /// The first name ``SpecText`` refuses in the graph.
    package var nameProblem: String? { SpecText.firstProblem(in: self) }
}

extension RunSpec: JSONDocument {
    /// `run`.
    package static var kind: String { "run" }
    /// The first name ``SpecText`` refuses in the run's steps.
    package var nameProblem: String? { SpecText.firstProblem(in: self) }
}

/// A JSON file named on the command line, read one way whatever it holds: with `read(2)` to its end
/// (a regular file, a pipe, a FIFO, `/dev/stdin`, a process substitution), at most ``sizeLimit``
/// bytes, UTF-8, strict JSON (``FlowGraph/init(jsonSpec:)``), names within ``SpecText``'s limits.
///
/// ```swift
/// let run = try JSONFile(path: "run.json", label: "--highlight run.json").decode(RunSpec.self)
/// ```
package struct JSONFile: Hashable, Sendable {
    /// The path as given.
    package let path: String
    /// How messages name the file: its path, or the flag and its path (`--highlight run.json`).
    package let label: String

    /// The most a file may hold; more is not something someone wrote (`/dev/zero`, a wrong file).
    package static let sizeLimit = 64 << 20

    /// The file at `path`, named `label` in messages (the path by default).
    package init(path: String, label: String? = nil) {
        self.path = path
        self.label = label ?? path
    }

    /// The document the file holds, its names checked.
    ///
    /// - Throws: ``ToolError`` of kind `.spec`, in one line starting with ``label``: a missing,
    ///   unreadable or oversized file, a folder, text that is not UTF-8 or is empty, JSON syntax errors
    ///   with their key, line and column, schema or version errors with their key path, line and column,
    ///   and names ``SpecText`` refuses.
    package func decode<Document: JSONDocument>(_ type: Document.Type) throws(ToolError) -> Document {
        let kind = Document.kind
        let bytes = try read(kind)
        guard !bytes.isEmpty else { throw ToolError(.spec, "\(label): the file is empty, not a JSON \(kind)") }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ToolError(.spec, "\(label): not UTF-8 text (\(Self.firstInvalidUTF8(in: bytes)))")
        }
        guard !text.allSatisfy(\.isWhitespace) else { throw ToolError(.spec, "\(label): the file is empty (only white space), not a JSON \(kind)") }
        let document: Document
        do {
            document = try Document(jsonSpec: text)
        } catch {
            throw ToolError(.spec, "\(label): \(error)")
        }
        if let problem = document.nameProblem { throw ToolError(.spec, "\(label): \(problem)") }
        return document
    }

    /// The bytes, read with `read(2)` until its end: pipes and character devices have no size to stat.
    private func read(_ kind: String) throws(ToolError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ToolError(.spec, "\(label): \(Self.openReason(errno))") }
        defer { close(fd) }
        var status = stat()
        if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw ToolError(.spec, "\(label): is a folder, not a \(kind) file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "is a folder, not a \(kind) file" : "cannot read it: \(String(cString: strerror(errno)))"
                throw ToolError(.spec, "\(label): \(reason)")
            }
            bytes += buffer[..<count]
            guard bytes.count <= Self.sizeLimit else {
                throw ToolError(.spec, "\(label): larger than \(Self.sizeLimit >> 20) MB, not a \(kind)")
            }
        }
    }

    /// `line L, column C` of the first byte that is not UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var (offset, line, column) = (0, 1, 1)
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
            if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return "line \(line), column \(column), byte \(offset + 1)"
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
