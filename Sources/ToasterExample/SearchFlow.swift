import NavGraph
import NavGraphMacros

/// The Search tab: a query, its results, and the shared link detail.
public struct SearchFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case search, results }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case submit(query: String), openLink(id: Int), back, linkClosed
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
        ],
        links: [.link("search/:query", sends: .submit) { link in .submit(query: try link.string("query")) }.waiting(for: TabBarFlow.self)]
    )
}
