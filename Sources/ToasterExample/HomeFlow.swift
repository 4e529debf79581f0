import NavGraph

/// The Home tab: saved links, settings, and logout from settings escalated to the app.
public struct HomeFlow: Flow {
    public enum Route: FlowRoute { case home, settings }
    public enum Event: PayloadEvent, Hashable {
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
        public struct Cases: EventCaseSet {
            public init() {}
            public var openLink: EventCase<Event, Int> { EventCase(.openLink) { if case .openLink(let value) = $0 { value } else { nil } } }
            public var openSettings: EventCase<Event, Void> { EventCase(.openSettings) { if case .openSettings = $0 { () } else { nil } } }
            public var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
            public var tapLogout: EventCase<Event, Void> { EventCase(.tapLogout) { if case .tapLogout = $0 { () } else { nil } } }
            public var linkClosed: EventCase<Event, Void> { EventCase(.linkClosed) { if case .linkClosed = $0 { () } else { nil } } }
        }
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
        ]
    )
}
