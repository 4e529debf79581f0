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

    func restoreMachine(from state: FlowSnapshot.FlowState, at path: String, mode: RestorationMode) throws(RestorationError) {
        if isTabFlow {
            let tabs = definition.tabs
            guard let name = state.selectedTab else { throw RestorationError(path: "\(path).selectedTab", problem: "\(self.name) is a tab flow; the snapshot selects no tab") }
            guard let index = tabs.firstIndex(where: { $0.route.name == name }) else {
                if mode == .longestValidPrefix { return }
                throw RestorationError(path: "\(path).selectedTab", problem: "\(self.name) has no tab \"\(name)\"; its tabs: \(tabs.map(\.route.name).joined(separator: ", "))")
            }
            machine.selectTab(at: index)
            dispatcher.layoutDidChange()
            return
        }
        var entries: [FlowMachine<F>.Entry] = []
        var presented = 0
        for (index, saved) in state.entries.enumerated() {
            let at = "\(path).entries[\(index)]"
            do throws(RestorationError) {
                entries.append(try entry(saved, at: at, index: index, presented: &presented, below: entries.last))
            } catch {
                guard mode == .longestValidPrefix, index > 0 else { throw error }
                break
            }
        }
        guard !entries.isEmpty else { throw RestorationError(path: "\(path).entries", problem: "\(name) has no screens") }
        machine.restore(entries: entries)
    }

    /// One screen read back, or why it does not fit: its route by name, its slot from those below.
    private func entry(
        _ saved: FlowSnapshot.EntryState, at path: String, index: Int, presented: inout Int, below: FlowMachine<F>.Entry?
    ) throws(RestorationError) -> FlowMachine<F>.Entry {
        guard let route = F.Route.allCases.first(where: { $0.name == saved.route }) else {
            throw RestorationError(path: "\(path).route", problem: "\(name) has no route \"\(saved.route)\"; its routes: \(F.Route.allCases.map(\.name).joined(separator: ", "))")
        }
        if index == 0, route != definition.initialRoute {
            throw RestorationError(path: "\(path).route", problem: "\(name) starts at \(definition.initialRoute.name), not \(saved.route)")
        }
        if index == 0, saved.presented {
            throw RestorationError(path: "\(path).presented", problem: "\(name)'s first screen \(saved.route) is saved as presented; a flow's first screen never is")
        }
        var event: F.Event?
        if let text = saved.event {
            switch SnapshotCoding.decode(F.Event.self, from: text) {
            case .success(let value): event = value
            case .failure(.notCodable): event = nil  // Saved by a version whose events were Codable: the screen gets none.
            case .failure(.invalid(let message)):
                throw RestorationError(path: "\(path).event", problem: "not an event of \(name): \(message)")
            }
        }
        if saved.presented { presented += 1 }
        let slot = saved.presented ? presented : below?.slot ?? 0
        return FlowMachine<F>.Entry(route: route, named: definition.name(of: route), isPresented: saved.presented, slot: slot, event: event, serial: saved.serial ?? index)
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
