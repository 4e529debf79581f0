import NavGraph

/// The signed-in app: Home, Clip, Search and Timer side by side, and the centre "+" button.
public struct TabBarFlow: Flow {
    public enum Route: FlowRoute { case home, clip, search, timer }
    public enum Event: PayloadEvent, Hashable {
        case selectTab(Route), tapPlus, logout, addLinkSaved, addLinkCancelled

        public enum Case: Sendable { case selectTab, tapPlus, logout, addLinkSaved, addLinkCancelled }
        public var `case`: Case {
            switch self {
            case .selectTab: .selectTab
            case .tapPlus: .tapPlus
            case .logout: .logout
            case .addLinkSaved: .addLinkSaved
            case .addLinkCancelled: .addLinkCancelled
            }
        }
        public struct Cases: EventCaseSet {
            public init() {}
            public var selectTab: EventCase<Event, Route> { EventCase(.selectTab) { if case .selectTab(let value) = $0 { value } else { nil } } }
            public var tapPlus: EventCase<Event, Void> { EventCase(.tapPlus) { if case .tapPlus = $0 { () } else { nil } } }
            public var logout: EventCase<Event, Void> { EventCase(.logout) { if case .logout = $0 { () } else { nil } } }
            public var addLinkSaved: EventCase<Event, Void> { EventCase(.addLinkSaved) { if case .addLinkSaved = $0 { () } else { nil } } }
            public var addLinkCancelled: EventCase<Event, Void> { EventCase(.addLinkCancelled) { if case .addLinkCancelled = $0 { () } else { nil } } }
        }
    }
    public enum Output: Sendable { case loggedOut }

    public init() {}

    public static let definition = FlowDefinition<TabBarFlow>(
        tabs: [
            FlowTab(.home, HomeFlow.self, reselect: .popToRoot) { _ in HomeFlow() },
            FlowTab(.clip, ClipFlow.self, reselect: .popToRoot) { _ in ClipFlow() },
            FlowTab(.search, SearchFlow.self, reselect: .popToRoot) { _ in SearchFlow() },
            FlowTab(.timer, TimerFlow.self, reselect: .popToRoot) { _ in TimerFlow() },
        ],
        initial: .home,
        transitions: [
            .on(\.selectTab, .selectTab { tab in tab }),
            .on(.tapPlus, .start(AddLinkFlow.self, .present) { AddLinkFlow() }),
            .on(.logout, .finish(.loggedOut)),
            .on(.addLinkSaved, .selectTab(.home)),
            .on(.addLinkCancelled, .stay),
        ],
        children: [
            ChildFlow(HomeFlow.self) { output in
                switch output { case .logout: .logout }
            },
            ChildFlow(ClipFlow.self),
            ChildFlow(SearchFlow.self),
            ChildFlow(TimerFlow.self),
            ChildFlow(AddLinkFlow.self) { output in
                switch output {
                case .saved: .addLinkSaved
                case .cancelled: .addLinkCancelled
                }
            },
        ]
    )
}
