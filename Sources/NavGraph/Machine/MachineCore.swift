/// A flow's machine without the flow value: its table, its route stack and its selected tab, and
/// the transition logic over them. ``FlowMachine`` is this plus the flow; a coordinator keeps the
/// flow and this core side by side.
///
/// No stored part depends on the flow type's layout (a reference, an array, an integer), so a
/// coordinator, whose class is generic, destroys its core without looking its type metadata up
/// at run time (a generic `FlowMachine<F>` field costs about 500 instructions per coordinator).
@usableFromInline
struct MachineCore<F: Flow>: Sendable {
    @usableFromInline typealias Entry = FlowMachine<F>.Entry

    @usableFromInline let table: FlowTable<F>
    /// The route stack, bottom to top: never empty. A tab flow has one entry, its selected tab.
    /// Changed in place, with no check that the buffer is shared (see ``EntryStack``'s rules).
    @usableFromInline var stack: EntryStack<Entry>
    /// The selected tab's position (tab flows only).
    @usableFromInline var tab: Int

    /// The table's parts, read through the one reference the core holds: a core is made and
    /// destroyed with every coordinator, so it keeps no copies of its own.
    @inlinable var transitions: [Transition<F>] { table.transitions }
    @inlinable var keys: [FlowTable<F>.Key] { table.keys }
    @inlinable var ops: [FlowTable<F>.Op] { table.ops }
    @inlinable var tabRoutes: [F.Route] { table.tabRoutes }
    @inlinable var tabRouteIndices: [Int] { table.tabRouteIndices }
    @inlinable var routeNames: [String] { table.routeNames }
    @inlinable var isTabFlow: Bool { table.isTabFlow }

    /// The machine of `table`'s flow type at its initial route.
    @inlinable init(table: FlowTable<F>) {
        self.table = table
        stack = table.initialStack
        tab = table.initialTab
    }

    /// The current route (a tab flow: the selected tab).
    @inlinable var route: F.Route { stack.top.storedRoute }
    /// The routes of the stack, bottom to top.
    var routes: [F.Route] { stack.map(\.route) }
    /// The current route's name.
    @inlinable var routeName: String { routeNames[stack.top.routeIndex] }
    /// Whether any entry is a presented route.
    @inlinable var hasPresentedEntries: Bool {
        for entry in stack where entry.isPresented { return true }
        return false
    }

    // MARK: The three phases the runtime uses separately
    //
    // `resolve` and `check` change nothing, yet are `mutating`: a coordinator keeps its machine in a
    // class property, and a non-mutating call on one copies it (a retain and a release per
    // reference it holds) on every event. An in-place access costs nothing.

    /// The first transition that matches `event` in the current route, guards included.
    ///
    /// One look-up in the dispatch table is all an accepted unguarded event runs (a scan of the
    /// rows when the table has none); guards, and every error, are out of line, so the common path
    /// keeps a small frame.
    @inlinable @inline(__always) mutating func resolve(_ event: F.Event, flow: F) throws(NavigationError) -> Int {
        let eventCase = event.case
        let current = stack.top.routeIndex
        let dispatch = table.dispatch
        let slot = FlowTable<F>.dispatchCode(of: eventCase) &* table.routeCount &+ current
        // One unsigned comparison bounds the slot, and the read needs no second check. An empty
        // table (event cases that cannot be coded) fails it too, and its rows are scanned.
        if UInt(bitPattern: slot) < UInt(bitPattern: dispatch.count) {
            let row = dispatch.withUnsafeBufferPointer { $0[slot] }
            if row >= 0 { return row }
            if row < -1 { return try resolveGuarded(event, from: -2 - row, flow: flow) }
            throw unresolved(eventCase, failedGuard: -1)
        }
        if dispatch.isEmpty { return try resolveByScan(event, flow: flow) }
        throw unresolved(eventCase, failedGuard: -1)
    }

    /// `resolve` without a dispatch table: a scan of the rows.
    @inlinable @inline(never) mutating func resolveByScan(_ event: F.Event, flow: F) throws(NavigationError) -> Int {
        let eventCase = event.case
        let current = stack.top.routeIndex
        for index in keys.indices where matches(index, eventCase, in: current) {
            if keys[index].isGuarded { return try resolveGuarded(event, from: index, flow: flow) }
            return index
        }
        throw unresolved(eventCase, failedGuard: -1)
    }

    /// The op of row `index`, a row ``resolve(_:flow:)`` returned: read without a bounds check.
    @inlinable @inline(__always) func op(_ index: Int) -> FlowTable<F>.Op {
        ops.withUnsafeBufferPointer { $0[index] }
    }

    /// Whether row `index` handles `eventCase` in the route at position `current`, guards aside.
    @inlinable @inline(__always) func matches(_ index: Int, _ eventCase: F.Event.Case, in current: Int) -> Bool {
        guard keys[index].event == eventCase else { return false }
        let source = keys[index].source
        return source < 0 || source == current
    }

    /// `resolve` from row `start` on, a guarded row that matches: asks guards in order.
    @inlinable @inline(never) mutating func resolveGuarded(_ event: F.Event, from start: Int, flow: F) throws(NavigationError) -> Int {
        let eventCase = event.case
        let current = stack.top.routeIndex
        var failedGuard = -1
        for index in start..<keys.count where matches(index, eventCase, in: current) {
            if keys[index].isGuarded, let check = transitions[index].guard {
                let holds: Bool
                do {
                    holds = try check.predicate(flow, event)
                } catch {
                    throw rejection(eventCase, .guardThrew(guard: check.name, message: String(describing: error)))
                }
                if !holds {
                    failedGuard = index
                    continue
                }
            }
            return index
        }
        throw unresolved(eventCase, failedGuard: failedGuard)
    }

    /// The rejection of an event no transition took; `failedGuard` is the last row whose guard
    /// failed, or -1.
    @inlinable @inline(never) func unresolved(_ event: F.Event.Case, failedGuard: Int) -> NavigationError {
        guard failedGuard >= 0, let check = transitions[failedGuard].guard else { return rejection(event, .unhandled) }
        return rejection(event, .guardFailed(guard: check.name))
    }

    /// Checks that transition `index`, whose op is `op`, can apply to this machine, without changing
    /// it; returns the op's ``argument(_:_:_:)`` for ``apply(_:_:_:argument:)``.
    @inlinable @inline(__always) mutating func check(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event) throws(NavigationError) -> Int {
        var argument = 0
        let fits: Bool
        switch op.kind {
        case .push, .present, .popToRoot:
            fits = !isTabFlow
        case .pop:
            fits = stack.count > 1 && !stack.top.isPresented
        case .dismiss:
            fits = hasPresentedEntries
        case .selectTab:
            argument = op.value
            fits = argument >= 0
        case .selectTabFromEvent:
            argument = tabIndex(for: index, event) ?? -1
            fits = argument >= 0
        case .start, .finish, .escalate, .stay:
            fits = true
        }
        if !fits { throw misfit(index, event.case) }
        return argument
    }

    /// What applying transition `index` needs beyond its op, worked out once: the tab a tab
    /// selection selects (-1: none of the tabs); 0 for every other op.
    @inlinable @inline(__always) func argument(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event) -> Int {
        switch op.kind {
        case .selectTab: op.value
        case .selectTabFromEvent: tabIndex(for: index, event) ?? -1
        default: 0
        }
    }

    /// Why transition `index` cannot apply now; only called when it cannot.
    @inlinable @inline(never) func misfit(_ index: Int, _ event: F.Event.Case) -> NavigationError {
        // The transition's own event name: no search among the event cases.
        let eventName = table.transitionEventNames[index]
        return switch ops[index].kind {
        case .push, .present, .popToRoot: rejection(eventName, .invalidPresentation("a tab flow has no stack of its own"))
        case .pop: rejection(eventName, .cannotPopFirstScreen)
        case .dismiss: rejection(eventName, .nothingToDismiss)
        default: rejection(eventName, .unknownTab)
        }
    }

    /// Applies transition `index`, whose op is `op`, already checked (`argument` is what the check returned).
    @inlinable @inline(__always) mutating func apply(_ op: FlowTable<F>.Op, _ index: Int, _ event: F.Event, argument: Int) -> FlowStep {
        switch op.kind {
        case .push:
            let slot = stack.top.slot
            stack.append(Entry(route: op.route, routeIndex: op.value, isPresented: false, slot: slot, event: event))
            return .pushed(index: stack.topIndex, slot: slot)
        case .pop:
            let slot = stack.top.slot
            stack.removeLast()
            return .popped(slot: slot)
        case .popToRoot:
            let slot = stack.top.slot
            let first = stack.lastIndex(where: \.isPresented) ?? 0
            guard stack.count - 1 > first else { return .unchanged }
            stack.removeLast(downTo: first + 1)
            return .poppedToRoot(slot: slot)
        case .present:
            var slot = 1
            for entry in stack where entry.isPresented { slot += 1 }
            stack.append(Entry(route: op.route, routeIndex: op.value, isPresented: true, slot: slot, event: event))
            return .presented(index: stack.topIndex, slot: slot)
        case .dismiss:
            guard let first = stack.lastIndex(where: \.isPresented) else { return .unchanged }
            let slot = stack[first].slot
            stack.removeLast(downTo: first)
            return .dismissed(slot: slot)
        case .selectTab, .selectTabFromEvent:
            let selected = argument
            guard selected >= 0, selected != tab else { return .unchanged }
            stack.ownIfReadOnly()
            stack[0].storedRoute = tabRoutes[selected]
            stack[0].routeIndex = tabRouteIndices[selected]
            tab = selected
            return .selectedTab(selected)
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

    /// The tab transition `index` selects for `event`, if it names one of the tabs.
    @inlinable func tabIndex(for index: Int, _ event: F.Event) -> Int? {
        switch ops[index].kind {
        case .selectTab:
            let tab = ops[index].value
            return tab >= 0 ? tab : nil
        case .selectTabFromEvent:
            // Borrowed from the table, which keeps it: no reference counted per selection.
            guard let selector = table.tabSelectors[index], let route = selector._withUnsafeGuaranteedRef({ $0.select(event) }) else { return nil }
            return tabRoutes.firstIndex(of: route)
        default:
            return nil
        }
    }

    /// A rejection naming this flow, its route and the event; builds no string. Never inlined:
    /// building an error takes room on the stack that the paths that accept need not pay for.
    @inlinable @inline(never) func rejection(_ event: F.Event.Case, _ reason: consuming NavigationError.Reason) -> NavigationError {
        rejection(table.name(of: event), reason)
    }

    /// A rejection of the event named `eventName`.
    @inlinable func rejection(_ eventName: String, _ reason: consuming NavigationError.Reason) -> NavigationError {
        NavigationError(flow: table.name, route: routeName, event: eventName, reason: reason)
    }

    /// Removes the entries from `index` on (the platform removed those screens).
    mutating func truncate(from index: Int) {
        stack.removeLast(downTo: index)
    }
}
