/// A deep link a flow declares, as the graph and the JSON spec hold it: `clip/:id` → `openClip`.
public struct LinkSpec: Hashable, Sendable, Codable {
    /// The pattern (`clip/:id`); `nil` for a step that no URL names.
    public var pattern: String?
    /// The event case it sends, for an event link.
    public var event: String?
    /// The route it shows, for a route link.
    public var route: String?
    /// The flow a deferred link waits for (``FlowLink/waiting(for:)``); `nil` for a link opened at
    /// once. It may name a flow outside the graph (a subgraph's link into the signed-in app): such
    /// a flow never runs there, so ``FlowGraph/linkProblems`` never judges the link.
    public var waitsFor: String?

    /// A link.
    public init(pattern: String?, event: String? = nil, route: String? = nil, waitsFor: String? = nil) {
        self.pattern = pattern
        self.event = event
        self.route = route
        self.waitsFor = waitsFor
    }
}
