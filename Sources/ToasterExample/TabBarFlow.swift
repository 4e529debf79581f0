import NavGraph

/// The signed-in app: Home, Clip, Search and Timer side by side, and the centre "+" button.
public struct TabBarFlow: Flow {
    public enum Route: FlowRoute { case home, clip, search, timer }
    public enum Event: FlowEvent, Hashable {
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
    }
    public enum Output: Sendable { case loggedOut }

    public init() {}

    public static let definition = FlowDefinition<TabBarFlow>(
        tabs: [
            Tab(.home, HomeFlow.self) { _ in HomeFlow() },
            Tab(.clip, ClipFlow.self) { _ in ClipFlow() },
            Tab(.search, SearchFlow.self) { _ in SearchFlow() },
            Tab(.timer, TimerFlow.self) { _ in TimerFlow() },
        ],
        initial: .home,
        transitions: [
            .on(.selectTab, .selectTab { event in
                if case .selectTab(let tab) = event { tab } else { nil }
            }),
            .on(.tapPlus, .start(AddLinkFlow.self, .present) { _, _ in AddLinkFlow() }),
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
