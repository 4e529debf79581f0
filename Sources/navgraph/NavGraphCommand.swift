import ArgumentParser
import NavGraphTool

/// `navgraph`: draws and checks NavGraph flow hierarchies.
@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgraph",
        abstract: "Draw and lint NavGraph flow hierarchies.",
        version: NavGraphVersion.current,
        subcommands: [RenderCommand.self, CheckCommand.self, RenderWorkerCommand.self]
    )

    /// ArgumentParser's main, but every error is one `error:` line and a usage error exits 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let status as ExitCode {
            exit(withError: status)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }  // --help, --version
            let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            let command = CommandLine.arguments.dropFirst().first { $0 == CheckCommand.configuration.commandName } ?? "render"
            ToolRun.fail(ToolError.usage("\(message) (see navgraph \(command) --help)"))
            exit(withError: ExitCode(ToolError.usageStatus))
        }
    }
}
