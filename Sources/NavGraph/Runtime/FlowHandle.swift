/// What a screen holds to talk to its flow: it sends typed events and never sees a coordinator.
///
/// Once the flow finishes, ``send(_:)`` throws ``NavigationError/Reason/flowFinished``.
///
/// A handle holds its coordinator object strongly, so that sending costs no reference counting: a
/// finished coordinator kept by a handle holds nothing (no children, no parent, no screens). Screens
/// hold handles; do not store a flow's handle in that flow's own dependencies.
///
/// ```swift
/// try home.send(.openLink(id: 7))
/// try auth.send(.openLink(id: 7))   // compile error: AuthFlow.Event has no openLink
/// ```
@MainActor
public struct FlowHandle<F: Flow>: Hashable, Sendable {
    @usableFromInline let node: FlowNode<F>
    private let id: FlowID

    /// Takes the caller's reference: a handle made from a node just looked up costs no retain.
    @usableFromInline init(_ node: consuming FlowNode<F>) {
        id = node.id
        self.node = node
    }

    /// Sends `event` to the flow.
    ///
    /// - Throws: ``NavigationError`` naming the flow, its route and the reason; nothing changed.
    /// - Complexity: one table look-up (``FlowMachine``'s), the guards of the rows that handle
    ///   the event, and the depth of the flow in the tree when the layout changed since the last event;
    ///   no allocation for a transition that starts no child, accepted or rejected, except the
    ///   first change to a new flow's route stack (it starts on its type's shared initial stack).
    @inlinable public func send(_ event: F.Event) throws(NavigationError) {
        try node.send(event)
    }

    /// The instance's identity.
    public var flowID: FlowID { id }
    /// The flow's current route (a tab flow: its selected tab); `nil` once it finished.
    public var route: F.Route? { node.isFinished ? nil : node.route }
    /// Whether the flow is running (started and not finished).
    public var isRunning: Bool { !node.isFinished }
    /// Whether the flow would take an event from its screens now (on screen, not covered).
    public var isInteractive: Bool { !node.isFinished && node.runtime.isInteractive(node) }
    /// The flow value (its dependencies).
    public var flow: F { node.flow }
    /// The routes of the flow's screens, bottom to top (a tab flow: its selected tab); empty once finished.
    public var routes: [F.Route] { node.isFinished ? [] : node.machine.routes }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
