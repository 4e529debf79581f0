import NavGraph

extension Invariant {
    /// Every built-in invariant, in the order they are checked after each step.
    ///
    /// ```swift
    /// explorer.options.invariants = Invariant.builtIn + [.neverAliveTogether("Auth", "TabBar")]
    /// ```
    public static let builtIn: [Invariant] = [
        guardsAnswer, rejectedEventChangesNothing, routerMatchesMachines, noLeaks, outputDeliveredOnce,
        noDoubleNavigation, reselectingTabChangesNothing, effectEventsAccepted, replayReproducesState,
    ]

    /// `noLeaks`: the live coordinators are exactly those the navigation state needs (each shows a
    /// screen on the router, or is an ancestor of one that does; every screen on the router belongs
    /// to a live flow), and every coordinator that stopped running has been released — a weak
    /// reference to each, taken when its flow stopped, proves it.
    ///
    /// Catches a parent that keeps its children's coordinators (the classic `childCoordinators`
    /// leak), a flow left running after its screens went, a screen left behind by a finished flow.
    public static let noLeaks = Invariant(
        "noLeaks",
        "The live coordinators are exactly those the navigation state needs, and finished ones are released."
    ) { context in
        let (unneeded, orphans) = context.after.unneededFlows()
        var problems: [String] = []
        if !orphans.isEmpty {
            problems.append("screens of flows that no longer run are on screen: \(orphans.map { "\($0)(\($0.flow))" }.joined(separator: ", "))")
        }
        if !unneeded.isEmpty {
            problems.append("\(unneeded.map(\.description).joined(separator: ", ")) still run(s), but neither its screens nor its descendants' are on screen: its screens went without the runtime being told (an unreported platform removal), or it was started and never shown")
        }
        let retained = context.ledger.retainedAfterFinishing()
        if !retained.isEmpty {
            problems.append(retained.map { "the coordinator of \($0.name), gone after step \($0.goneAfter), is still in memory: something holds it strongly" }.joined(separator: "; ")
                + " (a list of child coordinators or handles, a closure or an observer capturing it); let go of it when its flow finishes")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// `routerMatchesMachines`: the router's `NavigationState` equals the one the machines imply
    /// (`FlowRuntime.impliedNavigationState`), and the router reported no command it could not apply.
    ///
    /// Catches a router (or adapter) that drops or misapplies a command, and a runtime whose commands
    /// drift from its own machines.
    public static let routerMatchesMachines = Invariant(
        "routerMatchesMachines",
        "The router shows what the machines imply, and applied every command."
    ) { context in
        let after = context.after
        var problems: [String] = []
        if case .unreportedRemoval(let screen, let gesture) = context.step.action {
            problems.append("the \(gesture) removed \(screen) from the router, but the router never reported it to the runtime (an adapter must pass what the platform removes to `FlowRuntime.platformDidRemove`): the machines of \(screen.flowName) still hold \(screen.route), and every later step of \(screen.flowName) acts on a screen that is gone")
        }
        if !after.routerShowsImpliedState {
            problems.append("the router shows\n\(indent(after.routerState.description))\nbut the machines imply\n\(indent(after.impliedState.description))")
            if !context.step.action.isUnreportedRemoval {
                let commands = context.step.records.flatMap(\.commands)
                problems.append(commands.isEmpty
                    ? "the step sent the router no command, so the router changed on its own"
                    : "the router dropped or misapplied one of this step's commands: \(commands.map(\.description).joined(separator: ", "))")
            }
        }
        if !after.unappliedCommands.isEmpty {
            problems.append("the router could not apply \(after.unappliedCommands.map(\.description).joined(separator: ", "))")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// `rejectedEventChangesNothing`: an event the runtime rejects leaves everything as it was —
    /// the router's state, the machines' state and routes, the live flows — and applies no transition.
    ///
    /// Swipes are exempt: the platform already changed the screen before reporting them.
    public static let rejectedEventChangesNothing = Invariant(
        "rejectedEventChangesNothing",
        "A rejected event changes nothing: state, routes, live flows, router state."
    ) { context in
        guard context.step.isRejected, !context.step.isSwipe else { return nil }
        var problems: [String] = []
        if let difference = context.before.difference(to: context.after) { problems.append(difference) }
        if !context.step.records.isEmpty {
            problems.append("transitions were applied: \(context.step.records.map(\.description).joined(separator: " → "))")
        }
        return problems.isEmpty ? nil : "the event was rejected, yet " + problems.joined(separator: "\n")
    }

    /// `outputDeliveredOnce`: each child finishes at most once, and its parent takes what it hands
    /// up (a finish, a dismissal output, an escalation) exactly once: one transition with origin
    /// `.childOutput(child:…)`, and no second application of the event it maps to in the same step.
    ///
    /// Catches an effect that re-sends the parent's mapped event (the output delivered twice), a
    /// flow that acts after it finished, an output lost on the way up.
    public static let outputDeliveredOnce = Invariant(
        "outputDeliveredOnce",
        "Each child finishes at most once, and its output reaches the parent exactly once."
    ) { context in
        let step = context.step
        let records = step.records
        // Read in place, by index: after every step, most steps apply one or two transitions
        // and finish nothing; a record copied out counts a reference per name it holds.
        var problems: [String] = []
        for index in records.indices {
            if let gone = context.ledger.goneBefore(records[index].flowID, step: step.number) {
                problems.append("\(records[index].flow)\(records[index].flowID) applied \(records[index].event) after it finished at step \(gone)")
            }
        }
        var reported: [FlowID] = []
        for index in records.indices where records[index].action == .finish {
            let id = records[index].flowID
            guard !reported.contains(id) else { continue }
            var count = 0
            for other in records.indices where records[other].action == .finish && records[other].flowID == id { count += 1 }
            if count > 1 {
                reported.append(id)
                problems.append("\(id) finished \(count) times in one step")
            }
        }
        for index in records.indices where records[index].action == .finish || records[index].action == .escalate {
            let finished = records[index].action == .finish
            let id = records[index].flowID
            let expected: Int
            if records[index].origin == .platform {
                let hasOutput = context.graph[flow: records[index].flow]?.dismissOutput != nil
                expected = hasOutput && !step.isRejected ? 1 : 0
            } else {
                expected = 1
            }
            var deliveries = 0
            var firstDelivery: Int?
            for candidate in records.indices {
                guard case .childOutput(let child, _, let childFinished) = records[candidate].origin, child == id, childFinished == finished else {
                    continue
                }
                deliveries += 1
                if firstDelivery == nil { firstDelivery = candidate }
            }
            let record = records[index]
            let verb = finished ? "finished" : "escalated"
            if deliveries != expected {
                problems.append("\(record.flow)\(record.flowID) \(verb), and its parent took its output \(deliveries) times (expected \(expected))")
            }
            if let firstDelivery {
                let delivery = records[firstDelivery]
                // Counted first: the list (for the message) is made only when it is too long.
                func appliesDelivery(_ candidate: Int) -> Bool {
                    records[candidate].flowID == delivery.flowID && records[candidate].event == delivery.event
                }
                var count = 0
                for candidate in records.indices where appliesDelivery(candidate) { count += 1 }
                if count > 1 {
                    var applied: [TransitionRecord] = []
                    for candidate in records.indices where appliesDelivery(candidate) { applied.append(records[candidate]) }
                    problems.append("\(record.flow)\(record.flowID)'s output maps to \(delivery.flow).\(delivery.event), which was applied \(applied.count) times in this step (origins: \(applied.map { String(describing: $0.origin) }.joined(separator: ", "))): the output was delivered more than once")
                }
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// `noDoubleNavigation`: one step never applies the same navigating row (a push, a present, a
    /// child start) of the same flow twice: the second time is an effect or observer sending the
    /// event again, and one tap shows two screens.
    ///
    /// Catches an effect that re-sends its own event (the double push), a tap handled twice.
    public static let noDoubleNavigation = Invariant(
        "noDoubleNavigation",
        "One step never applies the same push, present or child start of a flow twice."
    ) { context in
        let records = context.step.records
        guard records.count > 1 else { return nil }
        for index in records.indices where records[index].action.navigatesForward {
            guard let row = records[index].transition else { continue }
            for later in records.indices where later > index && records[later].transition == row && records[later].flowID == records[index].flowID {
                let first = records[index], second = records[later]
                return "\(first.flow)\(first.flowID) applied \(first.event) twice in one step (\(first) (\(first.action.rawValue)), then \(second) (\(second.action.rawValue))): "
                    + "an effect or observer sent \(first.event) again while the first was applied, so one \(first.event) navigated twice. Send it once: drop the re-send, or give the row a source route or guard it cannot meet a second time."
            }
        }
        return nil
    }

    /// `effectEventsAccepted`: every event sent while another was being applied (by an effect or an
    /// observer) is accepted when its turn comes. In production a rejected one only reaches
    /// `FlowRuntime.onRejectedQueuedEvent`: a logout that silently does nothing.
    ///
    /// Catches an escalation that skips a level (an effect sending straight to an ancestor that is
    /// covered), an effect that re-sends an event its flow no longer handles.
    public static let effectEventsAccepted = Invariant(
        "effectEventsAccepted",
        "Every event an effect or observer sends is accepted."
    ) { context in
        let rejected = context.step.rejectedQueuedEvents
        guard !rejected.isEmpty else { return nil }
        return "queued event(s) rejected: " + rejected.map(\.description).joined(separator: "; ")
            + ". An effect or observer sent it while another event was applied; in production it is dropped silently (FlowRuntime.onRejectedQueuedEvent). Send it to a flow that takes it then, or escalate one declared level at a time"
    }

    /// `reselectingTabChangesNothing`: a tap on the tab already selected does what the tab
    /// declares and nothing more: with `reselect: .none`, nothing; with `reselect: .popToRoot`, the
    /// tab's flow back on its first screen, alone on the tab's stack, no flow left below it, no new
    /// modal, no event sent by an effect, and nothing outside the tab changed. Checked on the tab
    /// taps of catalog entries that declare ``FlowEvents/tabTap(_:)``; listed before
    /// `effectEventsAccepted`, so a re-selection's side effect is named as such.
    ///
    /// Catches a tab bar (or a flow imitating one) whose re-selection pushes, starts a child,
    /// presents, pops or sends events.
    public static let reselectingTabChangesNothing = Invariant(
        "reselectingTabChangesNothing",
        "Tapping the tab already selected changes nothing."
    ) { context in
        guard case .tapTab(_, let flowName, let tab, _, true) = context.step.action else { return nil }
        let advice = "; a re-selection must change nothing (or, with `reselect: .popToRoot`, only pop that tab to its first screen): look for a row of \(flowName) that acts on the tab event in \(tab), or an effect it runs"
        let declared = context.graph[flow: flowName]?.tabs.first { $0.route == tab }
        if declared?.reselect == .popToRoot, let tabFlow = declared?.flow {
            let others = context.before.flows(outside: tabFlow)
            let kept = context.after.flows(outside: tabFlow)
            let hosted = context.after.flows.first { $0.name == tabFlow }
            var problems: [String] = []
            if (hosted?.routes.count ?? 0) > 1 { problems.append("\(tabFlow) is not back on its first screen") }
            if let hosted {
                let outside = Set(kept.map(\.id))
                let below = context.after.flows.filter { $0.id != hosted.id && !outside.contains($0.id) }
                if !below.isEmpty { problems.append("flows run below \(tabFlow): \(below.map(\.description).joined(separator: ", "))") }
                // What the machines show: whether the router mirrors them is routerMatchesMachines' question.
                let stack = context.after.impliedState.root?.stacks.first { $0.screens.first?.flow == hosted.id }
                if let stack, stack.screens.count > 1 { problems.append("the tab's stack shows \(stack.screens.map(\.description))") }
            }
            if context.after.modals.count > context.before.modals.count { problems.append("a modal was presented") }
            if others != kept { problems.append("flows outside the tab changed: \(others.map(\.description)) became \(kept.map(\.description))") }
            // After the tap's own record, one of the tab bar's own sent through a handle came from the
            // re-selection's effect (an effect sends to its own flow).
            let sent = context.step.records.dropFirst().filter { $0.origin == .screen && $0.flow == flowName }
            if !sent.isEmpty { problems.append("effects sent \(sent.map(\.description).joined(separator: " → "))") }
            return problems.isEmpty ? nil : "re-selecting \(flowName)'s current tab \(tab), declared to pop to its root, " + problems.joined(separator: "; ") + advice
        }
        var problems: [String] = []
        if let difference = context.before.difference(to: context.after) { problems.append(difference) }
        let moved = context.step.records.filter { $0.from != $0.to || !$0.commands.isEmpty }
        if !moved.isEmpty { problems.append("transitions moved: \(moved.map(\.description).joined(separator: " → "))") }
        return problems.isEmpty ? nil : "re-selecting \(flowName)'s current tab \(tab) changed things: " + problems.joined(separator: "\n") + advice
    }

    /// `guardsAnswer`: no guard throws. A guard that throws rejects its event, so the transition is
    /// never explored; give the guard the dependencies it needs through the explorer's `roots`.
    public static let guardsAnswer = Invariant(
        "guardsAnswer",
        "Every guard answers (none throws) for the root configurations explored."
    ) { context in
        let errors = context.step.guardErrors()
        guard !errors.isEmpty else { return nil }
        // A loop, not `compactMap`: a main-actor closure handed to it is checked for its isolation.
        var thrown: [String] = []
        for error in errors {
            guard case .guardThrew(let name, let message) = error.reason else { continue }
            thrown.append("guard `\(name)` of \(error.flow) threw \"\(message)\" on \(error.event) in \(error.route ?? "?")")
        }
        return thrown.joined(separator: "; ")
            + ". A guard must answer for every flow value explored: supply root values (FlowExplorer(roots:)) whose dependencies let it answer, or make it return false."
    }

    /// `replayReproducesState`: replaying the trace from launch in a fresh runtime reproduces, step by
    /// step, the same outcomes and transitions (every router command included), and the same state
    /// after the last step, so every failure replays from its trace. The first step that differs is
    /// the one reported.
    ///
    /// Catches guards, effects or routers that read global state, clocks or randomness.
    public static let replayReproducesState = Invariant(
        name: "replayReproducesState",
        summary: "Replaying the trace from the start reproduces every step's outcome and transitions, and the final state.",
        kind: .replay
    )
}

extension RuntimeSnapshot {
    /// The live flows that are neither a flow named `name` nor below one.
    fileprivate func flows(outside name: String) -> [InspectedFlow] {
        flows.filter { flow in
            var current: InspectedFlow? = flow
            while let candidate = current {
                if candidate.name == name { return false }
                current = candidate.parent.flatMap(self.flow)
            }
            return true
        }
    }
}

extension ActionKind {
    /// Whether applying the row shows something new: a push, a present, a child start.
    fileprivate var navigatesForward: Bool { self == .push || self == .present || self == .start }
}
