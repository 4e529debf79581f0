import NavGraph
import NavGraphTesting

/// Broken on purpose: logout from deep inside skips the middle level. Instead of escalating one
/// declared step per level (Deep → Middle → App), the deep flow's effect tells the app directly,
/// which is covered by Middle and cannot take it: the logout is silently dropped.
struct SkipAppFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent, CaseIterable { case openMiddle, loggedOut }

    let services: AppServices

    static let definition = FlowDefinition<SkipAppFlow>(
        initial: .home,
        transitions: [
            .on(.openMiddle, from: .home, .start(SkipMiddleFlow.self, .push) { app, _ in SkipMiddleFlow(services: app.services) }),
            .on(.loggedOut, .stay),
        ],
        children: [ChildFlow(SkipMiddleFlow.self) { _ in .loggedOut }]
    )
}

struct SkipMiddleFlow: Flow {
    enum Route: FlowRoute { case middle }
    enum Event: FlowEvent, CaseIterable { case openDeep, logout }
    enum Output: Sendable { case loggedOut }

    let services: AppServices

    static let definition = FlowDefinition<SkipMiddleFlow>(
        initial: .middle,
        transitions: [
            .on(.openDeep, .start(SkipDeepFlow.self, .push) { middle, _ in SkipDeepFlow(services: middle.services) }),
            .on(.logout, .finish(.loggedOut)),
        ],
        children: [ChildFlow(SkipDeepFlow.self) { _ in .logout }]
    )
}

struct SkipDeepFlow: Flow {
    enum Route: FlowRoute { case deep }
    enum Event: FlowEvent, CaseIterable { case tapLogout }
    enum Output: Sendable { case logout }

    let services: AppServices

    static let definition = FlowDefinition<SkipDeepFlow>(
        initial: .deep,
        transitions: [
            // Should be `.escalate(.logout)`; instead it goes straight to the app.
            .on(.tapLogout, .stay, effect: { context in
                try? context.flow.services.runtime?.rootHandle(SkipAppFlow.self)?.send(.loggedOut)
            }),
        ]
    )
}

/// What flows share: here, the runtime, so the deep flow can reach the app.
@MainActor
final class AppServices {
    weak var runtime: FlowRuntime?
}
