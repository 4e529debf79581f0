/// A coordinator's part of a ``FlowSnapshot``: what it records, and how its machine is set back.
extension FlowNode {
    func snapshotState() -> FlowSnapshot.FlowState {
        FlowSnapshot.FlowState(
            id: id.rawValue, name: name, parent: parent?.id.rawValue, placement: placement.snapshotName,
            value: SnapshotCoding.encode(flow),
            selectedTab: isTabFlow ? machine.route.name : nil,
            entries: isTabFlow ? [] : machine.entries.map { entry in
                FlowSnapshot.EntryState(
                    route: entry.route.name, presented: entry.isPresented, event: entry.event.flatMap(SnapshotCoding.encode), serial: entry.serial
                )
            }
        )
    }

    func restoreMachine(from state: FlowSnapshot.FlowState, mode: RestorationMode) throws(RestorationError) {
        if isTabFlow {
            let tabs = definition.tabs
            guard let name = state.selectedTab else { throw RestorationError(path: "selectedTab", problem: "\(self.name) is a tab flow; the snapshot selects no tab") }
            guard let index = tabs.firstIndex(where: { $0.route.name == name }) else {
                if mode == .longestValidPrefix { return }
                throw RestorationError(path: "selectedTab", problem: "\(self.name) has no tab \"\(name)\"; its tabs: \(tabs.map(\.route.name).joined(separator: ", "))")
            }
            let routeNumber = definition.names.tabRoutes[index]
            changeCore { $0.selectTab(index, routeNumber: routeNumber) }
            dispatcher.layoutDidChange()
            return
        }
        var entries: [FlowMachine<F>.Entry] = []
        entries.reserveCapacity(state.entries.count)
        var presented = 0
        for (index, saved) in state.entries.enumerated() {
            do throws(RestorationError) {
                entries.append(try entry(saved, index: index, presented: &presented, below: entries.last))
            } catch {
                guard mode == .longestValidPrefix, index > 0 else {
                    throw RestorationError(path: "entries[\(index)].\(error.path)", problem: error.problem)
                }
                break
            }
        }
        guard !entries.isEmpty else { throw RestorationError(path: "entries", problem: "\(name) has no screens") }
        let restored = entries.map { $0.core(of: definition) }
        changeCore { $0.restore(entries: restored) }
        openingEvents = OpeningEvents(entries)
    }

    /// One screen read back, or why it does not fit (the error's path is the entry's field): its
    /// route by name, a row of the flow that opens it that way over the screen below, its slot
    /// from those below, and a serial above the one below.
    private func entry(
        _ saved: FlowSnapshot.EntryState, index: Int, presented: inout Int, below: FlowMachine<F>.Entry?
    ) throws(RestorationError) -> FlowMachine<F>.Entry {
        guard let route = F.Route.allCases.first(where: { $0.name == saved.route }) else {
            throw RestorationError(path: "route", problem: "\(name) has no route \"\(saved.route)\"; its routes: \(F.Route.allCases.map(\.name).joined(separator: ", "))")
        }
        if index == 0, route != definition.initialRoute {
            throw RestorationError(path: "route", problem: "\(name) starts at \(definition.initialRoute.name), not \(saved.route)")
        }
        if index == 0, saved.presented {
            throw RestorationError(path: "presented", problem: "\(name)'s first screen \(saved.route) is saved as presented; a flow's first screen never is")
        }
        var event: F.Event?
        if let text = saved.event {
            switch SnapshotCoding.decode(F.Event.self, from: text) {
            case .success(let value): event = value
            case .failure(.notCodable): event = nil  // Saved by a version whose events were Codable: the screen gets none.
            case .failure(.invalid(let message)):
                throw RestorationError(path: "event", problem: "not an event of \(name): \(message)")
            }
        }
        if let below, !opens(route, presented: saved.presented, over: below.route, by: event) {
            let kind = saved.presented ? "presents" : "pushes"
            throw RestorationError(
                path: "presented", problem: "no row of \(name) \(kind) \(saved.route) over \(definition.name(of: below.route))\(event.map { " on \(definition.name(of: $0.case))" } ?? "")"
            )
        }
        let serial = saved.serial ?? index
        // Later screens count up from the largest serial: bounded, so that no push can overflow it.
        guard serial >= 0, serial <= FlowSnapshot.maxSerial, serial > below?.serial ?? -1 else {
            throw RestorationError(
                path: "serial", problem: "\(serial) is not a serial above the screen below's (\(below.map { "\($0.serial)" } ?? "none")) and at most \(FlowSnapshot.maxSerial)"
            )
        }
        if saved.presented { presented += 1 }
        let slot = saved.presented ? presented : below?.slot ?? 0
        guard let number = definition.names.number(of: route) else {
            throw RestorationError(path: "route", problem: "\(name) does not number its route \(saved.route)")
        }
        return FlowMachine<F>.Entry(route: route, number: number, isPresented: saved.presented, slot: slot, event: event, serial: serial)
    }

    /// Whether a declared row shows `route` over `below` as the snapshot says (pushed, or
    /// presented), on `event`'s case when the event was saved. Guards are not asked: they read
    /// the state the screen was opened in, which is gone.
    private func opens(_ route: F.Route, presented: Bool, over below: F.Route, by event: F.Event?) -> Bool {
        definition.transitions.contains { row in
            if let source = row.source, source != below { return false }
            if let event, row.event != event.case { return false }
            switch row.action.step {
            case .push(let target): return !presented && target == route
            case .present(let target): return presented && target == route
            default: return false
            }
        }
    }

    func restoreProblem(ofChild type: any Flow.Type, shownAs placement: Placement) -> String? {
        let presentation: ChildPresentation
        switch placement {
        case .push: presentation = .push
        case .present: presentation = .present
        case .root: presentation = .root
        case .windowRoot, .tab: return "\(type.name) cannot be shown as \(placement.snapshotName) under \(name)"
        }
        // A stack flow's screens stay as they were while its child is on screen; a tab flow may
        // select another tab meanwhile, so its rows are matched on any tab.
        let source = isTabFlow ? nil : machine.route
        let declared = definition.transitions.contains { row in
            guard let start = row.action.childStart, start.presentation == presentation, ObjectIdentifier(start.childType) == ObjectIdentifier(type) else { return false }
            if let rowSource = row.source, let source, rowSource != source { return false }
            return true
        }
        guard declared else {
            return "no row of \(name)\(source.map { " in \(definition.name(of: $0))" } ?? "") starts \(type.name) as \(presentation.rawValue)"
        }
        switch presentation {
        case .push where isTabFlow || type.definitionIsTabFlow:
            return "\(type.name) cannot be pushed onto \(name)"
        case .root where (self.placement != .windowRoot && self.placement != .root) || isTabFlow || core.facts.topPresentedIndex != nil:
            return "only a stack flow shown as the root, with nothing presented, can show \(type.name) as root"
        default:
            return type.startProblem()
        }
    }
}

extension Flow {
    /// The flow value a snapshot saved, read back as this type.
    static func restoredValue(from state: FlowSnapshot.FlowState, at path: String) throws(RestorationError) -> any Flow {
        guard let text = state.value else {
            throw RestorationError(path: "\(path).value", problem: "no value was saved for \(name): \(Self.self) is not Codable")
        }
        switch SnapshotCoding.decode(Self.self, from: text) {
        case .success(let value): return value
        case .failure(.notCodable): throw RestorationError(path: "\(path).value", problem: "\(Self.self) is not Codable")
        case .failure(.invalid(let message)): throw RestorationError(path: "\(path).value", problem: "not a valid \(Self.self): \(message)")
        }
    }
}

extension Placement {
    /// `windowRoot`, `root`, `push`, `present`, `tab:<index>`.
    var snapshotName: String {
        switch self {
        case .windowRoot: "windowRoot"
        case .root: "root"
        case .push: "push"
        case .present: "present"
        case .tab(let index): "tab:\(index)"
        }
    }

    /// The placement a snapshot names, if it names one.
    init?(snapshotName name: String) {
        switch name {
        case "windowRoot": self = .windowRoot
        case "root": self = .root
        case "push": self = .push
        case "present": self = .present
        default:
            guard name.hasPrefix("tab:"), let index = Int(name.dropFirst(4)) else { return nil }
            self = .tab(index)
        }
    }
}
