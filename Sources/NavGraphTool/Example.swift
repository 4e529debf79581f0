public import NavGraph
import ToasterExample

/// The example hierarchies `navgraph render --example` draws.
///
/// ```swift
/// let graph = try Example.named("toaster").graph()
/// ```
public enum Example: String, Hashable, Sendable, CaseIterable {
    /// The reference hierarchy (`ToasterExample`, rooted at `AppFlow`).
    case toaster

    /// The example called `name`.
    ///
    /// - Throws: ``ToolError`` listing the examples.
    public static func named(_ name: String) throws(ToolError) -> Example {
        guard let example = Example(rawValue: name.lowercased()) else {
            throw ToolError.usage("--example: no example \"\(name)\"; examples: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return example
    }

    /// The example's graph, derived from its flow declarations.
    public func graph() throws(ToolError) -> FlowGraph {
        do {
            switch self {
            case .toaster: return try FlowGraph(root: AppFlow.self)
            }
        } catch {
            throw ToolError(.spec, "--example \(rawValue): \(error)")
        }
    }
}
