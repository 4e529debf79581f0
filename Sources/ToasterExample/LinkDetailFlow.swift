import NavGraph

/// A link in a web view: shared by Home, Clip and Search, pushed onto whichever tab opened it.
public struct LinkDetailFlow: Flow, Codable {
    public enum Route: FlowRoute { case webView }
    public enum Event: FlowEvent, Codable { case close, back }
    public enum Output: Sendable { case closed }

    /// The link shown.
    public let linkID: Int
    /// The detail of link `linkID`.
    public init(linkID: Int) { self.linkID = linkID }

    public static let definition = FlowDefinition<LinkDetailFlow>(
        initial: .webView,
        transitions: [
            .on(.close, .finish(.closed)),
            .on(.back, .finish(.closed)),
        ],
        dismissOutput: .closed,
        links: [.step(.close)]
    )
}
