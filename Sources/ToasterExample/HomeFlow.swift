import NavGraph

/// The Home tab: saved links, settings, and logout from settings escalated to the app.
public struct HomeFlow: Flow {
    public enum Route: FlowRoute { case home, settings }
    public enum Event: FlowEvent, Hashable {
        case openLink(id: Int), openSettings, back, tapLogout, linkClosed

        public enum Case: Sendable { case openLink, openSettings, back, tapLogout, linkClosed }
        public var `case`: Case {
            switch self {
            case .openLink: .openLink
            case .openSettings: .openSettings
            case .back: .back
            case .tapLogout: .tapLogout
            case .linkClosed: .linkClosed
            }
        }
    }
    public enum Output: Sendable { case logout }

    public init() {}

    public static let definition = FlowDefinition<HomeFlow>(
        initial: .home,
        transitions: [
            .on(.openLink, from: .home, .start(LinkDetailFlow.self, .push) { _, event in LinkDetailFlow(opening: event) }),
            .on(.openSettings, from: .home, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.tapLogout, from: .settings, .escalate(.logout)),
            .on(.linkClosed, .stay),
        ],
        children: [
            ChildFlow(LinkDetailFlow.self) { output in
                switch output { case .closed: .linkClosed }
            },
        ]
    )
}

extension LinkDetailFlow {
    init(opening event: HomeFlow.Event) {
        if case .openLink(let id) = event { self.init(linkID: id) } else { self.init(linkID: 0) }
    }
}
