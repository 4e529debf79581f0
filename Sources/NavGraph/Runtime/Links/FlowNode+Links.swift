/// What a coordinator contributes to planning a deep link: copies of itself to search on, the
/// steps plans may send it, and whether it shows a target already.
extension FlowNode {
    func copyAlone(into runtime: FlowRuntime, parent: (any Node)?) -> any Node {
        let place = NodePlace(id: id, parent: parent, placement: placement, host: host, hostBase: hostBase)
        return FlowNode(flow: flow, at: place, runtime: runtime, definition: definition, code: code, core: core, openingEvents: openingEvents)
    }

    func adoptTabs(_ tabs: [any Node]) {
        self.tabs = tabs
    }

    func appendStateKey(to key: inout [Int]) {
        key.append(Int(bitPattern: ObjectIdentifier(F.self)))
        key.append(placement.keyNumber)
        key.append(core.facts.selectedTab)
        let entries = core.entries
        key.append(entries.count)
        for index in entries.indices { key.append(entries[index].routeNumber << 1 | (entries[index].isPresented ? 1 : 0)) }
    }

    var valueDescription: ValueDescription { ValueDescription(describing: flow) }

    /// Without a `target`, every step; toward one (a flow of that type is what the plan must
    /// reach, and this flow alone takes events), the steps that are no detour away from it.
    func linkSteps(toward target: ObjectIdentifier?) -> [LinkPlan.Step] {
        let links = definition.links
        let detours = target.map { $0 == ObjectIdentifier(F.self) ? [] : LinkStepFacts.detours(of: F.self) } ?? []
        var steps: [LinkPlan.Step] = []
        for index in links.indices {
            if let target, index < detours.count, let subtrees = detours[index], !subtrees.contains(where: { $0.contains(target) }) { continue }
            guard let event = links[index].stepEvent else { continue }
            steps.append(LinkPlan.Step(
                flowID: id, flowType: F.self, describe: { ValueDescription(event: event, of: F.self) },
                take: { node in FlowNode<F>.rejection(taking: event, on: node) },
                refusal: { node in (node as? FlowNode<F>)?.refusal(of: event) }
            ))
        }
        return steps
    }

    /// The ways plans may leave this flow's top screen besides its link steps, the way a user
    /// would: its rows that pop or dismiss on an event without payload (`back`, `done`), then the
    /// platform's back or swipe-down. Rows that finish are not guessed at: a finish may save,
    /// sign in or log out; a flow declares its `close` as a ``FlowLink/step(_:)``.
    func leavingSteps() -> [LinkPlan.Step] {
        var steps = backRowSteps()
        if let leave = runtime?.platformLeave(of: self), !declaresLeaving(leave.command) {
            let name: ValueDescription = if case .dismiss = leave.command { "platformDismiss" } else { "platformBack" }
            steps.append(LinkPlan.Step(
                flowID: id, flowType: F.self, describe: { name },
                take: { node in FlowNode<F>.rejection(leavingTopOf: node, as: name) },
                refusal: { _ in nil }
            ))
        }
        return steps
    }

    /// Whether an unguarded row a plan may send (a link step or a back row) pops or dismisses this
    /// flow's own top screen as `command` would: the platform's step would reach the same
    /// configuration, and a search would copy the tree for it twice.
    private func declaresLeaving(_ command: NavigationCommand) -> Bool {
        guard core.entries.count > 1 else { return false }
        let route = machine.route
        let sendable = Set(definition.links.compactMap { $0.stepEvent?.case })
        let ownCase = F.Event.Case.self == F.Event.self
        // Only the first row of an event that matches here is taken.
        var matched: Set<F.Event.Case> = []
        for row in definition.transitions where row.source == nil || row.source == route {
            guard matched.insert(row.event).inserted, row.guardName == nil, ownCase || sendable.contains(row.event) else { continue }
            switch (row.action.step, command) {
            case (.pop, .pop), (.dismiss, .dismiss): return true
            default: continue
            }
        }
        return false
    }

    /// The rows that pop or dismiss from the current route, of an event type that is its own case,
    /// and that no link step sends already.
    private func backRowSteps() -> [LinkPlan.Step] {
        let route = core.facts.routeNumber
        let keys = definition.rowKeys
        return LinkStepFacts.backRows(of: F.self).compactMap { row in
            guard keys[row].sourceNumber == nil || keys[row].sourceNumber == route, let event = definition.rowCases[row] as? F.Event else { return nil }
            return LinkPlan.Step(
                flowID: id, flowType: F.self, describe: { ValueDescription(event: event, of: F.self) },
                take: { node in FlowNode<F>.rejection(taking: event, on: node) },
                refusal: { node in (node as? FlowNode<F>)?.refusal(of: event) }
            )
        }
    }

    /// Removes the top screen of `node`, a flow of this type, as the platform would (a plan's
    /// leaving step), and returns its rejection.
    static func rejection(leavingTopOf node: any Node, as name: ValueDescription) -> NavigationError? {
        guard let node = node as? FlowNode<F>, let runtime = node.runtime else {
            return NavigationError(flow: F.name, route: nil, event: name.description, reason: .flowFinished)
        }
        do throws(NavigationError) {
            try runtime.leaveTopScreen(of: node)
            return nil
        } catch {
            return error
        }
    }

    /// Sends `event` to `node`, a flow of this type (a plan's step), and returns its rejection;
    /// another flow is one that finished. A rejection is returned, not thrown: plans store this.
    static func rejection(taking event: F.Event, on node: any Node) -> NavigationError? {
        guard let node = node as? FlowNode<F> else {
            return NavigationError(flow: F.name, route: nil, event: F.definition.name(of: event.case), reason: .flowFinished)
        }
        do throws(NavigationError) {
            try node.take(event)
            return nil
        } catch {
            return error
        }
    }

    /// Why `node`, a flow of this type, would turn `event` down now, the whole chain it causes
    /// validated as taking it validates; nothing is applied (a plan's last step needs no copy).
    static func rejection(validating event: F.Event, on node: any Node) -> NavigationError? {
        guard let node = node as? FlowNode<F> else {
            return NavigationError(flow: F.name, route: nil, event: F.definition.name(of: event.case), reason: .flowFinished)
        }
        guard !node.isFinished, node.isInteractive else { return node.error(event, node.isFinished ? .flowFinished : .notInteractive) }
        do throws(NavigationError) {
            _ = try node.validate(try node.plan(event), childRemoved: false)
            return nil
        } catch {
            return error
        }
    }

    /// Why this flow's machine turns `event` down now (no row, a guard), if it does.
    func refusal(of event: F.Event) -> NavigationError? {
        do throws(NavigationError) {
            _ = try machine.plan(event)
            return nil
        } catch {
            return error
        }
    }

    /// Whether `event` shows nothing new: the screen on top was opened by an equal event, the child
    /// on screen is the one it would start, or it selects the tab already selected. Which flows are
    /// interactive is `isInteractive`'s answer: a plan's search knows it for the flows a step changed.
    func shows(_ event: F.Event, described wanted: ValueDescription, isInteractive: (any Node) -> Bool) -> Bool {
        guard !isFinished else { return false }
        if let child {
            guard child.child == nil, child.entryScreens().count <= 1, isInteractive(child) || child.isTabFlow,
                let start = try? machine.action(for: event).childStart, start.childType == child.flowType,
                let made = start.make(flow, event)
            else { return false }
            return ValueDescription(describing: made) == child.valueDescription
        }
        guard isInteractive(self) else { return false }
        if core.entries.count > 1, let opener = openingEvents.event(at: core.entries.count - 1, of: core, definition) {
            return ValueDescription(event: opener, of: F.self) == wanted
        }
        // The tab is on screen already: re-selecting it would pop it, which no link asks for.
        if let plan = try? machine.plan(event), case .reselectedTab = plan.step { return true }
        return false
    }
}

/// What tells configurations apart while a plan's search runs: each flow's type, placement,
/// selected tab and route stack (each route's number, and whether it was presented), written as
/// numbers into one array, compared without describing anything. Each flow's words start with its
/// type and say how many routes follow. Equal keys are equal trees: the same flows' words at the
/// same places. The plain search writes every flow, depth first (see `FlowRuntime.wholeKey`); the
/// search on one tree, the places where the configuration differs from the start (see `TreePlaces`).
struct ConfigurationKey: Hashable {
    let words: [Int]
    /// How many flows it holds.
    let flows: Int
}

extension Placement {
    /// The placement as one number of a configuration's key: a tab's index, or a negative number.
    var keyNumber: Int {
        switch self {
        case .windowRoot: -1
        case .root: -2
        case .push: -3
        case .present: -4
        case .tab(let index): index
        }
    }
}
