/// One applied transition, as observers see it: `Home.home --openSettings--> Home.settings`.
public struct TransitionRecord: Hashable, Sendable, CustomStringConvertible {
    /// The flow that applied it.
    public let flow: String
    /// The flow instance.
    public let flowID: FlowID
    /// The route before.
    public let from: String
    /// The event's case name.
    public let event: String
    /// The event with its payload (`openLink(id: 7)`), described when read.
    public let eventValue: ValueDescription
    /// The event with its payload (`openLink(id: 7)`).
    public var eventDetail: String { eventValue.description }
    /// The route after (`finished` once the flow is gone).
    public let to: String
    /// The kind of action applied.
    public let action: ActionKind
    /// The applied transition's position in its flow's declared transitions, which is also its
    /// position in the flow's ``FlowSpec/transitions``; `nil` for a platform report.
    public let transition: Int?
    /// The commands the router received for it, in order (child starts included).
    public let commands: [NavigationCommand]
    /// Where the event came from.
    public let origin: Origin

    /// Where an applied event came from.
    public enum Origin: Hashable, Sendable {
        /// Sent through a ``FlowHandle`` (a screen, an effect, a test).
        case screen
        /// Mapped from a child's output (described when read); `childFinished` is `false` for an escalation.
        case childOutput(child: FlowID, output: ValueDescription, childFinished: Bool)
        /// A platform report (``FlowRuntime/platformDidRemove(_:)``).
        case platform
    }

    public var description: String { "\(flow).\(from) --\(eventValue)--> \(flow).\(to)" }
}
