import Foundation
package import NavGraphGraphviz

/// A format `navgraph render` writes: a Graphviz format, the interactive HTML explorer, the JSON
/// spec itself, or Mermaid text.
///
/// ```swift
/// try OutputFormat.list(["dot,svg", "json"])   // [.graphviz(.dot), .graphviz(.svg), .json]
/// ```
package enum OutputFormat: Hashable, Sendable {
    /// Rendered by Graphviz.
    case graphviz(RenderFormat)
    /// The interactive explorer (``ExplorerPage``): one self-contained HTML file around the SVG.
    case html
    /// The graph's JSON spec (`FlowGraph.jsonSpec()`), which `navgraph render` reads back.
    case json
    /// The graph as a Mermaid state diagram (`FlowGraph.mermaid()`), written to `<name>.mmd`.
    case mermaid

    /// Every format, in the order help lists them.
    package static let all: [OutputFormat] = RenderFormat.allCases.map(OutputFormat.graphviz) + [.html, .json, .mermaid]

    /// The name on the command line.
    package var name: String {
        switch self {
        case .graphviz(let format): format.rawValue
        case .html: "html"
        case .json: "json"
        case .mermaid: "mermaid"
        }
    }

    /// The file name extension.
    package var fileExtension: String {
        switch self {
        case .mermaid: "mmd"
        default: name
        }
    }

    /// The formats named in `values`, each a comma-separated list, without repeats, in order.
    ///
    /// - Throws: ``ToolError`` naming the first unknown format and the known ones.
    package static func list(_ values: [String]) throws(ToolError) -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for value in values {
            for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
                guard let format = all.first(where: { $0.name == trimmed }) else {
                    throw ToolError.usage("--format: unknown format \"\(name)\"; formats: \(all.map(\.name).joined(separator: ", "))")
                }
                if !formats.contains(format) { formats.append(format) }
            }
        }
        guard !formats.isEmpty else { throw ToolError.usage("--format: no format given; formats: \(all.map(\.name).joined(separator: ", "))") }
        return formats
    }
}
