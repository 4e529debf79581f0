import Foundation

/// Runs the package's `navgraph`, its output and errors going straight to the terminal.
enum NavGraphProcess {
    /// `navgraph`'s exit status when Graphviz failed (a missing layout or render plugin among others).
    static let graphvizStatus: Int32 = 70

    /// Runs `navgraph` with `arguments` and returns its exit status.
    static func run(_ navgraph: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = navgraph
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
