import NavGraph
import NavGraphTesting

/// Broken on purpose: when the detail's output arrives, the list's effect sends the event it maps
/// to once more, so the list takes the output twice.
struct EchoListFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent {
        case open, detailClosed(echo: Bool)

        enum Case: Sendable { case open, detailClosed }
        var `case`: Case {
            switch self {
            case .open: .open
            case .detailClosed: .detailClosed
            }
        }
    }

    static let definition = FlowDefinition<EchoListFlow>(
        initial: .list,
        transitions: [
            .on(.open, .start(EchoDetailFlow.self, .push) { _, _ in EchoDetailFlow() }),
            .on(.detailClosed, .stay, effect: { context in
                if case .detailClosed(echo: false) = context.event {
                    context.send(.detailClosed(echo: true))   // the output, delivered again
                }
            }),
        ],
        children: [ChildFlow(EchoDetailFlow.self) { _ in .detailClosed(echo: false) }]
    )
}

struct EchoDetailFlow: Flow {
    enum Route: FlowRoute { case detail }
    enum Event: FlowEvent, CaseIterable { case close }
    enum Output: Sendable { case closed }

    static let definition = FlowDefinition<EchoDetailFlow>(
        initial: .detail,
        transitions: [.on(.close, .finish(.closed))],
        dismissOutput: .closed
    )
}
