public import NavGraph
public import Testing

/// Which transitions of a hierarchy were applied, and why the others were not.
///
/// Use it as an assertion:
///
/// ```swift
/// let report = explorer.coveragePaths().report
/// report.expectComplete()                 // or: #expect(report.isComplete, "\(report)")
/// ```
public struct CoverageReport: Sendable, CustomStringConvertible {
    /// The number of transitions in the hierarchy.
    public let total: Int
    /// The transitions applied, in graph order.
    public let covered: [TransitionRef]
    /// The transitions never applied, with the reason.
    public let uncovered: [UncoveredTransition]
    /// How many configurations the search visited.
    public let configurationsVisited: Int
    /// The longest path the search expanded.
    public let deepestPath: Int

    /// Whether every transition was applied.
    public var isComplete: Bool { uncovered.isEmpty }

    /// The covered share, from 0 to 1.
    public var ratio: Double { total == 0 ? 1 : Double(covered.count) / Double(total) }

    /// Records a Swift Testing issue listing the uncovered transitions and why, unless all are covered.
    public func expectComplete(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !isComplete else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }

    /// `Coverage: 35/37 transitions (94.6 %)` then each uncovered transition with its reason.
    public var description: String {
        let percent = (ratio * 1000).rounded() / 10
        var lines = ["Coverage: \(covered.count)/\(total) transitions (\(percent) %), \(configurationsVisited) configurations visited"]
        if !uncovered.isEmpty {
            lines.append("Uncovered:")
            lines += uncovered.map { "  - \($0.transition): \($0.reason)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// A transition never applied, and why.
public struct UncoveredTransition: Sendable, CustomStringConvertible {
    /// The transition.
    public let transition: TransitionRef
    /// Why it was never applied.
    public let reason: Reason

    /// Why a transition was never applied.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// No path starts its flow.
        case flowNeverStarted
        /// Its source route was never shown.
        case sourceNeverReached(route: String)
        /// An earlier unguarded row for the same event and source always wins.
        case shadowed(byRow: Int, String)
        /// Its guard never held when the event arrived (`attempts` times).
        case guardNeverHeld(guard: String, attempts: Int)
        /// Its guard threw.
        case guardThrew(guard: String, message: String)
        /// The event arrived, and the runtime always rejected it; the rejection, as it read
        /// (`TabBar.home rejected logout: unhandled`).
        case alwaysRejected(String)
        /// Only a child's output produces the event, and no child ever delivered it here.
        case outputNeverDelivered
        /// Only `child`'s output `output` is mapped to the event, and `child` never produces it.
        case outputNeverProduced(child: String, output: String)
        /// The catalog cannot make the event.
        case notInCatalog
        /// The search stopped first: not reached within `depth` steps and `configurations` configurations.
        case neverReached(depth: Int, configurations: Int)

        public var description: String {
            switch self {
            case .flowNeverStarted: "its flow never started on any path"
            case .sourceNeverReached(let route): "its source route \(route) was never shown"
            case .shadowed(let row, let earlier): "shadowed by row \(row) (\(earlier)), which has no guard"
            case .guardNeverHeld(let name, let attempts): "guard `\(name)` never held (the event arrived \(attempts) times); add a root value for which it holds"
            case .guardThrew(let name, let message): "guard `\(name)` threw \"\(message)\"; give it the dependencies it needs"
            case .alwaysRejected(let rejection): "the event arrived and was always rejected: \(rejection)"
            case .outputNeverDelivered: "only a child's output produces the event, and none delivered it"
            case .outputNeverProduced(let child, let output):
                "only \(child)'s output \(output) is mapped to the event, and \(child) never produces it (no row of \(child) finishes or escalates with \(output)): fix \(child), not the catalog"
            case .notInCatalog: "the catalog cannot make the event"
            case .neverReached(let depth, let configurations): "not reached within depth \(depth) and \(configurations) configurations"
            }
        }
    }

    public var description: String { "\(transition): \(reason)" }
}

extension CoverageReport {
    /// The covered transitions as a run to draw on the diagram: `navgraph render spec.json
    /// --highlight coverage.json` draws them bold and fades the transitions never applied. The
    /// numbers on the edges are graph order, not the order of a session.
    public var runSpec: RunSpec {
        RunSpec(steps: covered.map { RunSpec.Step(flow: $0.flow, from: $0.spec.from, event: $0.spec.event, row: $0.index) })
    }
}
