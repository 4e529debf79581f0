/// The live tree as it was before a deep link's plan was applied: rolling back to it undoes every
/// step, so that a plan whose later step is rejected leaves nothing of the earlier ones.
///
/// The router received nothing meanwhile (the dispatcher held the commands back), so only the
/// tree is put back: each flow's own state, the root, the modals and the identity counter. Flows
/// started by the rolled-back steps are finished: a handle to one answers `flowFinished`.
@MainActor
struct TreeCheckpoint {
    private let root: (any Node)?
    private let modals: [(container: ContainerID, owner: any Node)]
    private let lastID: UInt32
    private let flows: Set<ObjectIdentifier>
    private let putBack: [() -> Void]

    init(_ runtime: FlowRuntime) {
        let nodes = runtime.root?.subtree ?? []
        root = runtime.root
        modals = runtime.modals
        lastID = runtime.lastID
        flows = Set(nodes.map { ObjectIdentifier($0) })
        putBack = nodes.map { $0.savedState() }
    }

    /// Puts `runtime`'s tree back as it was.
    func restore(_ runtime: FlowRuntime) {
        let started = (runtime.root?.subtree ?? []).filter { !flows.contains(ObjectIdentifier($0)) }
        for work in putBack { work() }
        runtime.root = root
        runtime.modals = modals
        runtime.lastID = lastID
        for node in started { node.detach() }
    }
}
