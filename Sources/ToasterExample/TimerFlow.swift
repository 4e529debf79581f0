import NavGraph
import NavGraphMacros

/// The Timer tab: timers, one pushed for editing, a new one presented modally.
public struct TimerFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case timerList, editTimer, addTimer }
    @FlowEvent
    public enum Event: Hashable, Codable {
        case edit(id: Int), add, done, back
    }
    public typealias Output = Never

    public init() {}

    public static let definition = FlowDefinition<TimerFlow>(
        initial: .timerList,
        transitions: [
            .on(\.edit, from: .timerList, .push(.editTimer)),
            .on(.add, from: .timerList, .present(.addTimer)),
            .on(.done, from: .addTimer, .dismiss),
            .on(.back, from: .editTimer, .pop),
        ],
        links: [
            .link("timer/new", sends: .add).waiting(for: TabBarFlow.self),
            .link("timer/:id", sends: .edit) { link in .edit(id: try link.int("id")) }.waiting(for: TabBarFlow.self),
            .step(.done),
        ]
    )
}
