import ArgumentParser
import NavGraphGraphviz

/// The hidden worker `navgraph render` runs Graphviz in: a render request as JSON on stdin, the
/// outputs on stdout (see `RenderWorker`).
struct RenderWorkerCommand: ParsableCommand {
    static let name = "render-worker"
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Serve one render request on stdin (used by `navgraph render`).",
        shouldDisplay: false
    )

    func run() throws {
        let status = RenderWorker.run()
        if status != 0 { throw ExitCode(status) }
    }
}
