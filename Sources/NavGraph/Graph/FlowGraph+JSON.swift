extension FlowGraph {
    /// The graph as a versioned JSON spec: pretty-printed, keys sorted, stable byte for byte.
    public func jsonSpec() throws(FlowGraphError) -> String {
        try SpecJSON.encode(self, naming: "graph")
    }

    /// Reads and validates a JSON spec written by ``jsonSpec()``.
    ///
    /// Strict JSON only (RFC 8259): trailing commas, duplicate keys, numbers such as `01` or `1e400`
    /// and lone surrogate escapes are errors, as is a number that is not a whole one (the spec has
    /// no other kind).
    ///
    /// - Throws: ``FlowGraphError`` naming the key path, line and column of a syntax error or of a
    ///   missing or mistyped key, an unsupported version, or the first ``validate()`` problem.
    public init(jsonSpec text: String) throws(FlowGraphError) {
        self = try StrictJSON.decode(FlowGraph.self, from: text, naming: "spec", versions: Self.currentVersion...Self.currentVersion)
        try validate()
    }
}
