import NavGraph
import NavGraphMacros

/// The Clip tab: clip lists, a clip's links, and the shared link detail.
public struct ClipFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case clipList, clipDetail }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case openClip(id: Int), openLink(id: Int), back, linkClosed
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<ClipFlow>(
        initial: .clipList,
        transitions: [
            .on(\.openClip, from: .clipList, .push(.clipDetail)),
            .on(\.openLink, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) }),
            .on(.back, from: .clipDetail, .pop),
            .on(.linkClosed, .stay),
        ],
        children: [
            ChildFlow(LinkDetailFlow.self) { output in
                switch output { case .closed: .linkClosed }
            },
        ],
        links: [.link("clip/:id", sends: .openClip) { link in .openClip(id: try link.int("id")) }.waiting(for: TabBarFlow.self)]
    )
}
