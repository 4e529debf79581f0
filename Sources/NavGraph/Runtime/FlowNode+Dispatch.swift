/// A live coordinator of flow `F`: its machine, and the dispatch path that turns the machine's steps
/// into router commands, child starts and outputs. Inlinable, so an app's module specialises it
/// for its own flows.
@MainActor
@usableFromInline
final class FlowNode<F: Flow>: AnyFlowNode {
    /// The flow value (its dependencies), asked by guards and child factories.
    @usableFromInline let flow: F
    /// The flow's machine: its table, route stack and transition logic. Kept beside the flow, not
    /// as a `FlowMachine<F>`, so the generic class's deinit needs no type metadata look-up.
    @exclusivity(unchecked) @usableFromInline var machine: MachineCore<F>

    @inlinable init(
        flow: F, table: FlowTable<F>, id: FlowID, runtime: borrowing FlowRuntime, parent: borrowing AnyFlowNode?, placement: Placement, host: ContainerID,
        hostBase: Int
    ) {
        self.flow = flow
        machine = MachineCore(table: table)
        // The buffer the last finished coordinator of this type left, if any: no copy of the
        // read-only initial stack on the first push.
        if table.spareStack != nil, var stack = table.takeSpareStack() {
            stack.append(machine.stack[0])
            machine.stack = stack
        }
        super.init(id: id, info: table, runtime: runtime, parent: parent, placement: placement, host: host, hostBase: hostBase)
        selectedTabIndex = machine.tab
    }

    @inlinable var table: FlowTable<F> { machine.table }

    @inlinable var route: F.Route { machine.route }

    /// Leaves the route stack's buffer, emptied, for the next coordinator of this type (the
    /// flow finished). A stack still on the type's shared initial buffer, or a spare already
    /// kept, leaves nothing.
    @inlinable func recycleStack() {
        guard table.spareStack == nil, !table.isInitialStack(machine.stack) else { return }
        var stack = table.initialStack
        swap(&stack, &machine.stack)
        stack.removeLast(downTo: 0)
        table.spareStack = stack
    }

    /// The error this flow reports for `event`. Never inlined: building an error takes room on the
    /// stack that the paths that accept need not pay for.
    @inlinable @inline(never) func error(_ event: F.Event.Case, _ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : machine.routeName, event: table.name(of: event), reason: reason)
    }

    // MARK: Dispatch

    /// Sends an event from a screen: rejected unless the flow is on screen and not covered.
    @inlinable func send(_ event: F.Event) throws(NavigationError) {
        // One comparison lets the event through: the flow runs, no event is being applied, and
        // the layout is the one the flow was found interactive in (interactivity changes only
        // with the layout). Anything else is told apart out of line.
        if interactiveAtLayout != withRuntime({ $0.dispatchGate }), try !admit(event) { return }
        // The route the transition leaves, read where `resolve` reads it.
        let from = machine.stack.top.routeIndex
        let index = try machine.resolve(event, flow: flow)
        let op = machine.op(index)
        // One jump on the op's kind for the check, the validation and the change: each case
        // inlines the same body knowing the kind, so that its own switches on it fold away (the
        // check's and the change's were two more jumps, with the kind and the argument kept on
        // the stack between them). Pushes and pops, the common moves, have cases of their own.
        switch op.kind {
        case .push: try takeScreenEvent(self, op, index, event, from: from)
        case .pop: try takeScreenEvent(self, op, index, event, from: from)
        default: try takeScreenEvent(self, op, index, event, from: from)
        }
    }

    /// An event that did not pass the gate: rejected when the flow finished, queued (`false`)
    /// while another event is applied, rejected unless the flow is interactive in the new layout
    /// (the common case after a tab selection or a child start: kept inline).
    @inlinable @inline(__always) func admit(_ event: F.Event) throws(NavigationError) -> Bool {
        if isFinished { throw error(event.case, .flowFinished) }
        if withRuntime({ $0.isApplying }) {
            enqueue(event)
            return false
        }
        if !checkInteractive() { throw error(event.case, .notInteractive) }
        return true
    }

    /// Queues `event` until the event being applied is done.
    @inlinable @inline(never) func enqueue(_ event: F.Event) {
        runtime.enqueue { [self] () throws(NavigationError) in try self.send(event) }
    }

    /// Checks that transition `index` can be applied now, without changing anything: the machine's
    /// own check, then what the runtime adds (children, presentation, the chain up to the root).
    /// With `childRemoved`, as if the current child had already finished (an output on its way up).
    @discardableResult
    @inlinable @inline(__always) func validate(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event, childRemoved: Bool) throws(NavigationError) -> Int {
        let argument = try machine.check(op, index, event)
        // The plain op decides; what a start, a finish or an escalation needs (the action's
        // payload, the parent's answer) is checked out of line.
        switch op.kind {
        case .start, .finish, .escalate:
            try validateHandOff(index, event, childRemoved: childRemoved)
        case .stay:
            break
        default:
            if !childRemoved, child != nil { throw childActive(event.case) }
        }
        return argument
    }

    /// The error for a navigation inside the flow while its child is on screen.
    @inlinable @inline(never) func childActive(_ event: F.Event.Case) -> NavigationError {
        error(event, .childAlreadyActive(child?.name ?? "?"))
    }

    /// `validate` for a transition that starts a child, finishes or escalates.
    @inlinable @inline(never) func validateHandOff(_ index: Int, _ event: F.Event, childRemoved: Bool) throws(NavigationError) {
        if let starter = table.starters[index] {
            if !childRemoved, child != nil { throw childActive(event.case) }
            unowned(unsafe) let start = starter.takeUnretainedValue()
            return try validateStart(start, event.case)
        }
        switch table.transitions[index].action.storage {
        case .finish(let output):
            switch placement {
            case .windowRoot, .tab: throw error(event.case, .noParent)
            case .root, .push, .present: break
            }
            // A check changes nothing, so the parent stays as it is: borrowed, not retained.
            if let parentReference {
                unowned(unsafe) let parent = parentReference.takeUnretainedValue()
                try parent.receive(output: output, from: self, childRemoved: true, commit: false)
            }
        case .escalate(let output):
            guard placement != .windowRoot, let parentReference else { throw error(event.case, .noParent) }
            unowned(unsafe) let parent = parentReference.takeUnretainedValue()
            try parent.receive(output: output, from: self, childRemoved: false, commit: false)
        default:
            break
        }
    }

    @inlinable func validateStart(_ start: ChildStarter<F>, _ event: F.Event.Case) throws(NavigationError) {
        let childType = start.childType
        var isDeclared = false
        // By index: a loop over the elements would copy each receiver's closure.
        let receivers = info.receivers
        for index in receivers.indices where receivers[index].child == ObjectIdentifier(childType) { isDeclared = true }
        guard isDeclared else { throw error(event, .undeclaredChild(childType.name)) }
        let child = start.check()
        if let problem = child.problem { throw error(event, .invalidPresentation(problem)) }
        switch start.presentation {
        case .push:
            if isTabFlow { throw error(event, .invalidPresentation("a tab flow has no stack to push \(childType.name) onto")) }
            if child.isTabFlow { throw error(event, .invalidPresentation("the tab flow \(childType.name) cannot be pushed")) }
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

    /// Applies transition `index`, already validated, from the route at position `from`: the
    /// machine's step as commands, the record, the effect, then the parent's part for `finish` and
    /// `escalate`.
    @inlinable @inline(__always) func apply(
        _ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event, argument: Int, from: Int, origin: @autoclosure () -> TransitionRecord.Origin
    ) {
        switch op.kind {
        case .start, .finish, .escalate:
            return applyHandOff(op, index, event, origin: origin())
        default:
            break
        }
        // Navigation inside the flow: the common path, kept small.
        switch machine.apply(op, index, event, argument: argument) {
        case .pushed(let entry, let slot):
            let command = NavigationCommand.push(screen(shownBy: op, at: entry), onto: container(slot))
            withRuntime { $0.emit(command) }
        case .popped(let slot):
            let command = NavigationCommand.pop(container(slot))
            withRuntime { $0.emit(command) }
        case .poppedToRoot(let slot):
            let command = NavigationCommand.popToRoot(container(slot))
            withRuntime { $0.emit(command) }
        case .presented(let entry, let slot):
            presented(screen(shownBy: op, at: entry), in: container(slot))
        case .dismissed(let slot):
            runtime.dismissModals(from: container(slot), emit: true)
        case .selectedTab(let tab):
            selectedTabIndex = tab
            let command = NavigationCommand.selectTab(tab, in: host)
            withRuntime { $0.emit(command) }
        case .startsChild, .finishes, .escalates, .unchanged:
            break
        }
        if withRuntime({ $0.isObserved }) { record(index, event, from: from, origin: origin()) }
        if table.hasEffects, let effect = table.transitions[index].effect {
            effect(EffectContext(flow: flow, event: event, handle: FlowHandle(self)))
        }
    }

    /// `apply` for a transition that starts a child, finishes or escalates: the machine's step,
    /// the record, the effect, then (finish, escalate) the parent's part.
    @inlinable @inline(never) func applyHandOff(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event, origin: @autoclosure () -> TransitionRecord.Origin) {
        let from = machine.stack.top.routeIndex
        let step = machine.apply(op, index, event, argument: 0)
        var recipient: AnyFlowNode?
        switch step {
        case .startsChild:
            if let starter = table.starters[index] {
                unowned(unsafe) let start = starter.takeUnretainedValue()
                start.begin(flow, event, self)
            }
        case .finishes:
            // Recorded with the commands that remove the flow; the output goes up after the effect.
            recipient = parent
            runtime.remove(self, emit: true)
        default:
            break
        }
        if withRuntime({ $0.isObserved }) { record(index, event, from: from, origin: origin()) }
        if let effect = table.transitions[index].effect {
            effect(EffectContext(flow: flow, event: event, handle: FlowHandle(self)))
        }
        switch table.transitions[index].action.storage {
        case .finish(let output):
            if let recipient { deliver(output, to: recipient, childRemoved: true) }
        case .escalate(let output):
            if let parent { deliver(output, to: parent, childRemoved: false) }
        default:
            break
        }
    }

    /// Tells the runtime's observers about transition `index`, applied from route `from`.
    @inlinable @inline(never) func record(_ index: Int, _ event: F.Event, from: Int, origin: TransitionRecord.Origin) {
        let eventName = table.name(of: event.case)
        // A test tool's replay alone is watching: an event that is not its own case is compared
        // by its bytes with the value the run recorded, not kept in an object of its own first.
        // Equal bytes prove the same event; anything else takes the path below, which compares
        // the values.
        if F.Event.self != F.Event.Case.self, MemoryLayout<F.Event>.size <= MemoryLayout<(UInt64, UInt64)>.size,
            let check = runtime.replayCheckAlone,
            check.compare(
                flow: self, from: machine.routeNames[from], event: eventName, eventBytes: DescribedValue.bytes(of: event),
                eventType: TypedDescribedValue<F.Event>.self, to: isFinished ? "finished" : machine.routeName,
                action: Self.kind(of: table.ops[index]), transition: index, commands: runtime.recordedCommands, origin: origin
            )
        {
            runtime.recordedCommands.removeLast(downTo: 0)
            return
        }
        // A payload-free event is its own case: its name is its description, no reflection. An
        // event with a payload is described when the record is read, if ever.
        let detail = F.Event.self == F.Event.Case.self ? ValueDescription(eventName) : ValueDescription(describing: event)
        runtime.record(
            flow: self, from: machine.routeNames[from], event: eventName, detail: detail, to: isFinished ? "finished" : machine.routeName,
            action: Self.kind(of: table.ops[index]), transition: index, origin: origin
        )
    }

    /// The kind of action `op` was made from: `Action.kind`'s mapping, read from the op. Calling
    /// `Action.kind` per record looked its type's metadata up every time; making it inlinable, or
    /// keeping the kinds in a table array, changed how LLVM merged the specialised `send`s and
    /// cost flat dispatch 29 instructions per event (measured both ways).
    @inlinable static func kind(of op: FlowTable<F>.Op) -> ActionKind {
        switch op.kind {
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .present: .present
        case .dismiss: .dismiss
        case .selectTab, .selectTabFromEvent: .selectTab
        case .start: .start
        case .finish: .finish
        case .escalate: .escalate
        case .stay: .stay
        }
    }

    @inlinable func container(_ slot: Int) -> ContainerID {
        slot == 0 ? host : ContainerID(owner: id, slot: slot)
    }

    /// The screen of the entry at `index`, just pushed or presented by `op`: named from the op,
    /// with no look-up.
    @inlinable @inline(__always) func screen(shownBy op: FlowTable<F>.Op, at index: Int) -> Screen {
        guard let route = op.screenRoute else { return screen(at: index) }
        return Screen(flow: id, flowName: table.screenFlowName, routeText: route, index: index)
    }

    @inlinable @inline(__always) func screen(at index: Int) -> Screen {
        Screen(flow: id, flowName: table.screenFlowName, route: table.screenRouteNames[machine.stack[index].routeIndex], index: index)
    }

    @usableFromInline func presented(_ screen: Screen, in container: ContainerID) {
        runtime.modals.append((container, self))
        runtime.emit(.present(.stack(NavigationStack(id: container, screens: [screen]))))
    }

    @inlinable func deliver(_ output: F.Output, to parent: AnyFlowNode, childRemoved: Bool) {
        do {
            try parent.receive(output: output, from: self, childRemoved: childRemoved, commit: true)
        } catch {
            // Validated before anything changed; only an impure guard or mapping gets here.
            runtime.report(error)
        }
    }

    // MARK: Parent's side

    /// Takes `output` from `child`, already mapped to `event` by the child's declaration (`nil`:
    /// no mapping): validates (`commit == false`) or applies (`commit == true`) the event as if
    /// `child` were already gone when `childRemoved`. The output is named only for an error or a record.
    ///
    /// A child shown as root that finished left the window to this flow. Unless this flow's
    /// transition shows a new root, its own screens become the root again, before its transition's
    /// commands (and recorded with them); a new root replaces the child's screens directly.
    @inlinable func receive<Output: Sendable>(_ output: Output, mapped event: F.Event?, from child: AnyFlowNode, childRemoved: Bool, commit: Bool) throws(NavigationError) {
        let takesWindowBack = commit && childRemoved && child.placement == .root
        guard let event else {
            // Validated before anything changed: only an impure mapping gets here when applying.
            if takesWindowBack { takeWindowBack() }
            let outputName = String(describing: output)
            throw NavigationError(flow: name, route: machine.routeName, event: outputName, reason: .unmappedOutput(child: child.name, output: outputName))
        }
        let index: Int
        do throws(NavigationError) {
            index = try machine.resolve(event, flow: flow)
        } catch {
            if takesWindowBack { takeWindowBack() }
            throw error
        }
        let op = machine.op(index)
        if commit {
            if takesWindowBack, !showsNewRoot(op, index) { takeWindowBack() }
            apply(
                op, index, event, argument: machine.argument(op, index, event), from: machine.stack.top.routeIndex,
                origin: .childOutput(child: child.id, output: ValueDescription(describing: output), childFinished: childRemoved)
            )
        } else {
            try validate(op, index, event, childRemoved: childRemoved)
        }
    }

    /// Whether transition `index` starts a child as root.
    @inlinable func showsNewRoot(_ op: FlowTable<F>.Op, _ index: Int) -> Bool {
        guard op.kind == .start, let starter = table.starters[index] else { return false }
        unowned(unsafe) let start = starter.takeUnretainedValue()
        return start.presentation == .root
    }

    /// Sets this flow's screens as the window's root again (its root child finished).
    @inlinable @inline(never) func takeWindowBack() {
        runtime.emit(.setRoot(typedInitialContainer()))
    }

    // MARK: Layout

    @inlinable var typedTop: (container: ContainerID, count: Int) {
        let entries = machine.stack
        let slot = entries.top.slot
        if slot == 0 { return (host, hostBase + entries.count) }
        let first = entries.lastIndex(where: \.isPresented) ?? 0
        return (container(slot), entries.count - first)
    }


    // Loops, not `map` and `filter`: a main-actor closure handed to them is checked for its
    // isolation on every call.

    @inlinable func typedEntryScreens() -> [(screen: Screen, slot: Int)] {
        guard !isTabFlow else { return [] }
        var screens: [(screen: Screen, slot: Int)] = []
        screens.reserveCapacity(machine.stack.count)
        for index in machine.stack.indices { screens.append((screen(at: index), machine.stack[index].slot)) }
        return screens
    }

    /// The screens of the entries in the host container (slot 0), bottom to top, built directly
    /// (no intermediate list of entries with their slots).
    @inlinable func typedHostScreens() -> [Screen] {
        guard !isTabFlow else { return [] }
        // A flow that just started: its one screen, in an array made at its size.
        if machine.stack.count == 1 { return [screen(at: 0)] }
        var screens: [Screen] = []
        screens.reserveCapacity(machine.stack.count)
        for index in machine.stack.indices where machine.stack[index].slot == 0 { screens.append(screen(at: index)) }
        return screens
    }

    /// The container the flow shows when it starts or shows again. With `tabsAreNew` (the flow's
    /// coordinator and its tabs were just made), each tab shows its first screen alone, built
    /// from its table with no call through its witness.
    @inlinable func typedInitialContainer(tabsAreNew: Bool = false) -> NavigationState.Container {
        if isTabFlow {
            var stacks: [NavigationStack] = []
            stacks.reserveCapacity(tabCount)
            var tab = firstTabReference
            while let current = tab {
                unowned(unsafe) let tabNode = current.takeUnretainedValue()
                let screens = tabsAreNew ? tabNode.firstScreens : tabNode.hostScreens()
                stacks.append(NavigationStack(id: tabNode.host, screens: screens))
                tab = tabNode.nextTabReference
            }
            return .tabs(id: host, names: table.tabRouteNames, stacks: stacks, selected: selectedTabIndex)
        }
        return .stack(NavigationStack(id: host, screens: typedHostScreens()))
    }

    /// ``typedHostScreens()`` compared with the screens of stack `stack` of `stacks` from
    /// `start`, none built: the position after them, or `nil` when they differ.
    ///
    /// The stack is named by its position and read in place: handed over as its own value, its
    /// screen list was counted (a retain and a release) at every call.
    @inlinable func typedMatchHostScreens(of stacks: borrowing [NavigationStack], _ stack: Int, from start: Int) -> Int? {
        guard !isTabFlow else { return start }
        var position = start
        let count = stacks[stack].screens.count
        for index in machine.stack.indices where machine.stack[index].slot == 0 {
            guard position < count, stacks[stack].screens[position] == screen(at: index) else { return nil }
            position += 1
        }
        return position
    }

    /// Whether `container` starts as ``typedInitialContainer()`` would build it: a stack flow's
    /// screens, matched, go to `cursors` at `offset`; a tab flow's container is compared for its
    /// shape (its tabs' stacks, the names, the selection), and each tab's screens when the match
    /// reaches the tab.
    @inlinable func typedMatchInitialContainer(_ container: borrowing NavigationState.Container, cursors: UnsafeMutableBufferPointer<Int>, at offset: Int) -> Bool {
        guard container.id == host, container.stacks.count == (isTabFlow ? tabCount : 1) else { return false }
        guard isTabFlow else {
            guard container.tabNames == nil, container.selectedIndex == 0, container.stacks[0].id == host,
                let end = typedMatchHostScreens(of: container.stacks, 0, from: 0)
            else { return false }
            cursors[offset] = end
            return true
        }
        guard container.selectedIndex == selectedTabIndex, container.tabNames == table.tabRouteNames else { return false }
        var index = 0
        var next = firstTabReference
        while let current = next {
            unowned(unsafe) let tab = current.takeUnretainedValue()
            guard index < container.stacks.count, container.stacks[index].id == tab.host else { return false }
            index += 1
            next = tab.nextTabReference
        }
        return true
    }

    override func deliverDismissOutput(to parent: AnyFlowNode, commit: Bool) throws(NavigationError) {
        guard let output = table.definition.dismissOutput else { return }
        try parent.receive(output: output, from: self, childRemoved: true, commit: commit)
    }

    override func platformRemovedEntries(from index: Int) throws(NavigationError) -> AnyFlowNode? {
        guard index > 0, index < machine.stack.count, !isTabFlow else { throw platformError(.unknownScreen) }
        let entry = machine.stack[index]
        guard entry.isPresented else {
            machine.truncate(from: index)
            return nil
        }
        // A child pushed onto this modal leaves the screen with it.
        let slot = entry.slot
        let orphan = child.flatMap { $0.host.owner == id && $0.host.slot >= slot ? $0 : nil }
        if let orphan { runtime.remove(orphan, emit: false) }
        machine.truncate(from: index)
        runtime.dismissModals(from: container(slot), emit: false)
        return orphan
    }

    /// The request a screen factory receives for the screen at `index`.
    func screenRequest(at index: Int) -> ScreenRequest<F>? {
        guard machine.stack.indices.contains(index), !isTabFlow else { return nil }
        let entry = machine.stack[index]
        return ScreenRequest(route: entry.route, event: entry.event, flow: flow, handle: FlowHandle(self))
    }
}

/// Validates and applies transition `index` of `node`, whose op is `op`, from a screen's event:
/// the body of each case of ``FlowNode/send(_:)``.
///
/// Transparent, so that it is inlined into every case: `@inline(__always)` was not honoured there
/// (one case called it, 163 instructions per flat event instead of 134), and a class's methods
/// cannot be transparent, so it is a function of its own.
@MainActor @_transparent @usableFromInline func takeScreenEvent<F: Flow>(_ node: FlowNode<F>, _ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event, from: Int) throws(NavigationError) {
    let argument = try node.validate(op, index, event, childRemoved: false)
    node.withRuntime { $0.beginApplying() }
    node.apply(op, index, event, argument: argument, from: from, origin: .screen)
    node.withRuntime { $0.finishApplying() }
}
