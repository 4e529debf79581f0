import NavGraph

/// The Timer tab: timers, one pushed for editing, a new one presented modally.
public struct TimerFlow: Flow {
    public enum Route: FlowRoute { case timerList, editTimer, addTimer }
    public enum Event: PayloadEvent, Hashable {
        case edit(id: Int), add, done, back

        public enum Case: Sendable { case edit, add, done, back }
        public var `case`: Case {
            switch self {
            case .edit: .edit
            case .add: .add
            case .done: .done
            case .back: .back
            }
        }
        public struct Cases: EventCaseSet {
            public init() {}
            public var edit: EventCase<Event, Int> { EventCase(.edit) { if case .edit(let value) = $0 { value } else { nil } } }
            public var add: EventCase<Event, Void> { EventCase(.add) { if case .add = $0 { () } else { nil } } }
            public var done: EventCase<Event, Void> { EventCase(.done) { if case .done = $0 { () } else { nil } } }
            public var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
        }
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<TimerFlow>(
        initial: .timerList,
        transitions: [
            .on(\.edit, from: .timerList, .push(.editTimer)),
            .on(.add, from: .timerList, .present(.addTimer)),
            .on(.done, from: .addTimer, .dismiss),
            .on(.back, from: .editTimer, .pop),
        ]
    )
}
