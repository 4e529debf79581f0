package import NavGraph

/// What `navgraph check` does: lints a hierarchy (``FlowGraph/lint()``) and prints one line per
/// finding on stdout, `warning: flows[3].routes[1]: …`, names with line breaks escaped (``OneLine``).
///
/// ```swift
/// let status = CheckJob(source: .example(.toaster), strict: true).report()   // 0: clean
/// ```
package struct CheckJob: Hashable, Sendable {
    /// The spec file or example checked.
    package var source: RenderJob.Source
    /// Whether warnings fail the check too.
    package var strict: Bool

    /// A check of `source`; with `strict`, warnings fail it as errors do.
    package init(source: RenderJob.Source, strict: Bool = false) {
        self.source = source
        self.strict = strict
    }

    /// Exit status when findings fail the check (errors; warnings too when strict).
    package static let findingsStatus: Int32 = 1

    /// The exit statuses, as help and README list them.
    package static let exitStatusHelp = """
        Exit status: 0 no finding fails the check; 1 errors found (or warnings, with --strict); \
        64 a wrong command line (unknown option or example); 65 a bad spec (missing, unreadable, \
        not JSON, not a valid graph). Findings are lines on stdout; any other error is one line on \
        stderr starting with "error: ".
        """

    /// The findings, and the exit status they give.
    ///
    /// - Throws: ``ToolError`` when the spec cannot be read or is not a valid graph.
    package func run() throws(ToolError) -> (findings: [LintFinding], status: Int32) {
        let findings = try source.graph().lint()
        let fails = findings.contains { $0.severity == .error || strict }
        return (findings, fails ? Self.findingsStatus : 0)
    }

    /// Runs the check, prints the findings on stdout (an error on stderr) and returns the exit status.
    package func report() -> Int32 {
        do {
            let (findings, status) = try run()
            try ToolRun.printLines(findings.map(\.description), saying: "the check was not reported whole")
            return status
        } catch {
            ToolRun.fail(error)
            return error.exitCode
        }
    }
}
