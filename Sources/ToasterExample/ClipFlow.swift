import NavGraph

/// The Clip tab: clip lists, a clip's links, and the shared link detail.
public struct ClipFlow: Flow {
    public enum Route: FlowRoute { case clipList, clipDetail }
    public enum Event: PayloadEvent, Hashable {
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
        public struct Cases: EventCaseSet {
            public init() {}
            public var openClip: EventCase<Event, Int> { EventCase(.openClip) { if case .openClip(let value) = $0 { value } else { nil } } }
            public var openLink: EventCase<Event, Int> { EventCase(.openLink) { if case .openLink(let value) = $0 { value } else { nil } } }
            public var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
            public var linkClosed: EventCase<Event, Void> { EventCase(.linkClosed) { if case .linkClosed = $0 { () } else { nil } } }
        }
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
        ]
    )
}
