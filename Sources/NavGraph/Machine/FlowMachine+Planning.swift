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
        let (row, firstRow) = try candidate(for: event, in: facts, of: definition)
        guard definition.rowKeys[row].isGuarded else { return row }
        return try resolveGuarded(event, from: row, firstRow: firstRow, in: facts, of: definition, flow: flow)
    }

    /// The first row of `event`'s case whose source matches the current route, guarded or not, and
    /// the first row of the case (which names the event in rejections).
    ///
    /// - Throws: the rejection when no row of the case applies in the current route.
    @inlinable @inline(__always)
    static func candidate(for event: F.Event, in facts: StackFacts, of definition: FlowDefinition<F>) throws(NavigationError) -> (row: Int, firstRow: Int) {
        // Rows are matched on their keys alone, which hold no references.
        let eventCase = event.case
        let route = facts.routeNumber
        let keys = definition.rowKeys
        if let rows = definition.rows(handling: eventCase) {
            for index in rows {
                if let source = keys[index].sourceNumber, source != route { continue }
                return (index, rows[0])
            }
            throw rejection(event, row: rows.first, .unhandled, in: facts, of: definition)
        }
        var firstRow: Int?
        for index in keys.indices where keys[index].event == eventCase {
            if firstRow == nil { firstRow = index }
            if let source = keys[index].sourceNumber, source != route { continue }
            return (index, firstRow ?? index)
        }
        throw rejection(event, row: firstRow, .unhandled, in: facts, of: definition)
    }

    /// ``resolve(_:in:of:flow:)`` from row `start`, a guarded candidate, on: guards are asked in order.
    @inlinable
    static func resolveGuarded(
        _ event: F.Event, from start: Int, firstRow: Int, in facts: StackFacts, of definition: FlowDefinition<F>, flow: F
    ) throws(NavigationError) -> Int {
        let eventCase = event.case
        let keys = definition.rowKeys
        var failedGuardRow: Int?
        // Whether row `index`, of the event's case, takes it: its source matches and its guard holds.
        func takes(_ index: Int) throws(NavigationError) -> Bool {
            if let source = keys[index].sourceNumber, source != facts.routeNumber { return false }
            guard let condition = definition.conditions[index] else { return true }
            let holds: Bool
            do {
                holds = try condition.holds(flow, event)
            } catch {
                throw writtenRejection(event, .guardThrew(guard: condition.name, message: String(describing: error)), in: facts, of: definition)
            }
            if !holds { failedGuardRow = index }
            return holds
        }
        if let rows = definition.rows(handling: eventCase) {
            for index in rows where index >= start {
                if try takes(index) { return index }
            }
        } else {
            for index in keys.indices[start...] where keys[index].event == eventCase {
                if try takes(index) { return index }
            }
        }
        throw rejection(event, row: failedGuardRow ?? firstRow, failedGuardRow == nil ? .unhandled : .guardFailed, in: facts, of: definition)
    }

    /// What row `row` does to a machine whose stack `facts` describes, for `event`, or why it cannot apply.
    @inlinable @inline(__always)
    static func step(of row: Int, for event: F.Event, in facts: StackFacts, of definition: FlowDefinition<F>) throws(NavigationError) -> MachineChange {
        func reject(_ cause: NavigationError.Cause) -> NavigationError {
            rejection(event, row: row, cause, in: facts, of: definition)
        }
        func stackless() -> NavigationError {
            writtenRejection(event, .invalidPresentation("a tab flow has no stack of its own"), in: facts, of: definition)
        }
        let isTabFlow = definition.isTabFlow
        switch definition.rowKeys[row].kind {
        case .push:
            guard !isTabFlow else { throw stackless() }
            return .pushed(index: facts.count, slot: facts.slot)
        case .present:
            guard !isTabFlow else { throw stackless() }
            return .presented(index: facts.count, slot: facts.presentedCount + 1)
        case .popToRoot:
            guard !isTabFlow else { throw stackless() }
            return facts.count - 1 > (facts.topPresentedIndex ?? 0) ? .poppedToRoot(slot: facts.slot) : .unchanged
        case .pop:
            guard facts.count > 1, !facts.isPresented else { throw reject(.cannotPopFirstScreen) }
            return .popped(slot: facts.slot)
        case .dismiss:
            // The topmost presented entry's slot is its ordinal among the presented ones.
            guard facts.topPresentedIndex != nil else { throw reject(.nothingToDismiss) }
            return .dismissed(slot: facts.presentedCount)
        case .selectTab:
            guard case .selectTab(let target) = definition.transitions[row].action.step, let tab = tabIndex(of: target, for: event, of: definition) else {
                throw reject(.unknownTab)
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
    /// event's case (a failed guard's own), when there is one.
    @inlinable
    static func rejection(_ event: F.Event, row: Int?, _ cause: NavigationError.Cause, in facts: StackFacts, of definition: FlowDefinition<F>) -> NavigationError {
        rejection(event, row: row, cause, route: facts.routeNumber, of: definition)
    }

    /// ``rejection(_:row:_:in:of:)`` by a flow at its route numbered `route`, `nil` when it is no
    /// longer running.
    @inlinable
    static func rejection(_ event: F.Event, row: Int?, _ cause: NavigationError.Cause, route: Int?, of definition: FlowDefinition<F>) -> NavigationError {
        let number = route.flatMap { Int32(exactly: $0) }
        guard let row, let eventRow = Int32(exactly: row), (number == nil) == (route == nil) else {
            let name = row.flatMap { definition.conditions[$0]?.name } ?? ""
            return writtenRejection(event, cause.reason(guard: name), route: route, of: definition)
        }
        return NavigationError(F.self, route: number, row: eventRow, cause)
    }

    /// A rejection with its texts written out: for an event no row handles, and reasons with texts of their own.
    @inlinable
    static func writtenRejection(_ event: F.Event, _ reason: NavigationError.Reason, in facts: StackFacts, of definition: FlowDefinition<F>) -> NavigationError {
        writtenRejection(event, reason, route: facts.routeNumber, of: definition)
    }

    @inlinable
    static func writtenRejection(_ event: F.Event, _ reason: NavigationError.Reason, route: Int?, of definition: FlowDefinition<F>) -> NavigationError {
        NavigationError(flow: definition.names.flow, route: route.map { definition.names.routeList[$0] }, event: definition.name(of: event.case), reason: reason)
    }
}
