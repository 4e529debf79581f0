import NavGraph
import NavGraphMacros

/// A link in a web view: shared by Home, Clip and Search, pushed onto whichever tab opened it.
public struct LinkDetailFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case webView }
    @FlowEvent
    public enum Event: Codable { case close, back }
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
