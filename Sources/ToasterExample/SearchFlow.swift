import NavGraph

/// The Search tab: a query, its results, and the shared link detail.
public struct SearchFlow: Flow {
    public enum Route: FlowRoute { case search, results }
    public enum Event: PayloadEvent, Hashable {
        case submit(query: String), openLink(id: Int), back, linkClosed

        public enum Case: Sendable { case submit, openLink, back, linkClosed }
        public var `case`: Case {
            switch self {
            case .submit: .submit
            case .openLink: .openLink
            case .back: .back
            case .linkClosed: .linkClosed
            }
        }
        public struct Cases: EventCaseSet {
            public init() {}
            public var submit: EventCase<Event, String> { EventCase(.submit) { if case .submit(let value) = $0 { value } else { nil } } }
            public var openLink: EventCase<Event, Int> { EventCase(.openLink) { if case .openLink(let value) = $0 { value } else { nil } } }
            public var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
            public var linkClosed: EventCase<Event, Void> { EventCase(.linkClosed) { if case .linkClosed = $0 { () } else { nil } } }
        }
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<SearchFlow>(
        initial: .search,
        transitions: [
            .on(\.submit, from: .search, .push(.results)),
            .on(\.openLink, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) }),
            .on(.back, from: .results, .pop),
            .on(.linkClosed, .stay),
        ],
        children: [
            ChildFlow(LinkDetailFlow.self) { output in
                switch output { case .closed: .linkClosed }
            },
        ]
    )
}
