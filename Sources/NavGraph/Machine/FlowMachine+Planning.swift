/// Planning reads a machine's `StackFacts`, its definition and its flow, passed
/// apart: a coordinator plans from its own constants and its machine's facts, without copying the
/// machine (which would retain its stack and definition).
extension FlowMachine {
    /// The transition `event` takes in a machine whose stack is described by `facts`, and what it
    /// would do, checked.
    @inlinable @inline(__always)
    static func plan(_ event: F.Event, in facts: StackFacts, of definition: FlowDefinition<F>, flow: F) throws(NavigationError) -> Plan {
        let row = try resolve(event, in: facts, of: definition, flow: flow)
        return Plan(row: row, step: try step(of: row, for: event, in: facts, of: definition), event: event)
    }

    /// The first row that takes `event` in the current route, guards included.
    @inlinable @inline(__always)
    static func resolve(_ event: F.Event, in facts: StackFacts, of definition: FlowDefinition<F>, flow: F) throws(NavigationError) -> Int {
        let (row, firstRow) = try candidate(for: event, route: facts.routeNumber, of: definition)
        guard definition.rowKeys[row].isGuarded else { return row }
        return try resolveGuarded(event, from: row, firstRow: firstRow, in: facts, of: definition, flow: flow)
    }

    /// The first row of `event`'s case whose source matches the route numbered `route`, guarded or not, and
    /// the first row of the case (which names the event in rejections).
    ///
    /// - Throws: the rejection when no row of the case applies in the current route.
    @inlinable @inline(__always)
    static func candidate(for event: F.Event, route: Int, of definition: FlowDefinition<F>) throws(NavigationError) -> (row: Int, firstRow: Int) {
        guard let firstRow = definition.firstRow(handling: event.case) else {
            throw writtenRejection(event, .unhandled, route: route, of: definition)
        }
        // Rows are matched on their keys alone, which hold no references.
        guard let row = RowKey.candidate(in: definition.rowKeys, from: firstRow, route: route) else {
            throw rejection(event, row: firstRow, .unhandled, route: route, of: definition)
        }
        return (row, firstRow)
    }

    /// ``resolve(_:in:of:flow:)`` from row `start`, a guarded candidate, on: guards are asked in order.
    @inlinable
    static func resolveGuarded(
        _ event: F.Event, from start: Int, firstRow: Int, in facts: StackFacts, of definition: FlowDefinition<F>, flow: F
    ) throws(NavigationError) -> Int {
        let keys = definition.rowKeys
        var failedGuardRow: Int?
        var next = start
        while let row = RowKey.candidate(in: keys, from: next, route: facts.routeNumber) {
            guard let condition = definition.conditions[row] else { return row }
            let holds: Bool
            do {
                holds = try condition.holds(flow, event)
            } catch {
                throw writtenRejection(event, .guardThrew(guard: condition.name, message: String(describing: error)), route: facts.routeNumber, of: definition)
            }
            if holds { return row }
            failedGuardRow = row
            next = keys[row].nextOfCase
        }
        throw rejection(event, row: failedGuardRow ?? firstRow, failedGuardRow == nil ? .unhandled : .guardFailed, route: facts.routeNumber, of: definition)
    }

    /// What row `row` does to a machine whose stack `facts` describes, for `event`, or why it cannot apply.
    @inlinable @inline(__always)
    static func step(of row: Int, for event: F.Event, in facts: StackFacts, of definition: FlowDefinition<F>) throws(NavigationError) -> MachineChange {
        let kind = definition.rowKeys[row].kind
        switch facts.stackStep(kind, isTabFlow: definition.isTabFlow) {
        case .change(let change):
            return change
        case .refused(let cause):
            throw rejection(event, row: row, cause, route: facts.routeNumber, of: definition)
        case .stackless:
            throw writtenRejection(event, .invalidPresentation("a tab flow has no stack of its own"), route: facts.routeNumber, of: definition)
        case nil:
            break
        }
        switch kind {
        case .selectTab:
            guard case .selectTab(let target) = definition.transitions[row].action.step, let tab = tabIndex(of: target, for: event, of: definition) else {
                throw rejection(event, row: row, .unknownTab, route: facts.routeNumber, of: definition)
            }
            return tab == facts.selectedTab ? .reselectedTab(tab) : .selectedTab(tab)
        case .start:
            return .startsChild
        case .finish:
            return .finishes
        case .escalate:
            return .escalates
        case .stay:
            return .unchanged
        case .push, .pop, .popToRoot, .present, .dismiss:
            return .unchanged  // answered above
        }
    }

    @inlinable
    static func tabIndex(of target: Action<F>.TabTarget, for event: F.Event, of definition: FlowDefinition<F>) -> Int? {
        let route: F.Route? =
            switch target {
            case .route(let route): route
            case .fromEvent(let select): select(event)
            }
        return route.flatMap { route in definition.tabs.firstIndex { $0.route == route } }
    }

    /// A rejection naming the flow, its route and the event by numbers: `row` is a row of the
    /// event's case (a failed guard's own), when there is one; `route` is the number of the flow's
    /// route, `nil` when it is no longer running.
    @inlinable
    static func rejection(_ event: F.Event, row: Int?, _ cause: NavigationError.Cause, route: Int?, of definition: FlowDefinition<F>) -> NavigationError {
        let number = route.flatMap { Int32(exactly: $0) }
        guard let row, let eventRow = Int32(exactly: row), (number == nil) == (route == nil) else {
            let name = row.flatMap { definition.conditions[$0]?.name } ?? ""
            return writtenRejection(event, cause.reason(guard: name), route: route, of: definition)
        }
        return NavigationError(definition.parts.flowType, route: number, row: eventRow, cause)
    }

    /// A rejection with its texts written out: for an event no row handles, and reasons with texts of their own.
    @inlinable
    static func writtenRejection(_ event: F.Event, _ reason: NavigationError.Reason, route: Int?, of definition: FlowDefinition<F>) -> NavigationError {
        NavigationError(flow: definition.names.flow, route: route.map { definition.names.routeList[$0] }, event: definition.name(of: event.case), reason: reason)
    }
}
