/// The pure state machine of one flow: its route stack and selected tab, and the transition logic
/// over its definition, as a value.
///
/// Each live coordinator keeps one; on its own it is the flow's transition function, which a unit
/// test can drive without a runtime:
///
/// ```swift
/// var auth = FlowMachine(AuthFlow())
/// try auth.send(.tapSignUp)   // .pushed(index: 1, slot: 0)
/// auth.routes                 // [.login, .signUp]
/// try auth.send(.loggedIn)    // throws: Auth.signUp rejected loggedIn: unhandled
/// ```
///
/// - Complexity: ``send(_:)`` scans the rows in order and asks the guards of those that match.
public struct FlowMachine<F: Flow>: Sendable {
    /// One screen of the flow: a route, whether it was presented, the container slot it lives in
    /// (0: the flow's stack; *n*: its *n*-th presented route), and the event that opened it.
    public struct Entry: Sendable {
        /// The route.
        public let route: F.Route
        /// Whether the route was presented modally (it starts a container of its own).
        public let isPresented: Bool
        /// The container slot it lives in.
        public let slot: Int
        /// The event that opened it (`nil` for the first screen).
        public let event: F.Event?
        /// Its number among the entries the machine has had, from 0 (see ``Screen/serial``).
        public let serial: Int
        /// The route's number among the definition's route names (see `FlowNames`): an entry
        /// holds no name, so that pushing one copies none.
        @usableFromInline let routeNumber: Int

        @usableFromInline
        init(route: F.Route, number routeNumber: Int, isPresented: Bool, slot: Int, event: F.Event?, serial: Int) {
            self.route = route
            self.routeNumber = routeNumber
            self.isPresented = isPresented
            self.slot = slot
            self.event = event
            self.serial = serial
        }
    }

    /// A transition the machine found for an event and checked: what ``apply(_:)`` carries out.
    public struct Plan: Sendable {
        /// The row's position in the flow's transitions.
        public let row: Int
        /// What applying it does.
        public let step: MachineChange
        /// The event.
        public let event: F.Event

        @usableFromInline
        init(row: Int, step: MachineChange, event: F.Event) {
            self.row = row
            self.step = step
            self.event = event
        }
    }

    // Stored properties whose size does not depend on `F` come first: code that is not
    // specialised for the flow type then finds them without asking for the machine's layout.
    /// The flow's definition.
    public let definition: FlowDefinition<F>
    // Stored apart from their public getters so that the inlinable transition code can set them.
    @usableFromInline var stack: [Entry]
    /// The serial the next pushed or presented entry gets.
    @usableFromInline var nextSerial = 1
    /// Counts the changes made in place but pushes and presents, which take a new serial (a
    /// count that wraps): what was read of the stack is current while it and ``nextSerial`` are
    /// unchanged. Before the facts, so that code not specialised for `F` reads both without the
    /// machine's metadata.
    @usableFromInline var changes = 0
    /// What planning reads of the stack, kept up to date by every change (see ``StackFacts``).
    @usableFromInline var facts: StackFacts
    /// The flow value: its dependencies, asked by guards.
    public let flow: F
    /// The route stack, bottom to top: never empty. A tab flow has one entry, its selected tab.
    public var entries: [Entry] { stack }
    /// The selected tab's position (tab flows only).
    public var selectedTab: Int { facts.selectedTab }

    /// A machine at the flow's initial route.
    public init(_ flow: F) {
        self.flow = flow
        let definition = F.definition
        self.definition = definition
        let first = Entry(route: definition.initialRoute, number: definition.names.initialRoute, isPresented: false, slot: 0, event: nil, serial: 0)
        stack = [first]
        facts = StackFacts(top: first, count: 1, presentedCount: 0, topPresentedIndex: nil, selectedTab: definition.initialTab)
    }

    /// The current route (a tab flow: the selected tab).
    @inlinable public var route: F.Route { facts.route }
    /// The routes of the stack, bottom to top.
    @inlinable public var routes: [F.Route] { stack.map { $0.route } }
    /// The flow's name.
    @inlinable public var name: String { definition.names.flow }
    /// The current route's name.
    @inlinable public var routeName: String { definition.names.routeList[facts.routeNumber] }
    /// The name of `entry`'s route.
    @inlinable func name(of entry: Entry) -> String { definition.names.routeList[entry.routeNumber] }
    /// Whether any entry is a presented route.
    @inlinable public var hasPresentedEntries: Bool { facts.topPresentedIndex != nil }
    /// The position of the topmost presented entry, if any.
    @inlinable var topPresentedIndex: Int? { facts.topPresentedIndex }

    /// Resolves and applies `event` within the flow. Navigation inside the flow changes the route
    /// stack; a child start, a finish and an escalation change nothing here and are returned for the
    /// caller (the runtime) to carry out.
    ///
    /// - Throws: ``NavigationError`` when no transition takes the event here or its action cannot
    ///   apply (popping the first screen, dismissing with nothing presented, an unknown tab); the
    ///   machine is unchanged.
    @inlinable @discardableResult
    public mutating func send(_ event: F.Event) throws(NavigationError) -> MachineChange {
        if let step = try sendUnguarded(event) { return step }
        let plan = try plan(event)
        apply(plan)
        return plan.step
    }

    /// Plans and carries out `event` in one go when the row it takes has no guard and reads
    /// nothing but the machine (any kind but a tab selection, whose target may be read from the
    /// event): the facts are read in place, not copied out for ``plan(_:)``.
    ///
    /// Returns `nil`, with nothing changed, for any other row.
    /// - Throws: the rejection ``plan(_:)`` would throw; nothing changed.
    @inlinable @inline(__always)
    mutating func sendUnguarded(_ event: F.Event) throws(NavigationError) -> MachineChange? {
        let row = try Self.candidate(for: event, in: facts, of: definition).row
        let key = definition.rowKeys[row]
        guard !key.isGuarded, key.kind != .selectTab else { return nil }
        let plan = Plan(row: row, step: try Self.step(of: row, for: event, in: facts, of: definition), event: event)
        _ = carryOut(plan)
        return plan.step
    }

    /// The action of the transition that `event` would take now, without applying it.
    @inlinable package func action(for event: F.Event) throws(NavigationError) -> Action<F> {
        definition.transitions[try resolve(event)].action
    }

    /// The transition `event` takes now and what it would do, checked; nothing changes.
    @inlinable public func plan(_ event: F.Event) throws(NavigationError) -> Plan {
        try Self.plan(event, in: facts, of: definition, flow: flow)
    }

    /// The first row that takes `event` in the current route, guards included.
    @inlinable public func resolve(_ event: F.Event) throws(NavigationError) -> Int {
        try Self.resolve(event, in: facts, of: definition, flow: flow)
    }

    /// Carries out `plan`, made by ``plan(_:)`` on this machine as it is now.
    @inlinable public mutating func apply(_ plan: Plan) {
        _ = carryOut(plan)
    }

    /// ``apply(_:)``, answering the route it left and the entry it pushed or presented, if any:
    /// the runtime shows and records them without another access to the machine.
    @inlinable @inline(__always) mutating func carryOut(_ plan: Plan) -> (left: F.Route, added: Entry?) {
        let left = facts.route
        switch plan.step {
        case .pushed(_, let slot), .presented(_, let slot):
            guard let route = definition.rowKeys[plan.row].route else { return (left, nil) }
            let isPresented = if case .presented = plan.step { true } else { false }
            let added = Entry(route: route, number: definition.rowKeys[plan.row].routeNumber, isPresented: isPresented, slot: slot, event: plan.event, serial: nextSerial)
            stack.append(added)
            nextSerial += 1
            facts.didAdd(added, at: stack.count - 1)
            return (left, added)
        case .popped:
            stack.removeLast()
            changes &+= 1
            facts.didPop(to: stack[stack.count - 1])
        case .poppedToRoot:
            changes &+= 1
            let root = facts.topPresentedIndex ?? 0
            stack.removeLast(stack.count - root - 1)
            facts.didPopToRoot(to: stack[root], at: root)
        case .dismissed:
            if let first = facts.topPresentedIndex { stack.removeLast(stack.count - first) }
            changes &+= 1
            refreshFacts()
        case .selectedTab(let tab):
            selectTab(at: tab)
        case .reselectedTab, .unchanged, .startsChild, .finishes, .escalates:
            break
        }
        return (left, nil)
    }

    /// Removes the entries from `index` on: the platform removed those screens.
    public mutating func truncate(from index: Int) {
        guard index > 0, index < stack.count else { return }
        stack.removeSubrange(index...)
        changes &+= 1
        refreshFacts()
    }

    /// Sets the stack to `entries` (a restored snapshot); later entries get serials above theirs.
    mutating func restore(entries: [Entry]) {
        stack = entries
        nextSerial = (entries.map { $0.serial }.max() ?? 0) + 1
        changes &+= 1
        refreshFacts()
    }

    /// Pops the stack back to its first entry, presented routes included (a re-selected tab).
    mutating func popToFirst() {
        stack.removeSubrange(1...)
        changes &+= 1
        refreshFacts()
    }

    /// Shows tab `index` (a tab flow's one entry is its selected tab).
    @inlinable
    mutating func selectTab(at index: Int) {
        let first = stack[0]
        stack[0] = Entry(
            route: definition.tabs[index].route, number: definition.names.tabRoutes[index], isPresented: first.isPresented, slot: first.slot, event: first.event, serial: first.serial
        )
        changes &+= 1
        facts = StackFacts(of: stack, selectedTab: index)
    }

    /// Reads the facts anew from the stack, after a change that is not a single push, present or pop.
    @inlinable
    mutating func refreshFacts() {
        facts = StackFacts(of: stack, selectedTab: facts.selectedTab)
    }
}
