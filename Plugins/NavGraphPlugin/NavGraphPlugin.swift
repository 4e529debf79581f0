import Foundation
import PackagePlugin

/// `swift package navgraph render|check [paths]`: runs the package's own `navgraph` over every flow
/// spec (a `FlowGraph.jsonSpec()` file) under `diagrams/`, or under the paths given.
@main
struct NavGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let formats = extractor.extractOption(named: "format")
        let strict = extractor.extractFlag(named: "strict") > 0
        var positional = extractor.remainingArguments
        guard let command = positional.first.flatMap(PluginCommand.init(rawValue:)) else {
            throw PluginFailure(PluginCommand.usage)
        }
        positional.removeFirst()
        if let unknown = positional.first(where: { $0.hasPrefix("-") }) {
            throw PluginFailure("unknown option \(unknown)\n\(PluginCommand.usage)")
        }
        let root = context.package.directoryURL
        let roots = positional.isEmpty ? [root.appendingPathComponent("diagrams")] : positional.map { URL(fileURLWithPath: $0, relativeTo: root) }
        let specs = try SpecFinder.specs(under: roots)
        guard !specs.isEmpty else {
            throw PluginFailure("no flow spec (*.json written by FlowGraph.jsonSpec()) under \(roots.map(\.relativePath).joined(separator: ", "))")
        }
        let navgraph = try context.tool(named: "navgraph").url
        var failed: [String] = []
        for spec in specs {
            let arguments = command.arguments(for: spec, formats: formats, strict: strict)
            let status = try NavGraphProcess.run(navgraph, arguments)
            if status == 0 { continue }
            if status == NavGraphProcess.graphvizStatus {
                throw PluginFailure("""
                    Graphviz could not draw \(spec.lastPathComponent) (navgraph exited \(status)): install Graphviz \
                    (apt-get install graphviz libgraphviz-dev, brew install graphviz), or write only what needs none \
                    with --format mermaid
                    """)
            }
            failed.append("\(spec.relativePath(from: root)) (exit \(status))")
        }
        guard failed.isEmpty else { throw PluginFailure("navgraph \(command.rawValue) failed for \(failed.joined(separator: ", "))") }
        if command == .check { print("navgraph check: \(specs.map { $0.relativePath(from: root) }.joined(separator: ", ")): no failing finding") }
    }
}

/// An error SwiftPM prints as `error: <message>`.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension URL {
    /// The path below `root`, or the whole path when it is elsewhere.
    func relativePath(from root: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        let path = standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
