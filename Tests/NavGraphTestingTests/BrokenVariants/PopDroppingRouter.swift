import NavGraph
import NavGraphTesting

/// Broken on purpose: forwards every command to a `HeadlessRouter` except `.pop`, which it drops,
/// and, with `dropsPopTo`, `.popTo` (what removes a pushed child flow that finished).
@MainActor
final class PopDroppingRouter: InspectableRouter {
    let base = HeadlessRouter()
    let dropsPopTo: Bool

    init(dropsPopTo: Bool = false) {
        self.dropsPopTo = dropsPopTo
    }

    func apply(_ command: NavigationCommand) {
        switch command {
        case .pop: return
        case .popTo where dropsPopTo: return
        default: base.apply(command)
        }
    }

    var state: NavigationState { base.state }
    var unappliedCommands: [NavigationCommand] { base.unappliedCommands }
    func simulateBackSwipe(in stack: ContainerID) -> Screen? { base.simulateBackSwipe(in: stack) }
    func simulateSwipeDown() -> Screen? { base.simulateSwipeDown() }
}
