import NavGraph

/// The Search tab: a query, its results, and the shared link detail.
public struct SearchFlow: Flow {
    public enum Route: FlowRoute { case search, results }
    public enum Event: FlowEvent, Hashable {
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
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<SearchFlow>(
        initial: .search,
        transitions: [
            .on(.submit, from: .search, .push(.results)),
            .on(.openLink, .start(LinkDetailFlow.self, .push) { _, event in
                if case .openLink(let id) = event { LinkDetailFlow(linkID: id) } else { LinkDetailFlow(linkID: 0) }
            }),
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
