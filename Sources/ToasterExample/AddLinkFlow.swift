import NavGraph
import NavGraphMacros

/// The "+" button's modal: enter a link, pick its clip, save or cancel.
public struct AddLinkFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case addLink, selectClip }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case linkEntered(url: String), back, saved, cancel
    }
    public enum Output: Sendable { case saved, cancelled }

    /// The tab bar's centre "+" button opens it.
    public static let displayName = "+ Add link"

    public init() {}

    public static let definition = FlowDefinition<AddLinkFlow>(
        initial: .addLink,
        transitions: [
            .on(\.linkEntered, from: .addLink, .push(.selectClip)),
            .on(.back, from: .selectClip, .pop),
            .on(.saved, from: .selectClip, .finish(.saved)),
            .on(.cancel, .finish(.cancelled)),
        ],
        dismissOutput: .cancelled,
        // A link followed while adding one cancels the addition; it never saves it.
        links: [.step(.cancel)]
    )
}
