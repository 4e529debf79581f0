/// State restoration: a ``FlowSnapshot`` of the live tree, and a tree rebuilt from one that
/// drives the router with one `setRoot` and a `present` per modal.
///
/// A restore builds the whole new tree, checking each flow, route and tab against the current
/// declarations, before the router or the live tree see anything: a snapshot that does not fit
/// throws and changes nothing.
extension FlowRuntime {
    /// What is live, as a `Codable` value.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(runtime.snapshot())
    /// ```
    public func snapshot() -> FlowSnapshot {
        FlowSnapshot(flows: (root?.subtree ?? []).map { $0.snapshotState() }, lastID: lastID)
    }

    /// A runtime running `snapshot`'s flows under `Root`'s current declarations, its router shown
    /// the same navigation state with one `setRoot` and a `present` per modal.
    ///
    /// ```swift
    /// let runtime = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router)
    /// ```
    ///
    /// - Throws: ``RestorationError`` naming the first flow, route or tab that does not fit; the
    ///   router received nothing. With ``RestorationMode/longestValidPrefix`` only a root that
    ///   does not fit throws.
    public convenience init<Root: Flow>(
        restoring snapshot: FlowSnapshot, root: Root.Type, router: any Router, mode: RestorationMode = .strict
    ) throws(RestorationError) {
        self.init(router: router)
        try install(snapshot, rootType: Root.self, mode: mode)
    }

    /// Replaces the live flows with `snapshot`'s, under the declarations of the root flow running
    /// now; handles to the replaced flows answer ``NavigationError/Reason/flowFinished``.
    ///
    /// - Throws: ``RestorationError`` as ``init(restoring:root:router:mode:)`` does; nothing changed.
    public func restore(_ snapshot: FlowSnapshot, mode: RestorationMode = .strict) throws(RestorationError) {
        guard let root else { throw RestorationError(path: "flows", problem: "the runtime runs no flow; restore with FlowRuntime(restoring:root:router:)") }
        try install(snapshot, rootType: root.flowType, mode: mode)
    }

    /// Builds the snapshot's tree, then swaps it in and shows it.
    private func install(_ snapshot: FlowSnapshot, rootType: any Flow.Type, mode: RestorationMode) throws(RestorationError) {
        guard snapshot.version == FlowSnapshot.currentVersion else {
            throw RestorationError(path: "version", problem: "snapshot version \(snapshot.version) is not supported; this runtime reads version \(FlowSnapshot.currentVersion)")
        }
        guard !dispatcher.isApplying else { throw RestorationError(path: "flows", problem: "a restore cannot run while an event is applied") }
        let savedLastID = lastID
        let newRoot: any Node
        do throws(RestorationError) {
            var builder = SnapshotBuilder(snapshot: snapshot, mode: mode)
            newRoot = try builder.buildRoot(rootType, in: self)
        } catch {
            lastID = savedLastID
            throw error
        }
        lastID = max(snapshot.lastID, newRoot.subtree.map(\.id.rawValue).max() ?? 0, lastID)
        root?.finishSubtree()
        root = newRoot
        dispatcher.pending.removeAll()
        modals = presentedModals(from: newRoot)
        let state = impliedNavigationState
        if let container = state.root { dispatcher.emit(.setRoot(container)) }
        for modal in state.modals { dispatcher.emit(.present(modal)) }
        dispatcher.commands.removeAll()
    }

    /// The modals `node` and its descendants show, in the order ``impliedNavigationState`` lists them.
    private func presentedModals(from node: any Node) -> [(container: ContainerID, owner: any Node)] {
        var found: [(container: ContainerID, owner: any Node)] = []
        if node.placement == .present { found.append((node.host, node)) }
        var slots: [Int] = []
        for placed in node.entryScreens() where placed.slot > 0 && !slots.contains(placed.slot) { slots.append(placed.slot) }
        found += slots.map { (ContainerID(owner: node.id, slot: $0), node) }
        for tab in node.tabs { found += presentedModals(from: tab) }
        if let child = node.child { found += presentedModals(from: child) }
        return found
    }
}

/// Rebuilds a coordinator tree from a snapshot, flow by flow from the root, each checked against
/// the declarations of its parent's type.
@MainActor
struct SnapshotBuilder {
    let snapshot: FlowSnapshot
    let mode: RestorationMode
    /// The snapshot's flows placed so far, by position.
    private var used: Set<Int> = []

    init(snapshot: FlowSnapshot, mode: RestorationMode) {
        self.snapshot = snapshot
        self.mode = mode
    }

    mutating func buildRoot(_ type: any Flow.Type, in runtime: FlowRuntime) throws(RestorationError) -> any Node {
        guard let first = snapshot.flows.first else { throw RestorationError(path: "flows", problem: "the snapshot holds no flow") }
        // Identities become the restored flows' own: each must be new to the tree and leave room for more.
        var ids: Set<UInt32> = []
        for (index, flow) in snapshot.flows.enumerated() where flow.id == 0 || flow.id == .max || !ids.insert(flow.id).inserted {
            throw RestorationError(path: "flows[\(index)] \(flow.name).id", problem: "#\(flow.id) is not a fresh flow identity")
        }
        let path = "flows[0] \(first.name)"
        guard first.name == type.name else {
            throw RestorationError(path: "\(path).name", problem: "the root flow is \(type.name), not \(first.name)")
        }
        if let parent = first.parent {
            throw RestorationError(path: "\(path).parent", problem: "the root flow \(first.name) has no parent, but flow #\(parent) is saved as its parent")
        }
        used.insert(0)
        let value = try type.restoredValue(from: first, at: path)
        runtime.lastID = first.id &- 1
        let node = runtime.makeNode(opening: value, parent: nil, placement: .windowRoot)
        try fill(node, from: first, at: path, in: runtime, names: first.name)
        if mode == .strict, let stray = snapshot.flows.indices.first(where: { !used.contains($0) }) {
            let flow = snapshot.flows[stray]
            throw RestorationError(path: "flows[\(stray)] \(flow.name)", problem: "its parent \(flow.parent.map { "#\($0)" } ?? "none") does not show it")
        }
        return node
    }

    /// Sets `node`'s machine, then its tabs and its child, from the snapshot.
    private mutating func fill(_ node: any Node, from state: FlowSnapshot.FlowState, at path: String, in runtime: FlowRuntime, names: String) throws(RestorationError) {
        try node.restoreMachine(from: state, at: path, mode: mode)
        // A child shown over screens of the flow that did not fit went with them.
        let lostScreens = !node.isTabFlow && node.entryScreens().count < state.entries.count
        let children = snapshot.flows.indices.filter { snapshot.flows[$0].parent == state.id && !used.contains($0) }
        for index in children {
            let saved = snapshot.flows[index]
            if lostScreens, !saved.placement.hasPrefix("tab:") {
                used.insert(index)
                continue
            }
            let childNames = names + "/" + saved.name
            let childPath = "flows[\(index)] \(childNames)"
            do throws(RestorationError) {
                used.insert(index)
                try place(saved, under: node, at: childPath, in: runtime, names: childNames)
            } catch {
                guard mode == .longestValidPrefix else { throw error }
            }
        }
    }

    /// Builds the flow `saved` as a tab or the child of `parent`.
    private mutating func place(_ saved: FlowSnapshot.FlowState, under parent: any Node, at path: String, in runtime: FlowRuntime, names: String) throws(RestorationError) {
        guard let placement = Placement(snapshotName: saved.placement) else {
            throw RestorationError(path: "\(path).placement", problem: "\"\(saved.placement)\" is not a placement")
        }
        if case .tab(let index) = placement {
            guard parent.tabs.indices.contains(index), parent.tabs[index].name == saved.name else {
                throw RestorationError(path: "\(path).placement", problem: "\(parent.name) has no tab \(index) hosting \(saved.name)")
            }
            // Tabs are built with their tab flow, numbered right after it, as when it started.
            guard parent.tabs[index].id.rawValue == saved.id else {
                throw RestorationError(path: "\(path).id", problem: "tab \(index) of \(parent.name) is #\(parent.tabs[index].id.rawValue), not #\(saved.id)")
            }
            try fill(parent.tabs[index], from: saved, at: path, in: runtime, names: names)
            return
        }
        guard parent.child == nil else { throw RestorationError(path: path, problem: "\(parent.name) already shows a child") }
        guard let type = parent.flowType.childTypes.first(where: { $0.name == saved.name }) else {
            throw RestorationError(path: "\(path).name", problem: "\(saved.name) is not a child \(parent.name) declares")
        }
        if let problem = placementProblem(placement, of: type, under: parent) {
            throw RestorationError(path: "\(path).placement", problem: problem)
        }
        let value = try type.restoredValue(from: saved, at: path)
        runtime.lastID = saved.id &- 1
        let node = runtime.makeNode(opening: value, parent: parent, placement: placement)
        try fill(node, from: saved, at: path, in: runtime, names: names)
        parent.child = node
    }

    /// Why `type` cannot be shown as `placement` under `parent`, as the runtime's own starts check.
    private func placementProblem(_ placement: Placement, of type: any Flow.Type, under parent: any Node) -> String? {
        if let problem = type.startProblem() { return problem }
        switch placement {
        case .push where parent.isTabFlow || type.definitionIsTabFlow: return "\(type.name) cannot be pushed onto \(parent.name)"
        case .root where parent.placement != .windowRoot && parent.placement != .root: return "\(parent.name) is not shown as root"
        case .windowRoot, .tab: return "\(type.name) cannot be shown as \(placement.snapshotName) under \(parent.name)"
        default: return nil
        }
    }
}
