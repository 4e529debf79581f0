/// The live flows of a runtime by identity and by type, so that a handle is found without
/// walking the tree: screens look their flows up as they are built.
///
/// It holds exactly the flows of the runtime's tree. ``FlowRuntime`` keeps it so: it rebuilds it
/// whenever its root is set (a start, a restore, a rolled-back link, a planning copy), adds a
/// child's subtree when the child starts and takes a subtree out when it leaves.
@MainActor
struct FlowIndex {
    private(set) var byID: [FlowID: any Node] = [:]
    /// The live flows of each type, in no particular order.
    private(set) var byType: [ObjectIdentifier: [any Node]] = [:]

    /// An index of `root` and its descendants.
    init(root: (any Node)?) {
        if let root { insert(subtreeOf: root) }
    }

    /// Adds `root` and its descendants, flows that joined the tree.
    mutating func insert(subtreeOf root: any Node) {
        root.forEachInSubtree { insert($0) }
    }

    /// Takes out `root` and its descendants, flows that leave the tree.
    mutating func remove(subtreeOf root: any Node) {
        root.forEachInSubtree { remove($0) }
    }

    /// Adds `node` alone (a plan's search puts back the flows a step started or finished).
    mutating func insert(_ node: any Node) {
        byID[node.id] = node
        byType[ObjectIdentifier(node.flowType), default: []].append(node)
    }

    /// Takes out `node` alone. A type's emptied list is kept: its next flow reuses its storage.
    mutating func remove(_ node: any Node) {
        if byID[node.id] === node { byID[node.id] = nil }
        let type = ObjectIdentifier(node.flowType)
        // Through the `default:` subscript, which changes the list in place.
        if let index = byType[type]?.firstIndex(where: { $0 === node }) { byType[type, default: []].remove(at: index) }
    }

    /// How many flows live.
    var count: Int { byID.count }

    /// The live flow `id`.
    func node(withID id: FlowID) -> (any Node)? {
        byID[id]
    }

    /// The live flows of type `type`.
    func nodes(ofType type: any Flow.Type) -> [any Node] {
        byType[ObjectIdentifier(type)] ?? []
    }
}
