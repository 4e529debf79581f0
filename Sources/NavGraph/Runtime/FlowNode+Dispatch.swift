/// How a coordinator takes an event: the machine plans the transition, the whole chain it causes
/// is validated (finish, output mapping, the parent's transition, escalation), and only then is
/// anything applied.
extension FlowNode {
    /// Sends an event from a screen: run now, or queued while another event is applied.
    func send(_ event: F.Event) throws(NavigationError) {
        guard !isFinished, let runtime else { throw error(event, .flowFinished) }
        try runtime.run { () throws(NavigationError) in try self.take(event) }
    }

    /// Queues `event` for after the current one (an effect's send): a rejection goes to the
    /// runtime's rejection hook.
    func sendLater(_ event: F.Event) {
        guard let runtime else { return }
        runtime.enqueue { () throws(NavigationError) in try self.take(event) }
    }

    /// Validates and applies a screen's event; the runtime is applying.
    func take(_ event: F.Event) throws(NavigationError) {
        guard !isFinished, let runtime else { throw error(event, .flowFinished) }
        guard runtime.isInteractive(self) else { throw error(event, .notInteractive) }
        let plan = try machine.plan(event)
        try validate(plan, childRemoved: false)
        apply(plan, origin: .screen)
    }

    /// A rejection of `event` by this flow.
    func error(_ event: F.Event, _ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : currentRouteName, event: definition.name(of: event.case), reason: reason)
    }

    // MARK: Validation

    /// Checks that `plan` can be applied now, as if the current child were already gone when
    /// `childRemoved` (an output on its way up); changes nothing.
    private func validate(_ plan: FlowMachine<F>.Plan, childRemoved: Bool) throws(NavigationError) {
        let action = definition.transitions[plan.row].action
        let hasChild = !childRemoved && child != nil
        switch action.step {
        case .start(let start):
            if hasChild { throw childActive(plan.event) }
            try validate(start, plan.event)
        case .finish(let output):
            switch placement {
            case .windowRoot, .tab: throw error(plan.event, .noParent)
            case .root, .push, .present: break
            }
            try parent?.receive(output: output, from: self, childRemoved: true, commit: false)
        case .escalate(let output):
            guard placement != .windowRoot, let parent else { throw error(plan.event, .noParent) }
            try parent.receive(output: output, from: self, childRemoved: false, commit: false)
        case .selectTab:
            if case .reselectedTab(let index) = plan.step, definition.tabs[index].reselect == .popToRoot {
                let tab = tabs[index]
                if let orphan = tab.child, let output = orphan.dismissOutput {
                    try tab.receive(output: output, from: orphan, childRemoved: true, commit: false)
                }
            }
        case .stay:
            break
        case .push, .pop, .popToRoot, .present, .dismiss:
            if hasChild { throw childActive(plan.event) }
        }
    }

    private func childActive(_ event: F.Event) -> NavigationError {
        error(event, .childAlreadyActive(child?.name ?? "?"))
    }

    private func validate(_ start: ChildStart<F>, _ event: F.Event) throws(NavigationError) {
        let childType = start.childType
        guard definition.child(childType) != nil else { throw error(event, .undeclaredChild(childType.name)) }
        if let problem = childType.startProblem() { throw error(event, .invalidPresentation(problem)) }
        switch start.presentation {
        case .push:
            if isTabFlow { throw error(event, .invalidPresentation("a tab flow has no stack to push \(childType.name) onto")) }
            if childType.definitionIsTabFlow { throw error(event, .invalidPresentation("the tab flow \(childType.name) cannot be pushed")) }
        case .root:
            let showsRoot = placement == .windowRoot || placement == .root
            if !showsRoot || isTabFlow || machine.hasPresentedEntries {
                throw error(event, .invalidPresentation("only a stack flow shown as the root, with nothing presented, can start \(childType.name) as root"))
            }
        case .present:
            break
        }
    }

    // MARK: Applying

    /// Applies `plan`, already validated: the machine's step as commands, the record, the effect,
    /// then the parent's part for a finish or an escalation.
    private func apply(_ plan: FlowMachine<F>.Plan, origin: TransitionRecord.Origin) {
        guard let runtime else { return }
        let row = definition.transitions[plan.row]
        let from = machine.routeName
        let recipient = parent
        var reselectedTabChild: (tab: any Node, child: any Node)?
        machine.apply(plan)
        switch plan.step {
        case .pushed(let index, let slot):
            runtime.emit(.push(screen(at: index), onto: container(slot)))
        case .popped(let slot):
            runtime.emit(.pop(container(slot)))
        case .poppedToRoot(let slot):
            runtime.emit(.popToRoot(container(slot)))
        case .presented(let index, let slot):
            runtime.modals.append((container(slot), self))
            runtime.emit(.present(.stack(ScreenStack(id: container(slot), screens: [screen(at: index)]))))
        case .dismissed(let slot):
            runtime.dismissModals(from: container(slot), emit: true)
        case .selectedTab(let tab):
            runtime.emit(.selectTab(tab, in: host))
        case .reselectedTab(let tab):
            if definition.tabs[tab].reselect == .popToRoot, let child = runtime.popToFirstScreen(tabs[tab]) {
                reselectedTabChild = (tabs[tab], child)
            }
        case .startsChild:
            if let start = row.action.childStart { startChild(start, for: plan.event) }
        case .finishes:
            runtime.remove(self, emit: true)
        case .unchanged, .escalates:
            break
        }
        runtime.record(
            flow: self, from: from, event: definition.name(of: plan.event.case), value: ValueDescription(event: plan.event, of: F.self),
            to: isFinished ? "finished" : machine.routeName, action: row.action.kind, row: plan.row, origin: origin
        )
        if let effect = row.effect, runtime.runsEffects {
            let routes = isFinished ? [] : machine.routes
            effect(EffectContext(flow: flow, event: plan.event, routes: routes) { [weak self] event in self?.sendLater(event) })
        }
        if let (tab, child) = reselectedTabChild, let output = child.dismissOutput {
            deliver(output, of: child, to: tab)
        }
        switch row.action.step {
        case .finish(let output):
            if let recipient { deliver(output, to: recipient, childRemoved: true) }
        case .escalate(let output):
            if let recipient { deliver(output, to: recipient, childRemoved: false) }
        default:
            break
        }
    }

    private func startChild(_ start: ChildStart<F>, for event: F.Event) {
        guard let runtime else { return }
        guard let childFlow = start.make(flow, event) else {
            // Only a hand-written case key whose payload does not match its case gets here.
            runtime.report(error(event, .invalidPresentation("the event carries no payload for \(start.childType.name)")))
            return
        }
        runtime.startChild(childFlow, of: self, as: start.presentation)
    }

    /// Hands `output` to `parent`, validated before anything changed.
    private func deliver(_ output: F.Output, to parent: any Node, childRemoved: Bool) {
        deliver(output, of: self, to: parent, childRemoved: childRemoved)
    }

    /// Hands `child`'s `output` to `parent`, validated before anything changed.
    private func deliver(_ output: any Sendable, of child: any Node, to parent: any Node, childRemoved: Bool = true) {
        do {
            try parent.receive(output: output, from: child, childRemoved: childRemoved, commit: true)
        } catch {
            // Only an impure guard or mapping gets here: it answered differently when validated.
            runtime?.report(error)
        }
    }

    // MARK: Parent's side

    /// A child shown as root that finished left the window to this flow. Unless this flow's
    /// transition shows a new root, its own screens become the root again, before its transition's
    /// commands; a new root replaces the child's screens directly.
    func receive(output: any Sendable, from child: any Node, childRemoved: Bool, commit: Bool) throws(NavigationError) {
        var outputName: String { ValueDescription(describing: output).description }
        guard let declaration = definition.child(child.flowType) else {
            throw NavigationError(flow: name, route: currentRouteName, event: outputName, reason: .undeclaredChild(child.name))
        }
        let takesWindowBack = commit && childRemoved && child.placement == .root
        guard let event = declaration.event(output) else {
            if takesWindowBack { takeWindowBack() }
            throw NavigationError(flow: name, route: currentRouteName, event: outputName, reason: .unmappedOutput(child: child.name, output: outputName))
        }
        let plan: FlowMachine<F>.Plan
        do throws(NavigationError) {
            plan = try machine.plan(event)
        } catch {
            if takesWindowBack { takeWindowBack() }
            throw error
        }
        guard commit else { return try validate(plan, childRemoved: childRemoved) }
        if takesWindowBack, definition.transitions[plan.row].action.childStart?.presentation != .root { takeWindowBack() }
        apply(plan, origin: .childOutput(child: child.id, output: ValueDescription(describing: output), childFinished: childRemoved))
    }

    /// Sets this flow's screens as the window's root again (its root child finished).
    private func takeWindowBack() {
        runtime?.emit(.setRoot(initialContainer()))
    }
}
