/// One applied transition, as observers see it: `Home.home --openSettings--> Home.settings`.
public struct TransitionRecord: Hashable, Sendable, CustomStringConvertible {
    /// The flow that applied it.
    public var flow: String { storage.flow }
    /// The flow instance.
    public var flowID: FlowID { storage.flowID }
    /// The route before.
    public var from: String { storage.from }
    /// The event's case name.
    public var event: String { storage.event }
    /// The event with its payload (`openLink(id: 7)`), described when read.
    public var eventValue: ValueDescription { storage.eventValue }
    /// The event with its payload (`openLink(id: 7)`).
    public var eventDetail: String { eventValue.description }
    /// The route after (`finished` once the flow is gone).
    public var to: String { storage.to }
    /// The kind of action applied.
    public var action: ActionKind { storage.action }
    /// The applied transition's position in its flow's declared transitions, which is also its
    /// position in the flow's ``FlowSpec/transitions``; `nil` for a platform report.
    public var transition: Int? { storage.transition }
    /// The commands the router received for it, in order (child starts included).
    public var commands: [NavigationCommand] { storage.commands }
    /// Where the event came from.
    public var origin: Origin { storage.origin }

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

    /// The values, shared by every copy: observers keep records in lists, compare them and hand
    /// them on, and a record copied field by field counted a reference per name it holds.
    private let storage: Storage

    private final class Storage: Sendable {
        let flow: String
        let flowID: FlowID
        let from: String
        let event: String
        let eventValue: ValueDescription
        let to: String
        let action: ActionKind
        let transition: Int?
        let commands: [NavigationCommand]
        let origin: Origin

        init(
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
    }

    init(
        flow: String, flowID: FlowID, from: String, event: String, eventValue: ValueDescription, to: String, action: ActionKind,
        transition: Int?, commands: [NavigationCommand], origin: Origin
    ) {
        storage = Storage(
            flow: flow, flowID: flowID, from: from, event: event, eventValue: eventValue, to: to, action: action,
            transition: transition, commands: commands, origin: origin
        )
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let lhs = lhs.storage
        let rhs = rhs.storage
        return lhs.flowID == rhs.flowID && lhs.transition == rhs.transition && lhs.action == rhs.action && lhs.flow == rhs.flow
            && lhs.from == rhs.from && lhs.event == rhs.event && lhs.to == rhs.to && lhs.eventValue == rhs.eventValue
            && lhs.commands == rhs.commands && lhs.origin == rhs.origin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(flowID)
        hasher.combine(from)
        hasher.combine(event)
        hasher.combine(eventValue)
        hasher.combine(to)
        hasher.combine(action)
        hasher.combine(transition)
        hasher.combine(commands)
        hasher.combine(origin)
    }
}
