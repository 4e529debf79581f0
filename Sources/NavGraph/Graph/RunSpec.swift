/// A run drawn on the map: the transitions a recorded app session, a failing property trace or a
/// test took, in order. `navgraph render spec.json --highlight run.json` numbers them on the
/// diagram and fades the rest.
///
/// Its JSON (``jsonSpec()``), version 2; `from` and `to` are route names, `from` may be left out
/// when unknown, and `row` is the index of the flow's transition the step took, which tells apart
/// rows on one event that differ by guard (left out for a rejected step). Version 1, without
/// rows, still reads: its steps draw every row on their event from their route.
///
/// ```json
/// {
///   "version" : 2,
///   "steps" : [
///     { "flow" : "Home", "from" : "home", "event" : "openSettings", "row" : 1, "to" : "settings" },
///     { "flow" : "Home", "from" : "settings", "event" : "tapLogout", "row" : 3 }
///   ]
/// }
/// ```
public struct RunSpec: Hashable, Sendable, Codable {
    /// The run format version this library writes.
    public static let currentVersion = 2
    /// The run format versions this library reads: version 1 has no rows.
    public static let readableVersions = 1...currentVersion

    /// The format version.
    public var version: Int
    /// The steps, in the order they happened.
    public var steps: [Step]

    /// A run of `steps`.
    public init(version: Int = RunSpec.currentVersion, steps: [Step]) {
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
        self = try StrictJSON.decode(RunSpec.self, from: text, naming: "run", versions: Self.readableVersions)
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

extension RunSpec {
    /// One step of a run: in `flow`, at route `from`, `event` happened, and the flow was then at `to`.
    public struct Step: Hashable, Sendable, Codable {
        /// The flow that received the event.
        public var flow: String
        /// The route it was at; `nil` when unknown (or, in a declaration, any route).
        public var from: String?
        /// The event case.
        public var event: String
        /// The route it was at afterwards, when known.
        public var to: String?
        /// The index, among the flow's transitions, of the row the step took (`TransitionRecord`'s
        /// `transition`): rows on one event that differ by guard are told apart. `nil` when the step
        /// was rejected or the run predates rows.
        public var row: Int?

        /// A step.
        public init(flow: String, from: String?, event: String, to: String? = nil, row: Int? = nil) {
            self.flow = flow
            self.from = from
            self.event = event
            self.to = to
            self.row = row
        }
    }
}
