import NavGraph

/// The Clip tab: clip lists, a clip's links, and the shared link detail.
public struct ClipFlow: Flow {
    public enum Route: FlowRoute { case clipList, clipDetail }
    public enum Event: FlowEvent, Hashable {
        case openClip(id: Int), openLink(id: Int), back, linkClosed

        public enum Case: Sendable { case openClip, openLink, back, linkClosed }
        public var `case`: Case {
            switch self {
            case .openClip: .openClip
            case .openLink: .openLink
            case .back: .back
            case .linkClosed: .linkClosed
            }
        }
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<ClipFlow>(
        initial: .clipList,
        transitions: [
            .on(.openClip, from: .clipList, .push(.clipDetail)),
            .on(.openLink, .start(LinkDetailFlow.self, .push) { _, event in
                if case .openLink(let id) = event { LinkDetailFlow(linkID: id) } else { LinkDetailFlow(linkID: 0) }
            }),
            .on(.back, from: .clipDetail, .pop),
            .on(.linkClosed, .stay),
        ],
        children: [
            ChildFlow(LinkDetailFlow.self) { output in
                switch output { case .closed: .linkClosed }
            },
        ]
    )
}
