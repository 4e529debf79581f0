/// What a screen holds to talk to its flow: it sends typed events and never sees a coordinator.
///
/// A handle holds its coordinator strongly and its runtime weakly: once the flow finishes, or
/// its runtime is gone, ``send(_:)`` throws ``NavigationError/Reason/flowFinished``. A finished
/// coordinator kept by a handle holds nothing (no children, no parent, no screens). Two handles
/// are equal when they reach the same flow instance of the same runtime.
///
/// ```swift
/// try home.send(.openLink(id: 7))
/// try auth.send(.openLink(id: 7))   // compile error: AuthFlow.Event has no openLink
/// ```
@MainActor
public struct FlowHandle<F: Flow>: Hashable, Sendable {
    @usableFromInline let node: FlowNode<F>

    @usableFromInline
    init(_ node: FlowNode<F>) {
        self.node = node
    }

    /// Sends `event` to the flow. While another event is applied (from an effect or an
    /// observer), it is queued and applied after that one.
    ///
    /// - Throws: ``NavigationError`` naming the flow, its route and the reason; nothing changed.
    @inlinable
    public func send(_ event: F.Event) throws(NavigationError) {
        try node.send(event)
    }

    /// The instance's identity within its runtime.
    public var flowID: FlowID { node.id }
    /// The flow's current route (a tab flow: its selected tab); `nil` once it finished.
    public var route: F.Route? { node.isFinished ? nil : node.machine.route }
    /// Whether the flow is running (started, not finished, its runtime alive).
    public var isRunning: Bool { !node.isFinished }
    /// Whether the flow would take an event from its screens now (on screen, not covered).
    public var isInteractive: Bool { !node.isFinished && node.isInteractive }
    /// The flow value (its dependencies).
    public var flow: F { node.flow }
    /// The routes of the flow's screens, bottom to top (a tab flow: its selected tab); empty once finished.
    public var routes: [F.Route] { node.isFinished ? [] : node.machine.routes }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }
}
