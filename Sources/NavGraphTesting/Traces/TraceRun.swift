import NavGraph

/// A trace as it ran: each step, the state after the last one, and the first invariant that failed.
public struct TraceRun: Sendable, CustomStringConvertible {
    /// The trace run (all of it; a failing run stops at ``violation``'s step).
    public let trace: Trace
    /// A description of the root value the trace started from.
    public let root: String
    /// The steps that ran.
    public let steps: [TraceStepResult]
    /// The state after each step that ran, in order.
    public let snapshots: [RuntimeSnapshot]
    /// The first invariant that failed, if any.
    public let violation: InvariantViolation?

    /// The state after the last step that ran.
    public var final: RuntimeSnapshot? { snapshots.last }

    /// The number of transitions applied (child outputs and queued events included).
    public var transitionCount: Int { steps.reduce(0) { $0 + $1.records.count } }

    /// The steps up to the failing one: the trace that reproduces the failure.
    public var failingTrace: Trace {
        guard let violation else { return trace }
        return Trace(root: trace.root, steps: Array(trace.steps.prefix(max(violation.step, 0))), seed: trace.seed)
    }

    /// The run in words: each step, then the violation with the state after it and how to replay.
    /// How the report of a violated invariant begins: the issues ``FlowExplorer/findViolation(count:sourceLocation:)`` expects.
    static let violationHeading = "Invariant "

    public var description: String {
        var lines: [String] = []
        if let violation {
            lines.append("\(Self.violationHeading)`\(violation.invariant)` failed after step \(violation.step) of \(failingTrace.steps.count):")
            lines.append(indent(violation.message, by: "  "))
        } else {
            lines.append("All invariants held over \(steps.count) steps.")
        }
        lines.append("Steps from launch (root \(trace.root): \(root)):")
        if steps.isEmpty { lines.append("  (none)") }
        for step in steps { lines.append("  \(step.number). \(step)") }
        if let final {
            lines.append("State after step \(steps.count):")
            lines.append(indent(final.description, by: "  "))
        }
        if violation != nil {
            lines.append("Replay it: `explorer.run(\(failingTrace))`")
            if let seed = trace.seed {
                // A base64 seed is a string; without Foundation it is a tuple of four integers.
                let argument = seed.hasPrefix("(") ? seed : "(\"\(seed)\")"
                lines.append("or add `.fixedSeed\(argument)` to the test to generate and shrink it again.")
            }
        }
        return lines.joined(separator: "\n")
    }
}
