/// A run drawn on the map: the transitions a recorded app session, a failing property trace or a
/// test took, in order. `navgraph render spec.json --highlight run.json` numbers them on the
/// diagram and fades the rest.
///
/// Its JSON (``jsonSpec()``), version 1; `from` and `to` are route names, and `from` may be left
/// out when unknown:
///
/// ```json
/// {
///   "version" : 1,
///   "steps" : [
///     { "flow" : "Home", "from" : "home", "event" : "openSettings", "to" : "settings" },
///     { "flow" : "Home", "from" : "settings", "event" : "tapLogout" }
///   ]
/// }
/// ```
public struct RunSpec: Hashable, Sendable, Codable {
    /// The run format version this library writes and reads.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The steps, in the order they happened.
    public var steps: [RunStep]

    /// A run of `steps`.
    public init(version: Int = RunSpec.currentVersion, steps: [RunStep]) {
        self.version = version
        self.steps = steps
    }

    /// The run as JSON: pretty-printed, keys sorted.
    public func jsonSpec() throws(FlowGraphError) -> String {
        try SpecJSON.encode(self, naming: "run")
    }

    /// Reads a run written by ``jsonSpec()``, as strictly as ``FlowGraph/init(jsonSpec:)`` reads a spec.
    ///
    /// - Throws: ``FlowGraphError`` naming the key path, line and column of a syntax error or of a
    ///   missing or mistyped key, or a version this library cannot read.
    public init(jsonSpec text: String) throws(FlowGraphError) {
        self = try StrictJSON.decode(RunSpec.self, from: text, naming: "run", version: Self.currentVersion)
    }

    /// Checks that every step names a flow of `graph` and, where given, its routes.
    ///
    /// - Throws: ``FlowGraphError`` at `steps[i]`. An event no transition declares is allowed: a
    ///   failing trace may hold the event that was rejected.
    public func validate(against graph: FlowGraph) throws(FlowGraphError) {
        for (index, step) in steps.enumerated() {
            guard let flow = graph[flow: step.flow] else {
                throw FlowGraphError(path: "steps[\(index)].flow", problem: "no flow named \"\(step.flow)\"")
            }
            for (key, route) in [("from", step.from), ("to", step.to)] {
                if let route, !flow.routes.contains(route) {
                    throw FlowGraphError(path: "steps[\(index)].\(key)", problem: "flow \(flow.name) has no route \"\(route)\"")
                }
            }
        }
    }
}

/// One step of a run: in `flow`, at route `from`, `event` happened, and the flow was then at `to`.
public struct RunStep: Hashable, Sendable, Codable {
    /// The flow that received the event.
    public var flow: String
    /// The route it was at; `nil` when unknown (or, in a declaration, any route).
    public var from: String?
    /// The event case.
    public var event: String
    /// The route it was at afterwards, when known.
    public var to: String?

    /// A step.
    public init(flow: String, from: String?, event: String, to: String? = nil) {
        self.flow = flow
        self.from = from
        self.event = event
        self.to = to
    }
}
