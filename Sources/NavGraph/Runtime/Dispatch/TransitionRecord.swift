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
    /// The event with its payload (`openLink(id: 7)`).
    public let eventValue: ValueDescription
    /// The route after (`finished` once the flow is gone).
    public let to: String
    /// The kind of action applied.
    public let action: ActionKind
    /// The applied row's position in its flow's transitions, which is also its position in the
    /// flow's ``FlowSpec/transitions``; `nil` for a platform report.
    public let transition: Int?
    /// The commands the router received for it, in order (child starts included).
    public let commands: [NavigationCommand]
    /// Where the event came from.
    public let origin: Origin

    /// Where an applied event came from.
    public enum Origin: Hashable, Sendable {
        /// Sent through a ``FlowHandle`` (a screen, an effect, a test).
        case screen
        /// Mapped from a child's output; `childFinished` is `false` for an escalation.
        case childOutput(child: FlowID, output: ValueDescription, childFinished: Bool)
        /// A platform report (``FlowRuntime/platformDidRemove(_:)``).
        case platform

        /// ``TransitionRecord/matches(_:)`` for the origins.
        func matches(_ other: Self) -> Bool {
            guard case .childOutput(let child, let output, let finished) = self,
                case .childOutput(let otherChild, let otherOutput, let otherFinished) = other
            else { return self == other }
            return child == otherChild && finished == otherFinished && output.matches(otherOutput)
        }
    }

    /// A record from its parts (tests, and tools that read records back).
    public init(
        flow: String, flowID: FlowID, from: String, event: String, eventValue: ValueDescription, to: String, action: ActionKind,
        transition: Int?, commands: [NavigationCommand], origin: Origin
    ) {
        self.flow = flow
        self.flowID = flowID
        self.from = from
        self.event = event
        self.eventValue = eventValue
        self.to = to
        self.action = action
        self.transition = transition
        self.commands = commands
        self.origin = origin
    }

    /// The event with its payload, as text.
    public var eventDetail: String { eventValue.description }

    /// Whether `other` records the same transition, its event and any child's output compared
    /// as ``ValueDescription/matches(_:)`` compares them: what a replay checks.
    package func matches(_ other: Self) -> Bool {
        flow == other.flow && flowID == other.flowID && from == other.from && event == other.event && to == other.to
            && action == other.action && transition == other.transition && commands == other.commands
            && origin.matches(other.origin) && eventValue.matches(other.eventValue)
    }

    public var description: String { "\(flow).\(from) --\(eventValue)--> \(flow).\(to)" }
}
