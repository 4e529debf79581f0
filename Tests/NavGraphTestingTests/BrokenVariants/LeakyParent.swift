import NavGraph
import NavGraphTesting

/// Broken on purpose: the classic `childCoordinators` leak. The list keeps a handle to every detail
/// it opens and never lets go, so a finished detail's coordinator stays in memory.
struct LeakyListFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent { case open, detailClosed }

    let children: ChildCoordinators

    static let definition = FlowDefinition<LeakyListFlow>(
        initial: .list,
        transitions: [
            .on(.open, .start(LeakyDetailFlow.self, .push) { _, _ in LeakyDetailFlow() }, effect: { context in
                if let child = context.flow.children.runtime?.handle(LeakyDetailFlow.self) {
                    context.flow.children.handles.append(child)   // …and never removed
                }
            }),
            .on(.detailClosed, .stay),
        ],
        children: [ChildFlow(LeakyDetailFlow.self) { _ in .detailClosed }]
    )
}

struct LeakyDetailFlow: Flow {
    enum Route: FlowRoute { case detail }
    enum Event: FlowEvent, CaseIterable { case close }
    enum Output: Sendable { case closed }

    static let definition = FlowDefinition<LeakyDetailFlow>(
        initial: .detail,
        transitions: [.on(.close, .finish(.closed))],
        dismissOutput: .closed
    )
}

/// The list's registry of child handles, with the runtime it looks them up in.
@MainActor
final class ChildCoordinators {
    weak var runtime: FlowRuntime?
    var handles: [FlowHandle<LeakyDetailFlow>] = []
}
