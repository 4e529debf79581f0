import CGraphviz
import Foundation

// Every call into libcgraph and libgvc goes through this file, and only while `GraphvizLock` is
// held. C strings live only inside `withCString`; memory Graphviz hands over is copied into Swift
// values and freed here.

typealias GraphPointer = UnsafeMutablePointer<Agraph_t>
typealias NodePointer = UnsafeMutablePointer<Agnode_t>
typealias EdgePointer = UnsafeMutablePointer<Agedge_t>
typealias SymbolPointer = UnsafeMutablePointer<Agsym_t>
typealias ContextPointer = OpaquePointer

/// The kind of object an attribute belongs to.
enum AttributeKind: CaseIterable {
    case graph, node, edge

    fileprivate var cValue: Int32 {
        switch self {
        case .graph: navgraph_graph_kind()
        case .node: navgraph_node_kind()
        case .edge: navgraph_edge_kind()
        }
    }
}

/// Thin wrappers over the C API; each names the C function it calls.
enum Graphviz {
    // MARK: cgraph

    /// A directed, non-strict root graph numbering its objects in creation order.
    /// The corresponding C function is `agopen`.
    static func openGraph(named name: String) -> GraphPointer? {
        name.withCString { navgraph_agopen($0, navgraph_directed(), SequentialIDs.discipline) }
    }

    /// Frees the graph and everything in it. The corresponding C function is `agclose`.
    static func close(_ graph: GraphPointer) {
        agclose(graph)
    }

    /// The subgraph `name` of `graph`, created. The corresponding C function is `agsubg`.
    static func subgraph(of graph: GraphPointer, named name: String) -> GraphPointer? {
        name.withCString { navgraph_agsubg(graph, $0) }
    }

    /// The node `name`, created in `graph` (and so in every graph above it). The corresponding C
    /// function is `agnode`.
    static func node(in graph: GraphPointer, named name: String) -> NodePointer? {
        name.withCString { navgraph_agnode(graph, $0) }
    }

    /// A new anonymous edge. The corresponding C function is `agedge`.
    static func edge(in graph: GraphPointer, from tail: NodePointer, to head: NodePointer) -> EdgePointer? {
        navgraph_agedge(graph, tail, head)
    }

    /// Declares attribute `name` for objects of `kind` with a default (for `.graph`, also the root's
    /// value). The corresponding C function is `agattr`.
    static func declare(_ kind: AttributeKind, _ name: String, default value: String, in graph: GraphPointer) -> SymbolPointer? {
        name.withCString { name in value.withCString { value in navgraph_agattr(graph, kind.cValue, name, value) } }
    }

    /// Sets a declared attribute on a graph, node or edge. The corresponding C function is `agxset`.
    static func set(_ symbol: SymbolPointer, to value: String, on object: UnsafeMutableRawPointer) -> Bool {
        value.withCString { navgraph_agxset(object, symbol, $0) } == 0
    }

    /// `name` interned in the graph's string pool (one more reference). The corresponding C function
    /// is `agstrdup`.
    static func intern(_ name: UnsafeMutablePointer<CChar>, in graph: GraphPointer) -> UnsafeMutablePointer<CChar>? {
        agstrdup(graph, name)
    }

    /// Drops one reference to an interned string. The corresponding C function is `agstrfree`.
    static func release(_ string: UnsafeMutablePointer<CChar>, in graph: GraphPointer) {
        _ = agstrfree(graph, string)
    }

    /// The graph as DOT, without layout. The corresponding C function is `agwrite` (into memory).
    static func write(_ graph: GraphPointer) -> Data? {
        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = navgraph_agwrite(graph, &bytes, &length)
        defer { navgraph_free(bytes) }
        guard status == 0, let bytes else { return nil }
        return Data(bytes: bytes, count: length)
    }

    // MARK: gvc

    /// A new context with the plugins the system registered. The corresponding C function is `gvContext`.
    static func context() -> ContextPointer? {
        gvContext()
    }


    /// The names of the plugins of `kind` (`layout`, `device`, …). The corresponding C function is
    /// `gvPluginList`.
    static func plugins(_ kind: String, in context: ContextPointer) -> [String] {
        var count: Int32 = 0
        guard let list = kind.withCString({ navgraph_gvPluginList(context, $0, &count) }) else { return [] }
        defer { navgraph_free(list) }
        var names: [String] = []
        for index in 0..<Int(max(count, 0)) {
            if let name = list[index] {
                names.append(String(cString: name))
                navgraph_free(name)
            }
        }
        return names
    }

    /// Lays out `graph` with `engine`. The corresponding C function is `gvLayout`.
    static func layout(_ graph: GraphPointer, with engine: String, in context: ContextPointer) -> Bool {
        engine.withCString { gvLayout(context, graph, $0) } == 0
    }

    /// Frees the layout of `graph`. The corresponding C function is `gvFreeLayout`.
    static func freeLayout(_ graph: GraphPointer, in context: ContextPointer) {
        _ = gvFreeLayout(context, graph)
    }

    /// The laid-out graph rendered as `format`. The corresponding C functions are `gvRenderData`
    /// and `gvFreeRenderData`.
    static func render(_ graph: GraphPointer, as format: String, in context: ContextPointer) -> Data? {
        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = format.withCString { navgraph_gvRenderData(context, graph, $0, &bytes, &length) }
        defer { if let bytes { gvFreeRenderData(bytes) } }
        guard status == 0, let bytes else { return nil }
        return Data(bytes: bytes, count: length)
    }

    // MARK: Errors

    /// Routes Graphviz's messages to ``collected`` instead of stderr, from now until
    /// ``stopCollectingMessages()``. The corresponding C functions are `agseterrf` and `agreseterrors`.
    static func startCollectingMessages() {
        collected = ""
        _ = agreseterrors()
        _ = agseterrf { fragment in
            if let fragment { Graphviz.collected += String(cString: fragment) }
            return 0
        }
    }

    /// The messages collected so far.
    static var messages: GraphvizMessages { GraphvizMessages(text: collected) }

    /// Gives Graphviz's messages back to stderr. The corresponding C function is `agseterrf`.
    static func stopCollectingMessages() {
        _ = agseterrf(nil)
        collected = ""
    }

    /// Text Graphviz reported since ``startCollectingMessages()``. Only touched while `GraphvizLock`
    /// is held (Graphviz calls back on the thread that called it).
    nonisolated(unsafe) private static var collected = ""
}
