/// State restoration: a ``FlowSnapshot`` of the live tree, and a tree rebuilt from one that
/// drives the router with one `setRoot` and a `present` per modal.
///
/// A restore builds the whole new tree, checking each flow, route, tab, screen kind and child
/// start against the current declarations, before the router or the live tree see anything: a
/// snapshot that does not fit throws and changes nothing. Identities and serials are bounded
/// (``FlowSnapshot/maxFlowID``, ``FlowSnapshot/maxSerial``) so that nothing the restored runtime
/// does later can overflow them. Time and stack are linear in the snapshot's size and flat in its
/// depth: the tree is built and walked with worklists, never with a frame per level.
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
        let newFlows = newRoot.subtree
        lastID = max(snapshot.lastID, newFlows.map(\.id.rawValue).max() ?? 0, savedLastID)
        root?.finishSubtree()
        root = newRoot
        dispatcher.dropPending()
        modals = presentedModals(from: newRoot)
        let state = impliedNavigationState
        if let container = state.root { dispatcher.emit(.setRoot(container)) }
        for modal in state.modals { dispatcher.emit(.present(modal)) }
        dispatcher.commands.removeAll()
    }

    /// The modals `node` and its descendants show, in the order ``impliedNavigationState`` lists them.
    private func presentedModals(from root: any Node) -> [(container: ContainerID, owner: any Node)] {
        var found: [(container: ContainerID, owner: any Node)] = []
        for node in root.subtree {
            if node.placement == .present { found.append((node.host, node)) }
            var lastSlot = 0
            for placed in node.entryScreens() where placed.slot > lastSlot {
                lastSlot = placed.slot
                found.append((ContainerID(owner: node.id, slot: placed.slot), node))
            }
        }
        return found
    }
}
