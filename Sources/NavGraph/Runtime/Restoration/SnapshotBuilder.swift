/// Rebuilds a coordinator tree from a snapshot, flow by flow from the root, each checked against
/// the declarations of its parent's type.
///
/// A worklist, not recursion: a snapshot may nest flows thousands deep. Each flow's children are
/// found through an index built once, and error paths (`flows[3] App/TabBar/Clip`) are spelled
/// only when an error leaves the builder, so time is linear in the snapshot whatever its depth.
@MainActor
struct SnapshotBuilder {
    let snapshot: FlowSnapshot
    let mode: RestorationMode
    /// The positions of each flow's children, in snapshot order, by the parent's identity.
    private let childrenByParent: [UInt32: [Int]]
    /// Whether each flow of the snapshot was placed (or dropped with the screens it was shown over).
    private var used: [Bool]
    /// The position of the flow each placed flow was placed under, for error paths.
    private var placedUnder: [Int: Int] = [:]
    /// The identities of the flows built so far, tabs included.
    private var liveIDs: Set<UInt32> = []

    init(snapshot: FlowSnapshot, mode: RestorationMode) {
        self.snapshot = snapshot
        self.mode = mode
        var children: [UInt32: [Int]] = [:]
        for (index, flow) in snapshot.flows.enumerated() {
            if let parent = flow.parent { children[parent, default: []].append(index) }
        }
        childrenByParent = children
        used = Array(repeating: false, count: snapshot.flows.count)
    }

    /// The tree `snapshot` describes under the declarations of `type`, its root; `runtime` numbers
    /// its flows. Nothing outside the returned tree changes but `runtime.lastID`, which the caller
    /// restores on failure.
    mutating func buildRoot(_ type: any Flow.Type, in runtime: FlowRuntime) throws(RestorationError) -> any Node {
        guard let first = snapshot.flows.first else { throw RestorationError(path: "flows", problem: "the snapshot holds no flow") }
        try checkIdentities()
        let path = "flows[0] \(first.name)"
        guard first.name == type.name else {
            throw RestorationError(path: "\(path).name", problem: "the root flow is \(type.name), not \(first.name)")
        }
        if let parent = first.parent {
            throw RestorationError(path: "\(path).parent", problem: "the root flow \(first.name) has no parent, but flow #\(parent) is saved as its parent")
        }
        guard first.placement == Placement.windowRoot.snapshotName else {
            throw RestorationError(path: "\(path).placement", problem: "the root flow is shown as windowRoot, not \"\(first.placement)\"")
        }
        used[0] = true
        let value = try type.restoredValue(from: first, at: path)
        runtime.lastID = first.id - 1
        let root = runtime.makeNode(opening: value, parent: nil, placement: .windowRoot)
        do throws(RestorationError) {
            do throws(RestorationError) {
                try admit(root)
                try restoreMachine(of: root, from: first)
            } catch {
                throw RestorationError(path: path + error.path, problem: error.problem)
            }
            try placeDescendants(of: root, at: 0, in: runtime)
            if mode == .strict, let stray = used.firstIndex(of: false) {
                let flow = snapshot.flows[stray]
                throw RestorationError(path: "flows[\(stray)] \(flow.name)", problem: "its parent \(flow.parent.map { "#\($0)" } ?? "none") does not show it")
            }
        } catch {
            // Let go of the half-built tree flow by flow, not as a chain freed recursively.
            root.finishSubtree()
            throw error
        }
        return root
    }

    /// Each identity is fresh (not 0, not repeated) and leaves room for later starts, as does `lastID`.
    private func checkIdentities() throws(RestorationError) {
        guard snapshot.lastID <= FlowSnapshot.maxFlowID else {
            throw RestorationError(path: "lastID", problem: "\(snapshot.lastID) is above the largest identity a restore accepts, \(FlowSnapshot.maxFlowID)")
        }
        var ids: Set<UInt32> = []
        for (index, flow) in snapshot.flows.enumerated() where flow.id == 0 || flow.id > FlowSnapshot.maxFlowID || !ids.insert(flow.id).inserted {
            throw RestorationError(path: "flows[\(index)] \(flow.name).id", problem: "#\(flow.id) is not a fresh flow identity in 1...\(FlowSnapshot.maxFlowID)")
        }
    }

    /// Places the snapshot's descendants of the flow at `rootIndex`, shown by `root`, depth first
    /// in snapshot order. In ``RestorationMode/longestValidPrefix`` a flow that does not fit is
    /// dropped with its descendants.
    private mutating func placeDescendants(of root: any Node, at rootIndex: Int, in runtime: FlowRuntime) throws(RestorationError) {
        var pending: [(index: Int, parent: any Node)] = []
        pushChildren(of: root, at: rootIndex, onto: &pending)
        while let (index, parent) = pending.popLast() {
            do throws(RestorationError) {
                let node = try place(snapshot.flows[index], under: parent, in: runtime)
                pushChildren(of: node, at: index, onto: &pending)
            } catch {
                guard mode == .longestValidPrefix else { throw RestorationError(path: "\(path(of: index))\(error.path)", problem: error.problem) }
            }
        }
    }

    /// Queues the unplaced children of the flow at `index`, shown by `node`, first child on top.
    /// A child shown over screens of the flow that did not fit went with them.
    private mutating func pushChildren(of node: any Node, at index: Int, onto pending: inout [(index: Int, parent: any Node)]) {
        let state = snapshot.flows[index]
        let lostScreens = !node.isTabFlow && node.entryScreens().count < state.entries.count
        for child in (childrenByParent[state.id] ?? []).reversed() where !used[child] {
            used[child] = true
            placedUnder[child] = index
            if lostScreens, !snapshot.flows[child].placement.hasPrefix("tab:") { continue }
            pending.append((child, node))
        }
    }

    /// `flows[4] App/TabBar/Clip/LinkDetail`: the flow's position and the names of its placed ancestors.
    private func path(of index: Int) -> String {
        var names = [snapshot.flows[index].name]
        var current = index
        while let parent = placedUnder[current] {
            names.append(snapshot.flows[parent].name)
            current = parent
        }
        return "flows[\(index)] " + names.reversed().joined(separator: "/")
    }

    /// Builds the flow `saved` as a tab or the child of `parent` and sets its machine; the error's
    /// path is relative to the flow (`.placement`).
    private mutating func place(_ saved: FlowSnapshot.FlowState, under parent: any Node, in runtime: FlowRuntime) throws(RestorationError) -> any Node {
        guard let placement = Placement(snapshotName: saved.placement) else {
            throw RestorationError(path: ".placement", problem: "\"\(saved.placement)\" is not a placement")
        }
        if case .tab(let index) = placement {
            guard parent.tabs.indices.contains(index), parent.tabs[index].name == saved.name else {
                throw RestorationError(path: ".placement", problem: "\(parent.name) has no tab \(index) hosting \(saved.name)")
            }
            let tab = parent.tabs[index]
            // Tabs are built with their tab flow, numbered right after it, as when it started.
            guard tab.id.rawValue == saved.id else {
                throw RestorationError(path: ".id", problem: "tab \(index) of \(parent.name) is #\(tab.id.rawValue), not #\(saved.id)")
            }
            try restoreMachine(of: tab, from: saved)
            return tab
        }
        guard parent.child == nil else { throw RestorationError(path: "", problem: "\(parent.name) already shows a child") }
        guard let type = parent.flowType.childTypes.first(where: { $0.name == saved.name }) else {
            throw RestorationError(path: ".name", problem: "\(saved.name) is not a child \(parent.name) declares")
        }
        if let problem = parent.restoreProblem(ofChild: type, shownAs: placement) {
            throw RestorationError(path: ".placement", problem: problem)
        }
        let value = try type.restoredValue(from: saved, at: "")
        runtime.lastID = saved.id - 1
        let node = runtime.makeNode(opening: value, parent: parent, placement: placement)
        do throws(RestorationError) {
            try admit(node)
            try restoreMachine(of: node, from: saved)
        } catch {
            node.finishSubtree()
            throw error
        }
        parent.child = node
        return node
    }

    /// Sets `node`'s machine from `saved`, the error's path relative to the flow.
    private func restoreMachine(of node: any Node, from saved: FlowSnapshot.FlowState) throws(RestorationError) {
        do throws(RestorationError) {
            try node.restoreMachine(from: saved, mode: mode)
        } catch {
            throw RestorationError(path: ".\(error.path)", problem: error.problem)
        }
    }

    /// Records the identities of `node` and its tabs, which must be new to the tree: a tab numbered
    /// after its tab flow may not take the identity of another restored flow.
    private mutating func admit(_ node: any Node) throws(RestorationError) {
        let ids = [node.id] + node.tabs.map(\.id)
        if let taken = ids.first(where: { liveIDs.contains($0.rawValue) }) {
            throw RestorationError(path: ".id", problem: "\(taken) is the identity of two restored flows (tabs are numbered after their tab flow)")
        }
        for id in ids { liveIDs.insert(id.rawValue) }
    }
}
