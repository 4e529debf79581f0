import Foundation

/// One use of Graphviz, start to finish, under ``GraphvizLock``: build the graph with cgraph →
/// `agwrite` → `gvLayout` → `gvRenderData` per format → `gvFreeLayout` → `agclose`. The graph and
/// its layout are freed on every path.
///
/// The context (`gvContext`) lives as long as the process and serves every use until one fails.
/// It is never freed: Graphviz 2.42's pango plugin keeps a pointer to the last font name it laid
/// out (a static in `pango_textlayout`), which lives in the context's font table, so freeing the
/// context leaves that pointer dangling and the next layout reads freed memory (AddressSanitizer
/// caught it with a context per render). A context that saw a failed layout or render is retired
/// for the same reason rather than freed, and never used again: a failure can poison it (a later
/// render returns the previous format's bytes). Reusing the context also saves the 5–9 ms it
/// costs to make one.
///
/// A layout engine or device that is not installed or not registered (libgvc still opens a context
/// when its plugin configuration is missing) makes `gvLayout` or `gvRenderData` fail with
/// "… not recognized" or "renderer for … is unavailable"; only then are the installed plugins
/// listed (`gvPluginList`, which leaks a little in 2.42), for a ``GraphvizError`` naming the
/// packages to install.
enum GraphvizSession {
    /// The outputs, and what Graphviz reported while making them though it did not fail (a bitmap
    /// scaled to fit, an edge it could not route).
    static func run(_ diagram: Diagram, formats: [RenderFormat], engine: LayoutEngine) throws(GraphvizError) -> GraphvizRendering {
        try GraphvizLock.withLock { () throws(GraphvizError) -> GraphvizRendering in
            Graphviz.startCollectingMessages()
            defer { Graphviz.stopCollectingMessages() }
            let outputs = try unlockedRun(diagram, formats: formats, engine: engine)
            let messages = Graphviz.messages
            return GraphvizRendering(outputs: outputs, warnings: messages.errors + messages.warnings)
        }
    }

    /// The context every use shares; only touched under ``GraphvizLock``.
    nonisolated(unsafe) private static var sharedContext: ContextPointer?
    /// Contexts that saw a failure: kept, never used or freed (see above).
    nonisolated(unsafe) private static var retiredContexts: [ContextPointer] = []

    /// The shared context, made on first use.
    private static func context() throws(GraphvizError) -> ContextPointer {
        if let sharedContext { return sharedContext }
        guard let created = Graphviz.context() else { throw GraphvizError(.contextUnavailable) }
        sharedContext = created
        return created
    }

    /// Retires the shared context after a failure: the next use makes a new one.
    private static func retireContext() {
        guard let sharedContext else { return }
        retiredContexts.append(sharedContext)
        self.sharedContext = nil
    }

    private static func unlockedRun(_ diagram: Diagram, formats: [RenderFormat], engine: LayoutEngine) throws(GraphvizError) -> [RenderFormat: Data] {
        let laidOut = formats.filter(\.needsLayout)
        let context: ContextPointer? = laidOut.isEmpty ? nil : try Self.context()

        let graph = try build(diagram)
        defer { Graphviz.close(graph) }

        var results: [RenderFormat: Data] = [:]
        if formats.contains(.dot) {
            guard let dot = Graphviz.write(graph) else { throw GraphvizError(.write(messages: Graphviz.messages)) }
            results[.dot] = dot
        }
        if let context {
            guard Graphviz.layout(graph, with: engine.rawValue, in: context) else {
                defer { retireContext() }
                let messages = Graphviz.messages
                if messages.saysPluginMissing {
                    throw GraphvizError(.layoutPluginMissing(engine: engine.rawValue, available: Graphviz.plugins("layout", in: context)))
                }
                throw GraphvizError(.layout(engine: engine.rawValue, messages: messages))
            }
            defer { Graphviz.freeLayout(graph, in: context) }
            for format in laidOut where results[format] == nil {
                guard let data = Graphviz.render(graph, as: format.device, in: context) else {
                    defer { retireContext() }
                    let messages = Graphviz.messages
                    if messages.saysPluginMissing {
                        throw GraphvizError(.devicePluginMissing(format: format.device, available: Graphviz.plugins("device", in: context)))
                    }
                    throw GraphvizError(.render(format: format.rawValue, messages: messages))
                }
                results[format] = data
            }
        }
        return results
    }

    // MARK: Building

    /// The diagram as a cgraph graph: attributes declared once on the root in a fixed order, every
    /// cluster created in its parent and every node in its own cluster (a cluster's inner clusters
    /// before its nodes), then the edges: in the order `agwrite` writes them, so that `dot` reading
    /// our DOT builds the same graph and draws the same picture. Closes the graph itself when
    /// building fails.
    static func build(_ diagram: Diagram) throws(GraphvizError) -> GraphPointer {
        guard let root = Graphviz.openGraph(named: "navgraph") else {
            throw GraphvizError(.construction(what: "graph", name: "navgraph", messages: Graphviz.messages))
        }
        do {
            var builder = GraphBuilder(root: root)
            try builder.declare(diagram)
            for cluster in diagram.clusters { try builder.add(cluster, in: root) }
            for edge in builder.writingOrder(diagram.edges) { try builder.add(edge) }
            return root
        } catch {
            Graphviz.close(root)
            throw error
        }
    }
}

/// Creates the objects of a ``Diagram`` in a root graph, remembering nodes and attribute symbols.
private struct GraphBuilder {
    let root: GraphPointer
    private var nodes: [String: (pointer: NodePointer, order: Int)] = [:]
    private var symbols: [AttributeKind: [String: SymbolPointer]] = [:]

    init(root: GraphPointer) { self.root = root }

    /// Declares every attribute the diagram uses: first the defaults, then each other name with an
    /// empty default in the order it first appears (an attribute declared with an object's own
    /// value as default would become the root's value too).
    mutating func declare(_ diagram: Diagram) throws(GraphvizError) {
        for attribute in diagram.graphAttributes { try symbol(.graph, attribute.name, default: attribute.value) }
        for attribute in diagram.nodeDefaults { try symbol(.node, attribute.name, default: attribute.value) }
        for attribute in diagram.edgeDefaults { try symbol(.edge, attribute.name, default: attribute.value) }
        for cluster in diagram.allClusters {
            for attribute in cluster.attributes { try symbol(.graph, attribute.name, default: "") }
        }
        for node in diagram.allNodes {
            for attribute in node.attributes { try symbol(.node, attribute.name, default: "") }
        }
        for edge in diagram.edges {
            for attribute in edge.attributes { try symbol(.edge, attribute.name, default: "") }
        }
    }

    @discardableResult
    private mutating func symbol(_ kind: AttributeKind, _ name: String, default value: String) throws(GraphvizError) -> SymbolPointer {
        if let known = symbols[kind]?[name] { return known }
        guard let symbol = Graphviz.declare(kind, name, default: value, in: root) else {
            throw GraphvizError(.construction(what: "attribute", name: name, messages: Graphviz.messages))
        }
        symbols[kind, default: [:]][name] = symbol
        return symbol
    }

    mutating func add(_ cluster: Cluster, in parent: GraphPointer) throws(GraphvizError) {
        guard let subgraph = Graphviz.subgraph(of: parent, named: cluster.id) else {
            throw GraphvizError(.construction(what: "cluster", name: cluster.id, messages: Graphviz.messages))
        }
        try set(cluster.attributes, .graph, on: UnsafeMutableRawPointer(subgraph), name: cluster.id)
        for inner in cluster.clusters { try add(inner, in: subgraph) }
        for node in cluster.nodes {
            guard nodes[node.id] == nil, let created = Graphviz.node(in: subgraph, named: node.id) else {
                throw GraphvizError(.construction(what: "node", name: node.id, messages: Graphviz.messages))
            }
            nodes[node.id] = (created, nodes.count)
            try set(node.attributes, .node, on: UnsafeMutableRawPointer(created), name: node.id)
        }
    }

    /// `edges` in the order `agwrite` writes them (cgraph keeps a node's out-edges ordered by head):
    /// by tail, then head, in creation order, then as declared. Created in this order, the graph
    /// is the one `dot` reads back from the DOT we write, object for object, so both lay it out
    /// alike and draw the same picture.
    func writingOrder(_ edges: [Edge]) -> [Edge] {
        func order(_ node: String) -> Int { nodes[node]?.order ?? -1 }
        return edges.enumerated().sorted { lhs, rhs in
            let left = (order(lhs.element.tail), order(lhs.element.head), lhs.offset)
            let right = (order(rhs.element.tail), order(rhs.element.head), rhs.offset)
            return left < right
        }.map(\.element)
    }

    mutating func add(_ edge: Edge) throws(GraphvizError) {
        let name = "\(edge.tail) -> \(edge.head)"
        guard let tail = nodes[edge.tail]?.pointer, let head = nodes[edge.head]?.pointer, let created = Graphviz.edge(in: root, from: tail, to: head) else {
            throw GraphvizError(.construction(what: "edge", name: name, messages: Graphviz.messages))
        }
        try set(edge.attributes, .edge, on: UnsafeMutableRawPointer(created), name: name)
    }

    private mutating func set(_ attributes: [Attribute], _ kind: AttributeKind, on object: UnsafeMutableRawPointer, name: String) throws(GraphvizError) {
        for attribute in attributes {
            let symbol = try symbol(kind, attribute.name, default: "")
            guard Graphviz.set(symbol, to: attribute.value, on: object) else {
                throw GraphvizError(.construction(what: "attribute \(attribute.name) of", name: name, messages: Graphviz.messages))
            }
        }
    }
}
