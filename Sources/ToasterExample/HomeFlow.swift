import NavGraph
import NavGraphMacros

/// The Home tab: saved links, settings, and logout from settings escalated to the app.
public struct HomeFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case home, settings }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case openLink(id: Int), openSettings, back, tapLogout, linkClosed
    }
    public enum Output: Sendable { case logout }

    public init() {}

    public static let definition = FlowDefinition<HomeFlow>(
        initial: .home,
        transitions: [
            .on(\.openLink, from: .home, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) }),
            .on(.openSettings, from: .home, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.tapLogout, from: .settings, .escalate(.logout)),
            .on(.linkClosed, .stay),
        ],
        children: [
            ChildFlow(LinkDetailFlow.self) { output in
                switch output { case .closed: .linkClosed }
            },
        ],
        links: [
            .link("settings", sends: .openSettings).waiting(for: TabBarFlow.self),
            .link("link/:id", sends: .openLink) { link in .openLink(id: try link.int("id")) }.waiting(for: TabBarFlow.self),
        ]
    )
}
