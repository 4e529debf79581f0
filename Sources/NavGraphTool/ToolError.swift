import NavGraphGraphviz

/// Why a `navgraph` command failed, in one line that names the file, flag or folder at fault.
///
/// ```swift
/// ToolError(.spec, "spec.json: line 3, column 7: not valid JSON").exitCode   // 65
/// ```
package struct ToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was at fault; it decides the exit status (see ``exitStatusHelp``).
    package enum Kind: Hashable, Sendable {
        /// A command-line value: an unknown format or example, a bad name or time limit.
        case usage
        /// The spec: missing, unreadable, not JSON, not a valid graph.
        case spec
        /// The output folder or files.
        case output
        /// Graphviz: a crash, a hang, a layout or render error, a missing plugin.
        case graphviz
        /// Stopped by a signal (SIGINT, SIGTERM).
        case interrupted(signal: Int32)
    }

    /// What was at fault.
    package let kind: Kind
    /// The message, one line.
    package let message: String

    /// An error of `kind`; line breaks and control characters in `message` (names, paths) become
    /// visible escapes (``OneLine``), so the message stays one line.
    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = OneLine.escaped(message)
    }

    /// A command-line value that cannot be used.
    package static func usage(_ message: String) -> ToolError { ToolError(.usage, message) }

    /// Exit status for a usage error, as ArgumentParser's own (`EX_USAGE`).
    package static let usageStatus: Int32 = 64

    /// The process exit status; see ``exitStatusHelp``.
    package var exitCode: Int32 {
        switch kind {
        case .usage: Self.usageStatus
        case .spec: 65  // EX_DATAERR
        case .graphviz: 70  // EX_SOFTWARE
        case .output: 73  // EX_CANTCREAT
        case .interrupted(let signal): 128 + signal
        }
    }

    /// The exit statuses, as help and README list them.
    package static let exitStatusHelp = """
        Exit status: 0 written; 64 a wrong command line (unknown option, format, example, flow, \
        a bad --name or --timeout); 65 a bad spec or --highlight run file (missing, unreadable, not \
        JSON, not a valid graph, a run naming what the graph lacks); \
        70 Graphviz failed (crash, hang, missing plugin, or a warning without --allow-graphviz-warnings); 73 the output cannot be written; 130 or 143 \
        stopped by SIGINT or SIGTERM. Every error is one line on stderr starting with "error: "; each \
        Graphviz warning one line starting with "warning: graphviz: ".
        """

    /// The ``message``.
    package var description: String { message }

    /// A Graphviz failure as the command line reports it, with what to try when Graphviz crashed
    /// or hung.
    init(_ error: GraphvizError) {
        let advice = "try another layout engine (--engine fdp), fewer edge labels (--edge-labels external or hidden), or a subtree (--flow <name>)"
        switch error.code {
        case .outputFailed:
            self.init(.output, error.message)
        case .invalidGraph:
            self.init(.spec, error.message)
        case .crashed:
            self.init(.graphviz, "\(error.message); Graphviz 2.42 crashes on some clustered graphs with labelled edges: \(advice)")
        case .timedOut:
            self.init(.graphviz, "\(error.message); large clustered graphs with labelled edges are slow to lay out: raise --timeout, or \(advice)")
        default:
            self.init(.graphviz, error.message)
        }
    }
}
