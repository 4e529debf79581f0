import ArgumentParser

/// `navgraph`: draws and checks NavGraph flow hierarchies.
@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgraph",
        abstract: "Draw NavGraph flow hierarchies with Graphviz.",
        subcommands: [RenderCommand.self, RenderWorkerCommand.self]
    )
}
