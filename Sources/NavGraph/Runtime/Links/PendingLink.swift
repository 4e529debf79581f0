/// A deferred link kept until the flow it waits for runs (``FlowLink/waiting(for:)``).
struct PendingLink {
    /// The link as given.
    let link: String
    /// Its target, with the flow it waits for.
    let goal: LinkGoal
    /// Whether a flow of the waited type has run since the link was kept: once it stops running
    /// again (a logout), the link is dropped.
    var waitedFlowRan = false
}

/// What became of a deferred link (``FlowRuntime/onDeferredLink``).
public enum DeferredLinkOutcome: Sendable, CustomStringConvertible {
    /// The flow it waited for ran and the link was applied with this plan.
    case applied(LinkPlan)
    /// The flow it waited for stopped running (a logout) before the link could be applied.
    case dropped(link: String)

    public var description: String {
        switch self {
        case .applied(let plan): "\(plan.link) applied: \(plan)"
        case .dropped(let link): "\(link) dropped"
        }
    }
}

extension FlowRuntime {
    /// The deferred link waiting for its flow (``FlowLink/waiting(for:)``), if one waits.
    public var waitingLink: String? { pendingLink?.link }

    /// Called once the runtime settled an event (or a platform removal) while a deferred link is
    /// kept: the link is applied when its flow runs and a plan reaches it, at most once; a failed
    /// try keeps it for the next event; it is dropped when its flow stops running again.
    func settlePendingLink() {
        guard var pending = pendingLink, let waited = pending.goal.waitsFor, !dispatcher.isApplying else { return }
        guard runs(waited) else {
            if pending.waitedFlowRan {
                pendingLink = nil
                onDeferredLink?(.dropped(link: pending.link))
            }
            return
        }
        pending.waitedFlowRan = true
        pendingLink = pending
        let goal = pending.goal
        // A failure keeps the link (applying it changed nothing): a later event may open the way.
        guard let plan = try? openAtomically(pending.link, toward: { goal }) else { return }
        onDeferredLink?(.applied(plan))
    }
}
