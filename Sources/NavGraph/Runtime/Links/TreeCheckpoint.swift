/// The live tree as it was before a deep link's plan was applied: rolling back to it undoes every
/// step, so that a plan whose later step is rejected leaves nothing of the earlier ones.
///
/// The router received nothing meanwhile (the dispatcher held the commands back), so only the
/// tree is put back: each flow's own state, the root, the modals and the identity counter. Flows
/// started by the rolled-back steps are finished: a handle to one answers `flowFinished`.
@MainActor
struct TreeCheckpoint {
    private let root: (any Node)?
    private let saved: SavedFlows
    private let flows: Set<ObjectIdentifier>

    init(_ runtime: FlowRuntime) {
        let nodes = runtime.root?.subtree ?? []
        root = runtime.root
        saved = SavedFlows(nodes, of: runtime)
        flows = Set(nodes.map { ObjectIdentifier($0) })
    }

    /// Puts `runtime`'s tree back as it was.
    func restore(_ runtime: FlowRuntime) {
        let started = (runtime.root?.subtree ?? []).filter { !flows.contains(ObjectIdentifier($0)) }
        saved.restore(runtime)
        runtime.root = root
        for node in started { node.detach() }
    }
}

/// Some flows' own state (machine, parent, child, tabs, finished) with the runtime's modals,
/// identity counter and layout version, as they were when saved: what a rolled-back link and a
/// plan's search put back.
@MainActor
struct SavedFlows {
    let nodes: [any Node]
    private let putBack: [() -> Void]
    let modals: [(container: ContainerID, owner: any Node)]
    private let lastID: UInt32
    private let layoutVersion: Int

    init(_ nodes: [any Node], of runtime: FlowRuntime) {
        self.nodes = nodes
        putBack = nodes.map { $0.savedState() }
        modals = runtime.modals
        lastID = runtime.lastID
        layoutVersion = runtime.dispatcher.layoutVersion
    }

    /// Puts the flows, the modals and the counter back; the caller keeps the index of flows.
    /// The layout's version goes back too: the caller puts back every flow that changed since
    /// the save (or sets a new root, which changes the version again).
    func restore(_ runtime: FlowRuntime) {
        for work in putBack { work() }
        runtime.modals = modals
        runtime.lastID = lastID
        runtime.dispatcher.restoreLayout(layoutVersion)
    }
}
