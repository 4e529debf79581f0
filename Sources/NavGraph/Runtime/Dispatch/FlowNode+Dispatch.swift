/// How a coordinator takes an event: the machine plans the transition, the whole chain it causes
/// is validated (finish, output mapping, the parent's transition, escalation), and only then is
/// anything applied.
extension FlowNode {
    /// Sends an event from a screen: run now, or queued while another event is applied.
    @inlinable
    func send(_ event: F.Event) throws(NavigationError) {
        // The row match is specialised; the rest of a stack step is one unspecialised call.
        // Events with payloads are kept beside the entries, which only specialised code can do.
        let firstRow = OpeningEvents<F>.areKept ? nil : definition.firstRow(handling: event.case)
        switch try begin(takingStackStepFrom: firstRow ?? -1) {
        case .taken: return
        case .waits: try sendAfterCurrent(event)
        case .begun: try takeBegun(event)
        }
    }

    /// Queues `event`, sent while another one is applied, unless the flow finished. Apart from
    /// ``send(_:)``, as is ``takeBegun(_:)``, so that the path of a stack row stays small.
    @inlinable @inline(never)
    func sendAfterCurrent(_ event: F.Event) throws(NavigationError) {
        guard !finished else { throw error(event, .flowFinished) }
        sendLater(event)
    }

    /// Takes `event`, begun, the general way, and ends it.
    @inlinable @inline(never)
    func takeBegun(_ event: F.Event) throws(NavigationError) {
        defer { dispatcher.endEvent() }
        guard isInteractive else { throw error(event, isFinished ? .flowFinished : .notInteractive) }
        try takeInteractive(event)
    }

    /// Begins applying an event whose case's rows start at `firstRow` (-1: none known), unless
    /// another one is being applied (``EventStart/waits``); takes it here when the row it takes
    /// in this interactive flow is an unguarded stack row without an effect, unobserved, no child
    /// covering the flow (``EventStart/taken``, or its rejection thrown); else leaves it begun.
    ///
    /// Not specialised: it reads the machine's state in place (each access calls nothing and is
    /// checked statically), and the dispatcher's state within the same call.
    @usableFromInline
    func begin(takingStackStepFrom firstRow: Int) throws(NavigationError) -> EventStart {
        guard let layout = dispatcher.beginEvent() else { return .waits }
        guard firstRow >= 0, interactiveAtLayout == layout, child == nil, !dispatcher.isObserved else { return .begun }
        let facts = core.facts
        let keys = definition.parts.rowKeys
        guard let row = RowKey.candidate(in: keys, from: firstRow, route: facts.routeNumber) else {
            return try reject(.unhandled, row: firstRow, route: facts.routeNumber)
        }
        let key = keys[row]
        guard !key.isGuarded, !key.hasEffect || !dispatcher.runsEffects, let step = facts.stackStep(key.kind, isTabFlow: definition.parts.isTabFlow) else {
            return .begun
        }
        switch step {
        case .change(let change):
            let (_, added, _) = carryOut(change, row: row, routeNumber: key.routeNumber)
            show(change, added: added)
            dispatcher.endEvent()
            return .taken
        case .refused(let cause):
            return try reject(cause, row: row, route: facts.routeNumber)
        case .stackless:
            return .begun
        }
    }

    /// Ends the event begun and throws its rejection for `cause`, as numbers: at the route
    /// numbered `route`, the event's case named by row `row`. Leaves the event begun when a
    /// number does not fit, for the general path to write the rejection out.
    private func reject(_ cause: NavigationError.Cause, row: Int, route: Int) throws(NavigationError) -> EventStart {
        guard let route = Int32(exactly: route), let row = Int32(exactly: row) else { return .begun }
        dispatcher.endEvent()
        throw NavigationError(F.self, route: route, row: row, cause)
    }

    /// Queues `event` for after the current one (an effect's send): a rejection goes to the
    /// runtime's rejection hook.
    @usableFromInline
    func sendLater(_ event: F.Event) {
        guard !finished else { return }
        dispatcher.enqueue { () throws(NavigationError) in try self.take(event) }
    }

    /// Validates and applies a screen's event (sent now, queued, or a deep link's step); the
    /// dispatcher is applying.
    @inlinable
    func take(_ event: F.Event) throws(NavigationError) {
        guard !finished else { throw error(event, .flowFinished) }
        try takeRunning(event)
    }

    /// ``take(_:)`` for a flow just found running.
    @inlinable
    func takeRunning(_ event: F.Event) throws(NavigationError) {
        guard isInteractive else { throw error(event, isFinished ? .flowFinished : .notInteractive) }
        try takeInteractive(event)
    }

    /// ``take(_:)`` for a flow just found interactive.
    @inlinable
    func takeInteractive(_ event: F.Event) throws(NavigationError) {
        let plan = try plan(event)
        let handOff = try validate(plan, childRemoved: false)
        apply(plan, origin: .screen, handOff: handOff)
    }

    /// The machine's plan for `event`, made from the flow's constants and the machine's facts: the
    /// machine itself is not copied.
    @inlinable
    func plan(_ event: F.Event) throws(NavigationError) -> FlowMachine<F>.Plan {
        try FlowMachine<F>.plan(event, in: facts, of: definition, flow: flow)
    }

    /// A rejection of `event` by this flow: kept as numbers, as a machine's are, when the reason
    /// carries no text.
    @inlinable
    func error(_ event: F.Event, _ reason: NavigationError.Reason) -> NavigationError {
        let route = isFinished ? nil : facts.routeNumber
        guard let cause = NavigationError.Cause(reason) else {
            return FlowMachine<F>.writtenRejection(event, reason, route: route, of: definition)
        }
        return FlowMachine<F>.rejection(event, row: definition.firstRow(handling: event.case), cause, route: route, of: definition)
    }

    // MARK: Validation

    /// Checks that `plan` can be applied now, as if the current child were already gone when
    /// `childRemoved` (an output on its way up); changes nothing. Returns the parent's (or a
    /// re-selected tab's) accepted hand-off when the transition sends an output.
    @inlinable
    func validate(_ plan: FlowMachine<F>.Plan, childRemoved: Bool) throws(NavigationError) -> OutputHandOff? {
        // The row's kind is read from its key; the action's arguments only where they are needed.
        switch definition.rowKeys[plan.row].kind {
        case .push, .pop, .popToRoot, .present, .dismiss:
            if !childRemoved, hasChild { throw childActive(plan.event) }
        case .start, .finish, .escalate:
            return try validateArguments(plan, childRemoved: childRemoved)
        case .selectTab:
            if case .reselectedTab(let index) = plan.step { return try validateReselect(index) }
        case .stay:
            break
        }
        return nil
    }

    /// ``validate(_:childRemoved:)`` for a row that starts a child or hands an output up.
    /// Inlinable, as the send path: unspecialised, reading the row's action looked up the
    /// metadata of the types built on the flow's.
    @inlinable
    func validateArguments(_ plan: FlowMachine<F>.Plan, childRemoved: Bool) throws(NavigationError) -> OutputHandOff? {
        switch definition.transitions[plan.row].action.step {
        case .start(let start):
            if !childRemoved, hasChild { throw childActive(plan.event) }
            try validate(start, plan.event)
        case .finish(let output):
            return try validateHandOff(output, finishing: true, for: plan.event)
        case .escalate(let output):
            return try validateHandOff(output, finishing: false, for: plan.event)
        case .push, .pop, .popToRoot, .present, .dismiss, .selectTab, .stay:
            break
        }
        return nil
    }

    /// The rejection of a navigation step while a child flow covers this flow's screens.
    @usableFromInline
    func childActive(_ event: F.Event) -> NavigationError {
        error(event, .childAlreadyActive(child?.name ?? "?"))
    }

    /// Checks that this flow may start the child `start` names, shown as it says.
    @usableFromInline
    func validate(_ start: ChildStart<F>, _ event: F.Event) throws(NavigationError) {
        let childType = start.childType
        guard definition.child(childType) != nil else { throw error(event, .undeclaredChild(childType.name)) }
        if let problem = runtime?.startProblem(of: childType) { throw error(event, .invalidPresentation(problem)) }
        switch start.presentation {
        case .push:
            if isTabFlow { throw error(event, .invalidPresentation("a tab flow has no stack to push \(childType.name) onto")) }
            if childType.definitionIsTabFlow { throw error(event, .invalidPresentation("the tab flow \(childType.name) cannot be pushed")) }
        case .root:
            let showsRoot = placement == .windowRoot || placement == .root
            if !showsRoot || isTabFlow || core.facts.topPresentedIndex != nil {
                throw error(event, .invalidPresentation("only a stack flow shown as the root, with nothing presented, can start \(childType.name) as root"))
            }
        case .present:
            break
        }
    }

    /// Checks that the parent takes `output` of a finish (`finishing`) or an escalation; returns
    /// its hand-off (none for a finishing flow without a parent).
    @usableFromInline
    func validateHandOff(_ output: F.Output, finishing: Bool, for event: F.Event) throws(NavigationError) -> OutputHandOff? {
        switch placement {
        case .windowRoot: throw error(event, .noParent)
        case .tab where finishing: throw error(event, .noParent)
        case .root, .push, .present, .tab: break
        }
        guard let parent else {
            if finishing { return nil }
            throw error(event, .noParent)
        }
        return try parent.prepare(output: output, from: self, childRemoved: finishing)
    }

    /// Checks that the tab flow at `index` takes the dismissal output of a child a re-selection
    /// finishes; returns the tab's hand-off.
    @usableFromInline
    func validateReselect(_ index: Int) throws(NavigationError) -> OutputHandOff? {
        guard definition.tabs[index].reselect == .popToRoot else { return nil }
        let tab = tabs[index]
        guard let orphan = tab.child, let output = orphan.dismissOutput else { return nil }
        return try tab.prepare(output: output, from: orphan, childRemoved: true)
    }

    // MARK: Applying

    /// Applies `plan`, validated with `handOff` as its hand-off: the machine's step as commands,
    /// the record, the effect, then the parent's part for a finish or an escalation.
    @inlinable
    func apply(_ plan: FlowMachine<F>.Plan, origin: @autoclosure () -> TransitionRecord.Origin, handOff: OutputHandOff?) {
        let (from, added, count) = carryOut(plan.step, row: plan.row, routeNumber: FlowMachine<F>.routeNumber(of: plan, in: definition))
        // Asked before the access: payload-free events keep nothing, and need no access at all.
        if OpeningEvents<F>.areKept { openingEvents.follow(count: count, added: plan.event) }
        switch plan.step {
        case .pushed, .popped, .poppedToRoot, .presented, .dismissed:
            show(plan.step, added: added)
        case .selectedTab(let tab):
            tabWasSelected(tab)
            dispatcher.emit(.selectTab(tab, in: host))
        case .reselectedTab(let tab):
            if definition.tabs[tab].reselect == .popToRoot { popTabToRoot(tab) }
        case .startsChild:
            if let start = definition.transitions[plan.row].action.childStart { startChild(start, for: plan.event) }
        case .finishes:
            leaveRuntime()
        case .unchanged, .escalates:
            break
        }
        if dispatcher.isObserved {
            dispatcher.record(
                flow: name, id: id, from: definition.names.routeList[from], event: definition.name(of: plan.event.case),
                value: ValueDescription(eventDescribedWhenRead: plan.event, of: F.self), to: isFinished ? "finished" : currentRouteName,
                action: definition.rowKeys[plan.row].kind, row: plan.row, origin: origin()
            )
        }
        if dispatcher.runsEffects, let effect = definition.transitions[plan.row].effect {
            let routes = finished ? [] : self.routes
            let context = EffectContext(flow: flow, event: plan.event, routes: routes) { [weak self] event in self?.sendLater(event) }
            if dispatcher.isHolding {
                dispatcher.hold { effect(context) }
            } else {
                effect(context)
            }
        }
        handOff?.apply()
    }

    /// Sends the router the command of `change`, a stack row's, carried out: `added` is the entry
    /// a push or present added.
    @usableFromInline @inline(__always)
    func show(_ change: MachineChange, added: MachineCore.Entry?) {
        switch change {
        case .pushed(let index, let slot):
            if let added { dispatcher.emit(.push(screen(for: added, at: index), onto: container(slot))) }
        case .popped(let slot):
            dispatcher.emit(.pop(container(slot)))
        case .poppedToRoot(let slot):
            dispatcher.emit(.popToRoot(container(slot)))
        case .presented, .dismissed:
            showModal(change, added: added)
        case .selectedTab, .reselectedTab, .unchanged, .startsChild, .finishes, .escalates:
            break
        }
    }

    /// ``show(_:added:)`` for a present or a dismissal, which change the runtime's modals too.
    private func showModal(_ change: MachineChange, added: MachineCore.Entry?) {
        guard let runtime else { return }
        switch change {
        case .presented(let index, let slot):
            guard let added else { return }
            let container = container(slot)
            runtime.modals.append((container, self))
            dispatcher.emit(.present(.stack(ScreenStack(id: container, screens: [screen(for: added, at: index)]))))
        case .dismissed(let slot):
            runtime.dismissModals(from: container(slot), emit: true)
        default:
            break
        }
    }

    /// Pops tab `index` to its first screen; a child flow there finishes (its dismissal output
    /// goes to the tab's flow through the hand-off validated with the re-selection).
    @usableFromInline
    func popTabToRoot(_ index: Int) {
        runtime?.popToFirstScreen(tabs[index])
    }

    /// Removes this flow, its descendants and their screens (it finished).
    @usableFromInline
    func leaveRuntime() {
        runtime?.finish(self)
    }

    /// Starts the child flow `start` builds from `event`.
    @usableFromInline
    func startChild(_ start: ChildStart<F>, for event: F.Event) {
        guard let runtime else { return }
        guard let childFlow = start.make(flow, event) else {
            // Only a hand-written case key whose payload does not match its case gets here.
            dispatcher.report(error(event, .invalidPresentation("the event carries no payload for \(start.childType.name)")))
            return
        }
        runtime.startChild(childFlow, of: self, as: start.presentation)
    }

    // MARK: Parent's side

    /// This flow's transition for `output` of `child`, validated (see ``Node/prepare(output:from:childRemoved:)``):
    /// ``takeOutput(_:)``, compiled for `F` where `F` is declared (see ``Flow/_compiledCode``).
    func prepare(output: any Sendable, from child: any Node, childRemoved: Bool) throws(NavigationError) -> OutputHandOff {
        try code.takeOutput(self, ChildOutput(output, of: child, childRemoved: childRemoved)).get()
    }

    /// ``prepare(output:from:childRemoved:)``'s work.
    ///
    /// A child shown as root that finished left the window to this flow. Unless this flow's
    /// transition shows a new root, its own screens become the root again, before its transition's
    /// commands; a new root replaces the child's screens directly.
    @inlinable
    func takeOutput(_ output: ChildOutput) throws(NavigationError) -> OutputHandOff {
        guard let declaration = definition.child(output.childType) else { throw rejection(of: output, .undeclaredChild(output.childName)) }
        guard let event = declaration.event(output.value) else { throw unmapped(output) }
        let plan = try plan(event)
        let childRemoved = output.childRemoved
        let handOff = try validate(plan, childRemoved: childRemoved)
        let takesWindowBack =
            childRemoved && output.childPlacement == .root && definition.transitions[plan.row].action.childStart?.presentation != .root
        let (childID, value) = (output.childID, output.value)
        return OutputHandOff { [self] in
            guard !isFinished else { return }
            if takesWindowBack { takeWindowBack() }
            apply(plan, origin: .childOutput(child: childID, output: ValueDescription(describingWhenRead: value), childFinished: childRemoved), handOff: handOff)
        }
    }

    /// The rejection of `output` for `reason`, named by the output.
    @usableFromInline
    func rejection(of output: ChildOutput, _ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: currentRouteName, event: ValueDescription(describing: output.value).description, reason: reason)
    }

    /// The rejection of `output`, which this flow's declaration of its child does not map.
    @usableFromInline
    func unmapped(_ output: ChildOutput) -> NavigationError {
        rejection(of: output, .unmappedOutput(child: output.childName, output: ValueDescription(describing: output.value).description))
    }

    /// Sets this flow's screens as the window's root again (its root child finished).
    @usableFromInline
    func takeWindowBack() {
        dispatcher.emit(.setRoot(initialContainer()))
    }
}
