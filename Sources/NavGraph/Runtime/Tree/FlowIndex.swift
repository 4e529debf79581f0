/// The live flows of a runtime by identity and by type, so that a handle is found without
/// walking the tree: screens look their flows up as they are built.
///
/// It holds exactly the flows of the runtime's tree. ``FlowRuntime`` keeps it so: it rebuilds it
/// whenever its root is set (a start, a restore, a rolled-back link, a planning copy), adds a
/// child and its tabs when the child starts and takes a subtree out as it finishes (`Node.finishSubtree(removingFrom:)`).
@MainActor
struct FlowIndex {
    /// Keyed by the identity's number: a `UInt32` is hashed in one step, a `FlowID` through a
    /// whole `Hasher` (seeded, combined, finalised).
    private(set) var byID: [UInt32: any Node] = [:]
    /// The live flows of each type, in no particular order.
    private(set) var byType: [ObjectIdentifier: [any Node]] = [:]

    /// An index of `root` and its descendants.
    init(root: (any Node)?) {
        guard let root else { return }
        // Room for a usual hierarchy (a tab bar, its tabs, a few children) from the start: grown
        // from empty as its first flows started, each table was rebuilt several times.
        byID.reserveCapacity(Self.usualCount)
        byType.reserveCapacity(Self.usualCount)
        insert(subtreeOf: root)
    }

    /// How many flows (and flow types) a usual hierarchy runs at once.
    private static let usualCount = 16

    /// Adds `root` and its descendants, flows that joined the tree.
    mutating func insert(subtreeOf root: any Node) {
        root.forEachInSubtree { insert($0) }
    }

    /// Adds `node`, a flow just built, and its tabs: a new flow has no child yet, so one without
    /// tabs needs no walk.
    mutating func insert(built node: any Node) {
        if node.tabs.isEmpty { insert(node) } else { insert(subtreeOf: node) }
    }

    /// Adds `node` alone (a plan's search puts back the flows a step started or finished).
    mutating func insert(_ node: any Node) {
        byID[node.id.rawValue] = node
        byType[ObjectIdentifier(node.flowType), default: []].append(node)
    }

    /// Takes out `node` alone. A type's emptied list is kept: its next flow reuses its storage.
    mutating func remove(_ node: any Node) {
        // One look-up in each table: another flow filed under the same identity is put back.
        let key = node.id.rawValue
        if let filed = byID.removeValue(forKey: key), filed !== node { byID[key] = filed }
        // Through the `default:` subscript, which changes the list in place.
        Self.removeFirst(node, from: &byType[ObjectIdentifier(node.flowType), default: []])
    }

    /// The list is in no particular order: the last flow takes the removed one's place, and none moves down.
    /// A loop, not `firstIndex(where:)`: a main-actor closure handed to it is checked for its isolation.
    private static func removeFirst(_ node: any Node, from list: inout [any Node]) {
        for index in list.indices where list[index] === node {
            list.swapAt(index, list.count - 1)
            list.removeLast()
            return
        }
    }

    /// How many flows live.
    var count: Int { byID.count }

    /// The live flow `id`.
    func node(withID id: FlowID) -> (any Node)? {
        byID[id.rawValue]
    }

    /// The live flows of type `type`.
    func nodes(ofType type: any Flow.Type) -> [any Node] {
        byType[ObjectIdentifier(type)] ?? []
    }
}
