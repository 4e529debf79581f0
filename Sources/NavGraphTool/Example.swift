package import NavGraph

/// The example hierarchies `navgraph render --example` draws.
///
/// ```swift
/// let graph = try Example.named("toaster").graph()
/// ```
package enum Example: String, Hashable, Sendable, CaseIterable {
    /// The reference hierarchy (`ToasterExample`, rooted at `AppFlow`), from its spec.
    case toaster

    /// The example called `name`.
    ///
    /// - Throws: ``ToolError`` listing the examples.
    package static func named(_ name: String) throws(ToolError) -> Example {
        guard let example = Example(rawValue: name.lowercased()) else {
            throw ToolError.usage("--example: no example \"\(name)\"; examples: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return example
    }

    /// The example's graph, read from the spec of its flow declarations (kept equal to them by
    /// NavGraphCLITests).
    package func graph() throws(ToolError) -> FlowGraph {
        do {
            switch self {
            case .toaster: return try FlowGraph(jsonSpec: ToasterSpec.json)
            }
        } catch {
            throw ToolError(.spec, "--example \(rawValue): \(error)")
        }
    }
}
