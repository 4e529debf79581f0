/// What a screen holds to talk to its flow: it sends typed events and never sees a coordinator.
///
/// The handle references its coordinator weakly; once the flow finishes, ``send(_:)`` throws
/// ``NavigationError/Reason/flowFinished`` and ``isAlive`` turns `false` when the coordinator is
/// released.
///
/// ```swift
/// try home.send(.openLink(id: 7))
/// try auth.send(.openLink(id: 7))   // compile error: AuthFlow.Event has no openLink
/// ```
@MainActor
public struct FlowHandle<F: Flow>: Hashable {
    @usableFromInline weak var node: FlowNode<F>?
    private let id: FlowID

    @usableFromInline init(_ node: FlowNode<F>) {
        self.node = node
        id = node.id
    }

    /// Sends `event` to the flow.
    ///
    /// - Throws: ``NavigationError`` naming the flow, its route and the reason; nothing changed.
    /// - Complexity: O(transitions handling this event) plus the depth of the flow in the tree;
    ///   no allocation for a transition that starts no child, accepted or rejected.
    @inlinable public func send(_ event: F.Event) throws(NavigationError) {
        guard let node else {
            throw NavigationError(flow: F.name, route: nil, event: String(describing: event.case), reason: .flowFinished)
        }
        try node.send(event)
    }

    /// The instance's identity.
    public var flowID: FlowID { id }
    /// The flow's current route (a tab flow: its selected tab); `nil` once it finished.
    public var route: F.Route? {
        guard let node, !node.isFinished else { return nil }
        return node.route
    }
    /// Whether the flow is running (started and not finished).
    public var isRunning: Bool { node.map { !$0.isFinished } ?? false }
    /// Whether the coordinator still exists in memory. `false` proves it was released.
    public var isAlive: Bool { node != nil }
    /// Whether the flow would take an event from its screens now (on screen, not covered).
    public var isInteractive: Bool {
        guard let node, !node.isFinished else { return false }
        return node.runtime.isInteractive(node)
    }
    /// The flow value (its dependencies), while the coordinator exists.
    public var flow: F? { node?.flow }
    /// The routes of the flow's screens, bottom to top (a tab flow: its selected tab).
    public var routes: [F.Route] { node?.entries.map(\.route) ?? [] }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
