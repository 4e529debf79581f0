/// Why a ``FlowExplorer`` cannot be made: what is missing, and what to supply.
public struct FlowExplorerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// `roots` is empty.
        case noRoots
        /// The root's hierarchy does not build a graph (see `FlowGraphError`).
        case invalidGraph
        /// The root (and the hierarchy) declares no transitions: nothing can happen.
        case nothingToExplore
        /// Transitions handle events the catalog cannot make (a payload event with no generator…).
        case missingEvents
        /// The catalog lists a flow twice, or a flow the hierarchy does not have.
        case invalidCatalog
        /// A payload generator makes different events from the same seed, so traces would not replay.
        case nondeterministicGenerator
        /// A declared expectation names a flow, route or event the hierarchy does not have.
        case unknownName
    }

    /// The kind of problem.
    public let kind: Kind
    /// What is wrong and what to supply.
    public let message: String

    public var description: String { message }
}
