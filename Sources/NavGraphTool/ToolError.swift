import NavGraphGraphviz

/// Why a `navgraph` command failed, in one line that names the file, flag or folder at fault.
///
/// ```swift
/// ToolError.input("spec.json: line 3, column 7: not valid JSON").description
/// ```
public struct ToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was at fault; it decides the exit status.
    public enum Kind: Hashable, Sendable {
        /// The input: a spec file, an option, a flow name.
        case input
        /// The output folder or files.
        case output
        /// Graphviz: a crash, a hang, a layout or render error, a missing plugin.
        case graphviz
    }

    /// What was at fault.
    public let kind: Kind
    /// The message, one line.
    public let message: String

    /// An error of `kind`; line breaks in `message` become spaces.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A problem with the input.
    public static func input(_ message: String) -> ToolError { ToolError(.input, message) }

    /// The process exit status: 1 for bad input or output, 2 when Graphviz failed.
    public var exitCode: Int32 {
        switch kind {
        case .input, .output: 1
        case .graphviz: 2
        }
    }

    /// The ``message``.
    public var description: String { message }

    /// A Graphviz failure as the command line reports it, with what to try when Graphviz crashed
    /// or hung.
    init(_ error: GraphvizError) {
        let advice = "try another layout engine (--engine fdp), fewer edge labels (--edge-labels external or hidden), or a subtree (--flow <name>)"
        switch error.code {
        case .outputFailed:
            self.init(.output, error.message)
        case .invalidGraph:
            self.init(.input, error.message)
        case .crashed:
            self.init(.graphviz, "\(error.message); Graphviz 2.42 crashes on some clustered graphs with labelled edges: \(advice)")
        case .timedOut:
            self.init(.graphviz, "\(error.message); large clustered graphs with labelled edges are slow to lay out: raise --timeout, or \(advice)")
        default:
            self.init(.graphviz, error.message)
        }
    }
}
