extension FlowGraph {
    /// Each flow with the flows whose boxes hold its box, outermost first (`["App", "TabBar", "Home"]`):
    /// a flow's box lies in its ``enclosingFlow(of:)``'s, so a child shared by several parents is
    /// drawn once, in their nearest common ancestor. Flows whose enclosures would loop (possible
    /// in a hand-written spec) stand at the top.
    package var nesting: [String: [String]] {
        let names = Set(flows.map(\.name))
        var enclosing: [String: String] = [:]
        for flow in flows where flow.name != root {
            if let outer = enclosingFlow(of: flow.name), names.contains(outer) { enclosing[flow.name] = outer }
        }
        func chain(of name: String) -> [String]? {
            var chain = [name]
            var current = name
            while let outer = enclosing[current] {
                if chain.contains(outer) { return nil }
                chain.insert(outer, at: 0)
                current = outer
            }
            return chain
        }
        for flow in flows where chain(of: flow.name) == nil { enclosing[flow.name] = nil }
        var result: [String: [String]] = [:]
        for flow in flows { result[flow.name] = chain(of: flow.name) ?? [flow.name] }
        return result
    }
}
