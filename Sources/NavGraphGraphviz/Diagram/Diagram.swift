/// The picture of a `FlowGraph` before Graphviz sees it: nested clusters holding nodes, then edges,
/// each with its attributes in the order they are set. Building it is pure; ``GraphvizSession``
/// turns it into a libcgraph graph object by object, in this order.
struct Diagram: Hashable, Sendable {
    /// Attributes of the root graph, declared as defaults for every subgraph too.
    var graphAttributes: [Attribute]
    /// Default attributes of every node.
    var nodeDefaults: [Attribute]
    /// Default attributes of every edge.
    var edgeDefaults: [Attribute]
    /// Top-level clusters, in creation order.
    var clusters: [Cluster]
    /// Edges, in creation order, after every node exists.
    var edges: [Edge]

    /// Every node of the diagram, cluster by cluster, in creation order.
    var allNodes: [Node] { clusters.flatMap(\.allNodes) }
    /// Every cluster of the diagram, depth first.
    var allClusters: [Cluster] { clusters.flatMap(\.allClusters) }
}

/// One attribute: a name and the exact value handed to cgraph (label text already made safe, see
/// `String.labelText`).
struct Attribute: Hashable, Sendable {
    var name: String
    var value: String
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A cluster subgraph: its id starts with `cluster` so that dot draws a box around it.
struct Cluster: Hashable, Sendable {
    var id: String
    var attributes: [Attribute]
    /// Nodes created in this cluster, before any child cluster.
    var nodes: [Node]
    /// Nested clusters.
    var clusters: [Cluster]

    var allNodes: [Node] { nodes + clusters.flatMap(\.allNodes) }
    var allClusters: [Cluster] { [self] + clusters.flatMap(\.allClusters) }
}

/// A node, named by a path-qualified id; what it shows is its `label`.
struct Node: Hashable, Sendable {
    var id: String
    var attributes: [Attribute]
}

/// An edge between two node ids (anonymous: parallel edges are kept).
struct Edge: Hashable, Sendable {
    var tail: String
    var head: String
    var attributes: [Attribute]
}
