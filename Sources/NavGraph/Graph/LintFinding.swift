/// One problem ``FlowGraph/lint()`` found: how bad, where in the spec, what kind, and what is wrong.
///
/// ```swift
/// for finding in graph.lint() { print(finding) }
/// // warning: flows[3].routes[1]: Home.settings is never shown: no transition from a shown route pushes or presents it
/// ```
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Something can never work as declared (a row that never succeeds, an output mapped in vain).
        case error
        /// Legal, but likely wrong (a route never shown, an output nobody produces).
        case warning

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
    }

    /// What a finding is about.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The graph is not valid (``FlowGraph/validate()`` fails); nothing else is checked.
        case invalidGraph
        /// No transition from a route that is ever shown pushes or presents this route.
        case unreachableRoute
        /// A declared child flow that no transition starts and no tab hosts.
        case childNeverStarted
        /// A route with no transition out of it, from which the flow cannot finish.
        case deadEnd
        /// An output the flow's `Output` type declares that no transition or dismissal produces.
        case outputNeverProduced
        /// A parent maps a child output to an event, but the child never produces that output.
        case mappedOutputNeverProduced
        /// A child output the parent maps to no event: delivering it is always rejected.
        case unmappedOutput
        /// A child output mapped to an event no row of the parent handles: always rejected.
        case mappedEventUnhandled
        /// A row whose action the runtime always rejects where it can apply.
        case rowNeverSucceeds
        /// A row that never applies: an earlier row without a guard takes its event first.
        case shadowedRow
        /// A tab, or a tab flow's route, that names nothing it can show.
        case tabNamesNothing
        /// A deep link no configuration reachable from the root can open (``FlowGraph/linkProblems``).
        case linkUnreachable
    }

    /// How bad it is.
    public let severity: Severity
    /// What it is about.
    public let kind: Kind
    /// Where, as a key path into the JSON spec (`flows[3].transitions[1]`).
    public let path: String
    /// What is wrong, naming the flow, route and event, and what to do.
    public let message: String

    /// A finding.
    public init(_ severity: Severity, _ kind: Kind, at path: String, _ message: String) {
        self.severity = severity
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `error: flows[3].transitions[1]: …`, one line.
    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}
