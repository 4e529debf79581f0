/// A live coordinator of flow `F`: its flow value, its route entries (the machine's state) and the
/// dispatch path, inlinable so that an app's module specialises it for its own flows.
@MainActor
@usableFromInline
final class FlowNode<F: Flow>: AnyFlowNode {
    /// One screen of the flow: a route, how it was shown, the container slot it lives in, and the
    /// event that opened it (for the screen factory).
    @usableFromInline
    struct Entry {
        @usableFromInline var route: F.Route
        @usableFromInline let isPresented: Bool
        @usableFromInline let slot: Int
        @usableFromInline let event: F.Event?

        @inlinable init(route: F.Route, isPresented: Bool, slot: Int, event: F.Event?) {
            self.route = route
            self.isPresented = isPresented
            self.slot = slot
            self.event = event
        }
    }

    @usableFromInline let flow: F
    @usableFromInline let info: FlowInfo<F>
    /// The machine's state: never empty. A tab flow has one entry, its selected tab.
    @exclusivity(unchecked) @usableFromInline var entries: [Entry]

    init(flow: F, info: FlowInfo<F>, id: FlowID, runtime: FlowRuntime, parent: AnyFlowNode?, placement: Placement, host: ContainerID, hostBase: Int) {
        self.flow = flow
        self.info = info
        entries = [Entry(route: info.definition.initialRoute, isPresented: false, slot: 0, event: nil)]
        entries.reserveCapacity(8)
        super.init(id: id, name: info.name, flowType: F.self, isTabFlow: info.isTabFlow, runtime: runtime, parent: parent, placement: placement, host: host, hostBase: hostBase)
        if info.isTabFlow { selectedTabIndex = info.tabRoutes.firstIndex(of: info.definition.initialRoute) ?? 0 }
    }

    @inlinable var route: F.Route { entries[entries.count - 1].route }

    @inlinable override var currentRouteName: String { info.name(of: route) }

    @inlinable func error(_ event: F.Event.Case, _ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: name, route: isFinished ? nil : info.name(of: route), event: info.name(of: event), reason: reason)
    }

    // MARK: Dispatch

    /// Sends an event from a screen: rejected unless the flow is on screen and not covered.
    @inlinable func send(_ event: F.Event) throws(NavigationError) {
        if isFinished { throw error(event.case, .flowFinished) }
        if runtime.isApplying {
            runtime.enqueue { [self] () throws(NavigationError) in try self.send(event) }
            return
        }
        guard runtime.isInteractive(self) else { throw error(event.case, .notInteractive) }
        let index = try resolve(event)
        try validate(index, event, childRemoved: false)
        runtime.isApplying = true
        apply(index, event, childRemoved: false, origin: .screen)
        runtime.finishApplying()
    }

    /// The first transition that matches the event in the current route, guards included.
    @inlinable func resolve(_ event: F.Event) throws(NavigationError) -> Int {
        let eventCase = event.case
        let current = route
        var failedGuard: String?
        let transitions = info.transitions
        for index in transitions.indices where transitions[index].event == eventCase {
            if let source = transitions[index].source, source != current { continue }
            if let check = transitions[index].guard {
                let holds: Bool
                do {
                    holds = try check.predicate(flow, event)
                } catch {
                    throw self.error(eventCase, .guardThrew(guard: check.name, message: String(describing: error)))
                }
                if !holds {
                    failedGuard = check.name
                    continue
                }
            }
            return index
        }
        throw error(eventCase, failedGuard.map { .guardFailed(guard: $0) } ?? .unhandled)
    }

    /// Checks that transition `index` can be applied now, without changing anything. With
    /// `childRemoved`, as if the current child had already finished (an output on its way up).
    @inlinable func validate(_ index: Int, _ event: F.Event, childRemoved: Bool) throws(NavigationError) {
        let covered = child != nil && !childRemoved
        switch info.transitions[index].action.storage {
        case .push, .present:
            if info.isTabFlow { throw error(event.case, .invalidPresentation("a tab flow has no stack of its own")) }
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
        case .pop:
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
            let last = entries[entries.count - 1]
            if entries.count == 1 || last.isPresented { throw error(event.case, .cannotPopFirstScreen) }
        case .popToRoot:
            if info.isTabFlow { throw error(event.case, .invalidPresentation("a tab flow has no stack of its own")) }
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
        case .dismiss:
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
            if !entries.contains(where: \.isPresented) { throw error(event.case, .nothingToDismiss) }
        case .selectTab(let target):
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
            guard tabIndex(for: target, event) != nil else { throw error(event.case, .unknownTab) }
        case .start(let start):
            if covered { throw error(event.case, .childAlreadyActive(child?.name ?? "")) }
            try validateStart(start, event.case)
        case .finish(let output):
            switch placement {
            case .windowRoot, .tab: throw error(event.case, .noParent)
            case .root, .push, .present: break
            }
            try parent?.receive(output: output, from: self, childRemoved: true, commit: false)
        case .escalate(let output):
            guard placement != .windowRoot, let parent else { throw error(event.case, .noParent) }
            try parent.receive(output: output, from: self, childRemoved: false, commit: false)
        case .stay:
            break
        }
    }

    @inlinable func tabIndex(for target: Action<F>.TabTarget, _ event: F.Event) -> Int? {
        let route: F.Route?
        switch target {
        case .route(let fixed): route = fixed
        case .fromEvent(let select): route = select(event)
        }
        guard let route else { return nil }
        return info.tabRoutes.firstIndex(of: route)
    }

    @usableFromInline func validateStart(_ start: ChildStart<F>, _ event: F.Event.Case) throws(NavigationError) {
        let childType = start.childType
        guard info.definition.child(childType) != nil else { throw error(event, .undeclaredChild(childType.name)) }
        if let problem = childType.startProblem() { throw error(event, .invalidPresentation(problem)) }
        switch start.presentation {
        case .push:
            if info.isTabFlow { throw error(event, .invalidPresentation("a tab flow has no stack to push \(childType.name) onto")) }
            if childType.isTabFlow { throw error(event, .invalidPresentation("the tab flow \(childType.name) cannot be pushed")) }
        case .root:
            let showsRoot = placement == .windowRoot || placement == .root
            if !showsRoot || info.isTabFlow || hasPresentedRoutes {
                throw error(event, .invalidPresentation("only a stack flow shown as the root, with nothing presented, can start \(childType.name) as root"))
            }
        case .present:
            break
        }
    }

    // MARK: Applying

    /// Applies transition `index`, already validated: navigation, record, effect, then the parent's
    /// part for `finish` and `escalate`.
    @inlinable func apply(_ index: Int, _ event: F.Event, childRemoved: Bool, origin: TransitionRecord.Origin) {
        let transitions = info.transitions
        let from = route
        var recipient: AnyFlowNode?
        switch transitions[index].action.storage {
        case .push(let pushed):
            let container = top.container
            let slot = entries[entries.count - 1].slot
            let screen = Screen(flow: id, flowName: name, route: info.name(of: pushed), index: entries.count)
            entries.append(Entry(route: pushed, isPresented: false, slot: slot, event: event))
            runtime.emit(.push(screen, onto: container))
        case .pop:
            let container = top.container
            entries.removeLast()
            runtime.emit(.pop(container))
        case .popToRoot:
            let container = top.container
            let first = entries.lastIndex(where: \.isPresented) ?? 0
            if entries.count - 1 > first {
                entries.removeSubrange((first + 1)...)
                runtime.emit(.popToRoot(container))
            }
        case .present(let presented):
            presentRoute(presented, event)
        case .dismiss:
            dismissTopPresentedRoute()
        case .selectTab(let target):
            if let tab = tabIndex(for: target, event), tab != selectedTabIndex {
                entries[0].route = info.tabRoutes[tab]
                selectedTabIndex = tab
                runtime.emit(.selectTab(tab, in: host))
            }
        case .start(let start):
            runtime.startChild(start.make(flow, event), of: self, as: start.presentation)
        case .finish:
            // Recorded with the commands that remove the flow; the output goes up after the effect.
            recipient = parent
            runtime.remove(self, emit: true)
        case .escalate, .stay:
            break
        }
        if runtime.isObserved {
            runtime.record(flow: self, from: info.name(of: from), event: info.name(of: event.case), detail: event, to: currentRouteName, action: transitions[index].action.kind, origin: origin)
        }
        if let effect = transitions[index].effect {
            effect(EffectContext(flow: flow, event: event, handle: FlowHandle(self)))
        }
        switch transitions[index].action.storage {
        case .finish(let output):
            recipient.map { deliver(output, to: $0, childRemoved: true) }
        case .escalate(let output):
            parent.map { deliver(output, to: $0, childRemoved: false) }
        default:
            break
        }
    }

    @usableFromInline func presentRoute(_ presented: F.Route, _ event: F.Event) {
        let slot = entries.filter(\.isPresented).count + 1
        let container = ContainerID(owner: id, slot: slot)
        let screen = Screen(flow: id, flowName: name, route: info.name(of: presented), index: entries.count)
        entries.append(Entry(route: presented, isPresented: true, slot: slot, event: event))
        runtime.modals.append((container, self))
        runtime.emit(.present(.stack(NavigationStack(id: container, screens: [screen]))))
    }

    @usableFromInline func dismissTopPresentedRoute() {
        guard let index = entries.lastIndex(where: \.isPresented) else { return }
        let container = ContainerID(owner: id, slot: entries[index].slot)
        entries.removeSubrange(index...)
        runtime.dismissModals(from: container, emit: true)
    }

    @usableFromInline func deliver(_ output: F.Output, to parent: AnyFlowNode, childRemoved: Bool) {
        do {
            try parent.receive(output: output, from: self, childRemoved: childRemoved, commit: true)
        } catch {
            // Validated before anything changed; only an impure guard or mapping gets here.
            runtime.report(error)
        }
    }

    // MARK: Parent's side

    @usableFromInline override func receive(output: any Sendable, from child: AnyFlowNode, childRemoved: Bool, commit: Bool) throws(NavigationError) {
        let outputName = String(describing: output)
        guard let declaration = info.definition.child(child.flowType) else {
            throw NavigationError(flow: name, route: currentRouteName, event: outputName, reason: .undeclaredChild(child.name))
        }
        guard let event = declaration.mapOutput(output) else {
            throw NavigationError(flow: name, route: currentRouteName, event: outputName, reason: .unmappedOutput(child: child.name, output: outputName))
        }
        let index = try resolve(event)
        if commit {
            apply(index, event, childRemoved: childRemoved, origin: .childOutput(child: child.id, output: outputName, childFinished: childRemoved))
        } else {
            try validate(index, event, childRemoved: childRemoved)
        }
    }

    // MARK: Layout

    @inlinable override var top: (container: ContainerID, count: Int) {
        let last = entries[entries.count - 1]
        if last.slot == 0 { return (host, hostBase + entries.count) }
        let first = entries.lastIndex(where: \.isPresented) ?? 0
        return (ContainerID(owner: id, slot: last.slot), entries.count - first)
    }

    override var hasPresentedRoutes: Bool { entries.contains(where: \.isPresented) }

    override func entryScreens() -> [(screen: Screen, slot: Int)] {
        guard !info.isTabFlow else { return [] }
        return entries.enumerated().map { index, entry in
            (Screen(flow: id, flowName: name, route: info.name(of: entry.route), index: index), entry.slot)
        }
    }

    override func initialContainer() -> NavigationState.Container {
        if info.isTabFlow {
            let stacks = tabNodes.map { NavigationStack(id: $0.host, screens: $0.entryScreens().filter { $0.slot == 0 }.map(\.screen)) }
            return .tabs(id: host, names: info.tabRoutes.map(info.name(of:)), stacks: stacks, selected: selectedTabIndex)
        }
        return .stack(NavigationStack(id: host, screens: entryScreens().filter { $0.slot == 0 }.map(\.screen)))
    }

    override var dismissOutput: (any Sendable)? { info.definition.dismissOutput }

    override func platformRemovedEntries(from index: Int) throws(NavigationError) {
        guard index > 0, index < entries.count, !info.isTabFlow else { throw platformError(.unknownScreen) }
        if entries[index].isPresented {
            let container = ContainerID(owner: id, slot: entries[index].slot)
            entries.removeSubrange(index...)
            runtime.dismissModals(from: container, emit: false)
        } else {
            entries.removeSubrange(index...)
        }
    }

    /// The request a screen factory receives for the screen at `index`.
    func screenRequest(at index: Int) -> ScreenRequest<F>? {
        guard entries.indices.contains(index), !info.isTabFlow else { return nil }
        return ScreenRequest(route: entries[index].route, event: entries[index].event, flow: flow, handle: FlowHandle(self))
    }
}
