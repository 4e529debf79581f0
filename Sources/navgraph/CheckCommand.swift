import ArgumentParser
import NavGraphTool

/// `navgraph check`: lints a hierarchy before anything runs.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lint a flow hierarchy: one line per finding, a failing status on errors.",
        discussion: """
            Reads a JSON spec written by FlowGraph.jsonSpec() (or `navgraph render --format json`), \
            or a built-in example, and prints what FlowGraph.lint() finds, one line each: severity, \
            key path, message. Errors are what can never work (a row that never succeeds or never \
            applies, an output mapped and never produced, a tab naming nothing); warnings are legal \
            but likely wrong (a route never shown or with no way out, an output never produced, a \
            child never started, an output no parent maps).

            Examples:
              navgraph check --example toaster
              navgraph check path/to/spec.json --strict

            \(CheckJob.exitStatusHelp)
            """
    )

    @Argument(help: "A JSON spec file written by FlowGraph.jsonSpec().")
    var spec: String?

    @Option(help: "A built-in example instead of a spec file: \(Example.allCases.map(\.rawValue).joined(separator: ", ")).")
    var example: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    func run() throws {
        let source: RenderJob.Source
        do {
            source = try .from(spec: spec, example: example)
        } catch {
            ToolRun.fail(error)
            throw ExitCode(error.exitCode)
        }
        let status = CheckJob(source: source, strict: strict).report()
        if status != 0 { throw ExitCode(status) }
    }
}
