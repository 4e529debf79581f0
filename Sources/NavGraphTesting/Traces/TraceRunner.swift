import NavGraph

/// Runs one trace step by step in a fresh runtime: executes each step, reads the state, checks
/// the step invariants; at the end, replays the steps for `replayReproducesState`.
///
/// ``FlowExplorer/run(_:)`` feeds it a whole trace; ``FlowExplorer/check(count:sourceLocation:)``
/// feeds it steps as it generates them, so a generated trace is checked as it grows.
@MainActor
final class TraceRunner {
    let graph: FlowGraph
    let rootIndex: Int
    /// The root value's description, for the run's report.
    let rootDescription: String
    let driver: TraceDriver
    private let stepInvariants: [(name: String, check: @MainActor @Sendable (InvariantContext) -> String?)]
    private let replays: Bool
    private let ledger = RunLedger()
    private var before: RuntimeSnapshot?
    private(set) var steps: [TraceStepResult] = []
    private(set) var snapshots: [RuntimeSnapshot] = []
    private(set) var violation: InvariantViolation?

    /// A runner of a trace from root value number `root` (wrapped) of those `rootDescriptions`
    /// describe, checking `invariants` on `graph`'s hierarchy. Not generic: it runs the same code
    /// for every explorer, without its `Root`'s metadata.
    init(graph: FlowGraph, root: Int, rootDescriptions: [String], invariants: [Invariant], setup: ExplorerSetup) {
        self.graph = graph
        rootIndex = wrap(root, rootDescriptions.count)
        rootDescription = rootDescriptions[rootIndex]
        var checks: [(name: String, check: @MainActor @Sendable (InvariantContext) -> String?)] = []
        var replays = false
        for invariant in invariants {
            switch invariant.kind {
            case .step(let check): checks.append((invariant.name, check))
            case .replay: replays = true
            }
        }
        stepInvariants = checks
        self.replays = replays
        // The driver keeps the setup, which the replays' drivers share: a copy of it counts a
        // reference to each of its parts.
        driver = TraceDriver(root: rootIndex, setup: setup)
        if let error = driver.startError {
            violation = InvariantViolation(invariant: "start", step: 0, message: "the root could not start: \(error)")
        } else {
            before = observe(afterStep: 0)
        }
    }

    /// Makes room for `count` steps (a whole trace run at once), so that the lists of steps and
    /// snapshots are not reallocated as they grow.
    func reserve(steps count: Int) {
        steps.reserveCapacity(count)
        snapshots.reserveCapacity(count)
    }

    /// Runs `step` and checks the step invariants; does nothing once an invariant failed.
    func run(_ step: TraceStep) {
        guard violation == nil, let before else { return }
        let number = steps.count + 1
        let result = driver.run(step)
        // A skipped step sent nothing to the runtime or the router: the state is the one before
        // (unless the router removed a screen on its own).
        let after: RuntimeSnapshot
        if case .skipped = result.outcome, !result.action.isUnreportedRemoval { after = before } else { after = observe(afterStep: number) }
        // The coordinators of removed flows must be free to go before the invariants look.
        driver.forgetPrevious()
        // The flows started and removed are told by the two snapshots, when a report asks.
        let executed = TraceStepResult(number: number, step: step, ran: consume result, flowChanges: .between(before: before, after: after))
        // Stored only when an invariant failed (`violation` is `nil` here): assigning the optional
        // on every step ran its outlined copy-and-destroy.
        let failed = check(InvariantContext(
            step: executed, before: before, after: after, history: steps, states: snapshots, runtime: driver.runtime,
            graph: graph, ledger: ledger
        ))
        // Appended once the context is gone: while it shares `steps` as its history, appending
        // would copy every step of the run.
        steps.append(executed)
        snapshots.append(after)
        if let failed { violation = failed } else { self.before = after }
    }

    /// The first step invariant that fails in `context`.
    private func check(_ context: InvariantContext) -> InvariantViolation? {
        for index in stepInvariants.indices {
            if let message = stepInvariants[index].check(context) {
                return InvariantViolation(invariant: stepInvariants[index].name, step: context.step.number, message: message)
            }
        }
        return nil
    }

    /// The run of `trace` (whose steps are those run), the replay checked.
    func finish(_ trace: Trace) -> TraceRun {
        if replays, driver.startError == nil, let divergence = replayDivergence(),
            divergence.step <= (violation?.step ?? Int.max)
        {
            violation = divergence
        }
        return TraceRun(trace: trace, root: rootDescription, steps: steps, snapshots: snapshots, violation: violation)
    }

    /// Takes the live flows the driver read after the step: the ledger takes weak references to
    /// the coordinators of flows the step removed, the snapshot takes values.
    private func observe(afterStep step: Int) -> RuntimeSnapshot {
        let live = driver.live
        if driver.flowsChanged { ledger.observe(live, previous: driver.previous, afterStep: step) }
        return RuntimeSnapshot(runtime: driver.runtime, router: driver.router, live: live)
    }

    /// Replays the steps that ran in a fresh runtime and returns the first step whose outcome,
    /// transitions or state differ.
    ///
    /// Each step compares what the hierarchy decided: the outcome, the action and the
    /// transitions, with their routes and every command the router received. From the same
    /// state, the same commands leave the same state, so the whole snapshot is compared only
    /// after the last step.
    ///
    /// A replay that differs is run again comparing whole snapshots at every step, to name the
    /// first step that differs, when the first pass saw the difference only at the last step.
    private func replayDivergence() -> InvariantViolation? {
        guard let divergence = replayDivergence(comparingWholeSnapshots: false) else { return nil }
        guard divergence.step == steps.count, steps.count > 1 else { return divergence }
        return replayDivergence(comparingWholeSnapshots: true) ?? divergence
    }

    private func replayDivergence(comparingWholeSnapshots: Bool) -> InvariantViolation? {
        let replay = TraceDriver(root: rootIndex, setup: driver.setup)
        let name = Invariant.replayReproducesState.name
        if let error = replay.startError {
            return InvariantViolation(invariant: name, step: 1, message: "the replay's root could not start: \(error)")
        }
        for (offset, original) in steps.enumerated() {
            let replayed = replay.replay(original)
            var differences: [String] = []
            if !original.ran(as: replayed.action, replayed.outcome) {
                let again = TraceStepResult(
                    number: original.number, step: original.step,
                    ran: StepResult(action: replayed.action, outcome: replayed.outcome, records: replayed.records, rejectedQueuedEvents: []),
                    flowChanges: .none
                )
                differences.append("the step ran as\n    \(original)\nthen as\n    \(again)")
            } else if !original.applied(replayed.records) {
                differences.append("the transitions were\n    \(original.records.map(\.description))\nthen\n    \(replayed.records.map(\.description))")
            }
            let isLast = offset == steps.count - 1
            if comparingWholeSnapshots || isLast || !differences.isEmpty {
                let snapshot = RuntimeSnapshot(runtime: replay.runtime, router: replay.router)
                if snapshot != snapshots[offset] {
                    differences.append(snapshots[offset].difference(to: snapshot) ?? "the state differs")
                }
            }
            if !differences.isEmpty {
                return InvariantViolation(
                    invariant: name, step: offset + 1,
                    message: "replaying the trace from launch diverged at step \(offset + 1): " + differences.joined(separator: "\n")
                        + "\nSomething the hierarchy reads is not part of the trace (a global, a clock, randomness)."
                )
            }
        }
        return nil
    }
}
