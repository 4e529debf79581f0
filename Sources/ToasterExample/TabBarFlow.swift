import NavGraph
import NavGraphMacros

/// The signed-in app: Home, Clip, Search and Timer side by side, and the centre "+" button.
public struct TabBarFlow: Flow, Codable {
    @FlowRoute
    public enum Route: Codable { case home, clip, search, timer }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case selectTab(Route), tapPlus, logout, addLinkSaved, addLinkCancelled
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
        ],
        // Re-selecting a tab pops it to its first screen: the way plans leave a tab's detail. Links into
        // the signed-in app opened while logged out wait for sign-in.
        links: [
            .link("home", sends: .selectTab(.home)).waiting(for: TabBarFlow.self),
            .link("clip", sends: .selectTab(.clip)).waiting(for: TabBarFlow.self),
            .link("search", sends: .selectTab(.search)).waiting(for: TabBarFlow.self),
            .link("timer", sends: .selectTab(.timer)).waiting(for: TabBarFlow.self),
            .link("add", sends: .tapPlus).waiting(for: TabBarFlow.self),
        ]
    )
}
