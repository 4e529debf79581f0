import NavGraph

/// The "+" button's modal: enter a link, pick its clip, save or cancel.
public struct AddLinkFlow: Flow {
    public enum Route: FlowRoute { case addLink, selectClip }
    public enum Event: PayloadEvent, Hashable {
        case linkEntered(url: String), back, saved, cancel

        public enum Case: Sendable { case linkEntered, back, saved, cancel }
        public var `case`: Case {
            switch self {
            case .linkEntered: .linkEntered
            case .back: .back
            case .saved: .saved
            case .cancel: .cancel
            }
        }
        public struct Cases: EventCaseSet {
            public init() {}
            public var linkEntered: EventCase<Event, String> { EventCase(.linkEntered) { if case .linkEntered(let value) = $0 { value } else { nil } } }
            public var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
            public var saved: EventCase<Event, Void> { EventCase(.saved) { if case .saved = $0 { () } else { nil } } }
            public var cancel: EventCase<Event, Void> { EventCase(.cancel) { if case .cancel = $0 { () } else { nil } } }
        }
    }
    public enum Output: Sendable { case saved, cancelled }

    public init() {}

    public static let definition = FlowDefinition<AddLinkFlow>(
        initial: .addLink,
        transitions: [
            .on(\.linkEntered, from: .addLink, .push(.selectClip)),
            .on(.back, from: .selectClip, .pop),
            .on(.saved, from: .selectClip, .finish(.saved)),
            .on(.cancel, .finish(.cancelled)),
        ],
        dismissOutput: .cancelled
    )
}
