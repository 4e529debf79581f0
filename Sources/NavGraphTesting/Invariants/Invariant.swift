public import NavGraph

/// A named property that must hold after every step of every trace.
///
/// The explorer checks its ``builtIn`` invariants by default; add your own for what only your app
/// knows. A check returns `nil` when the invariant holds, or says what is wrong:
///
/// ```swift
/// let oneModalAtATime = Invariant("oneModalAtATime", "At most one modal is presented.") { context in
///     context.after.routerState.modals.count <= 1 ? nil : "\(context.after.routerState.modals.count) modals after \(context.step)"
/// }
/// explorer.options.invariants += [oneModalAtATime, .leadsTo(after: "Home.tapLogout", visible: "Auth.login")]
/// ```
///
/// For what one line says — where an event leads, a route never twice on a stack, two flows never
/// alive together — declare an expectation: ``leadsTo(after:visible:within:)``,
/// ``neverTwiceOnOneStack(_:)``, ``neverAliveTogether(_:_:)``.
public struct Invariant: Sendable, CustomStringConvertible {
    /// The name failures report (`noLeaks`).
    public let name: String
    /// What the invariant promises, in one sentence.
    public let summary: String
    let kind: Kind
    /// The names a declared expectation uses, checked when the explorer is made and by `check`.
    let references: [ExpectationReference]

    enum Kind: Sendable {
        /// Checked after each step.
        case step(@MainActor @Sendable (InvariantContext) -> String?)
        /// Checked by replaying the trace in a fresh runtime.
        case replay
    }

    /// An invariant named `name`: `check` returns `nil` when it holds after a step, otherwise why not.
    public init(_ name: String, _ summary: String = "", check: @escaping @MainActor @Sendable (InvariantContext) -> String?) {
        self.name = name
        self.summary = summary
        kind = .step(check)
        references = []
    }

    init(name: String, summary: String, kind: Kind) {
        self.name = name
        self.summary = summary
        self.kind = kind
        references = []
    }

    init(name: String, summary: String, references: [ExpectationReference], check: @escaping @MainActor @Sendable (InvariantContext) -> String?) {
        self.name = name
        self.summary = summary
        kind = .step(check)
        self.references = references
    }

    /// An invariant that holds while `predicate` returns `true`.
    ///
    /// ```swift
    /// .holds("atMostTwoModals") { $0.after.routerState.modals.count <= 2 }
    /// ```
    public static func holds(
        _ name: String, _ summary: String = "", _ predicate: @escaping @MainActor @Sendable (InvariantContext) -> Bool
    ) -> Self {
        Self(name, summary) { context in
            predicate(context) ? nil : "\(name) does not hold after step \(context.step.number); state:\n\(indent(context.after.description))"
        }
    }

    public var description: String { summary.isEmpty ? name : "\(name): \(summary)" }
}

/// What an invariant sees after a step: the step, the state before and after it, the steps before it.
///
/// A class: each invariant is handed the same context, by reference (a struct of snapshots would
/// be copied, and its references counted, for every invariant after every step).
@MainActor
public final class InvariantContext {
    /// The step just run.
    public let step: TraceStepResult
    /// The state before the step.
    public let before: RuntimeSnapshot
    /// The state after the step.
    public let after: RuntimeSnapshot
    /// The steps run before this one, in order.
    public let history: [TraceStepResult]
    /// The state after each step run before this one, in order (the launch's not included).
    public let states: [RuntimeSnapshot]
    /// The runtime, for questions the snapshots do not answer (handles, `liveFlows`).
    public let runtime: FlowRuntime
    /// The hierarchy's static graph.
    public let graph: FlowGraph
    let ledger: RunLedger

    init(
        step: TraceStepResult, before: RuntimeSnapshot, after: RuntimeSnapshot, history: [TraceStepResult],
        states: [RuntimeSnapshot], runtime: FlowRuntime, graph: FlowGraph, ledger: RunLedger
    ) {
        self.step = step
        self.before = before
        self.after = after
        self.history = history
        self.states = states
        self.runtime = runtime
        self.graph = graph
        self.ledger = ledger
    }
}

/// A failed invariant: which one, after which step, and why.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name.
    public let invariant: String
    /// The step after which it failed, from 1 (0: the root could not start).
    public let step: Int
    /// What is wrong.
    public let message: String

    public var description: String { "`\(invariant)` failed after step \(step): \(message)" }
}

/// What a run remembers across steps for the built-in invariants: a weak reference to every
/// coordinator whose flow stopped running, and when each stopped.
///
/// Weak references are taken only once a flow is gone (from the live list read before the step,
/// which still holds it): a weakly referenced object counts every retain and release on a slow
/// path, and live coordinators are retained and released throughout every step.
@MainActor
final class RunLedger {
    /// A flow that stopped running: its coordinator, weakly, and when it stopped.
    final class Departure {
        weak var object: AnyObject?
        /// The flow's name; `Home#4` is made only for a report.
        let flowName: String
        /// The step after which the flow was gone.
        let step: Int
        init(_ object: AnyObject, flowName: String, step: Int) {
            self.object = object
            self.flowName = flowName
            self.step = step
        }
    }
    private var departures: [Departure?] = []

    /// Records which flows went during a step that started or removed flows: those of
    /// `previous` (the live flows read before it) that are not in `flows` (read after it).
    func observe(_ flows: [LiveFlow], previous: [LiveFlow], afterStep step: Int) {
        for index in previous.indices where !flows.contains(id: previous[index].id) {
            let id = previous[index].id
            let position = Int(id.rawValue)
            if departures.count <= position { departures.append(contentsOf: repeatElement(nil, count: position + 1 - departures.count)) }
            departures[position] = Departure(previous[index].coordinator, flowName: previous[index].name, step: step)
            awaitingRelease.append(id)
        }
    }

    /// The step after which `id` was gone, when that was before `step`.
    func goneBefore(_ id: FlowID, step: Int) -> Int? {
        let position = Int(id.rawValue)
        guard position < departures.count, let gone = departures[position]?.step, gone < step else { return nil }
        return gone
    }

    /// Flows gone and not yet seen released, in id order once sorted; a released coordinator never
    /// comes back, so each is checked until it is seen released, not at every step of the run.
    private var awaitingRelease: [FlowID] = []

    /// Coordinators of flows no longer running that are still in memory, by flow id.
    func retainedAfterFinishing() -> [(name: String, goneAfter: Int)] {
        guard !awaitingRelease.isEmpty else { return [] }
        var stillHeld: [FlowID] = []
        for id in awaitingRelease where departures[Int(id.rawValue)]?.object != nil { stillHeld.append(id) }
        awaitingRelease = stillHeld
        stillHeld.sort()
        var retained: [(name: String, goneAfter: Int)] = []
        for id in stillHeld {
            if let departure = departures[Int(id.rawValue)] { retained.append(("\(departure.flowName)\(id)", departure.step)) }
        }
        return retained
    }
}
