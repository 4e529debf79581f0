/// One applied transition, as observers see it: `Home.home --openSettings--> Home.settings`.
public struct TransitionRecord: Hashable, Sendable, CustomStringConvertible {
    /// The flow that applied it.
    public var flow: String { storage.values.flow }
    /// The flow instance.
    public var flowID: FlowID { storage.values.flowID }
    /// The route before.
    public var from: String { storage.values.from }
    /// The event's case name.
    public var event: String { storage.values.event }
    /// The event with its payload (`openLink(id: 7)`), described when read.
    public var eventValue: ValueDescription { storage.values.eventValue }
    /// The event with its payload (`openLink(id: 7)`).
    public var eventDetail: String { eventValue.description }
    /// The route after (`finished` once the flow is gone).
    public var to: String { storage.values.to }
    /// The kind of action applied.
    public var action: ActionKind { storage.values.action }
    /// The applied transition's position in its flow's declared transitions, which is also its
    /// position in the flow's ``FlowSpec/transitions``; `nil` for a platform report.
    public var transition: Int? { storage.values.transition }
    /// The commands the router received for it, in order (child starts included).
    public var commands: [NavigationCommand] { storage.values.commands.list }
    /// Where the event came from.
    public var origin: Origin { storage.values.origin }

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
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    /// In the order equality compares them: the cheapest and most telling first.
    private struct Values: Hashable, Sendable {
        let flowID: FlowID
        let transition: Int?
        let action: ActionKind
        let flow: String
        let from: String
        let event: String
        let to: String
        let eventValue: ValueDescription
        let commands: Commands
        let origin: Origin
    }

    /// A transition's commands: most transitions emit one or none, kept without a list of their
    /// own (an observed runtime records every transition; a list was an allocation each).
    private enum Commands: Hashable, Sendable {
        case none
        case one(NavigationCommand)
        case many([NavigationCommand])

        init(_ commands: [NavigationCommand]) {
            switch commands.count {
            case 0: self = .none
            case 1: self = .one(commands[0])
            default: self = .many(commands)
            }
        }

        var list: [NavigationCommand] {
            switch self {
            case .none: []
            case .one(let command): [command]
            case .many(let commands): commands
            }
        }
    }

    init(
        flow: String, flowID: FlowID, from: String, event: String, eventValue: ValueDescription, to: String, action: ActionKind,
        transition: Int?, commands: [NavigationCommand], origin: Origin
    ) {
        storage = Storage(Values(
            flowID: flowID, transition: transition, action: action, flow: flow, from: from, event: event, to: to,
            eventValue: eventValue, commands: Commands(commands), origin: origin
        ))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    /// Whether this record equals the one a runtime would make of a transition with these
    /// fields, compared in place, without making it: a test tool's replay compares what it
    /// applies with a run's records (``ReplayCheck``). `eventValue` `nil` leaves the event value
    /// out (a platform report's is made from its screen).
    package func matches(
        flowID: FlowID, transition: Int?, action: ActionKind, flow: String, from: String, event: String, to: String, eventValue: ValueDescription?,
        commands: [NavigationCommand], origin: Origin
    ) -> Bool {
        // The fields `Values`' equality compares, in its order.
        guard storage.values.flowID == flowID, storage.values.transition == transition, storage.values.action == action,
            storage.values.flow == flow, storage.values.from == from, storage.values.event == event, storage.values.to == to
        else { return false }
        if let eventValue, storage.values.eventValue != eventValue { return false }
        let sameCommands =
            switch storage.values.commands {
            case .none: commands.isEmpty
            case .one(let command): commands.count == 1 && commands[0] == command
            case .many(let list): list == commands
            }
        return sameCommands && storage.values.origin == origin
    }
}
