import NavGraph
import NavGraphTesting

/// Broken on purpose: forwards every command to a `HeadlessRouter` except `.pop`, which it drops.
@MainActor
final class PopDroppingRouter: InspectableRouter {
    let base = HeadlessRouter()

    func apply(_ command: NavigationCommand) {
        if case .pop = command { return }
        base.apply(command)
    }

    var state: NavigationState { base.state }
    var unappliedCommands: [NavigationCommand] { base.unappliedCommands }
    func simulateBackSwipe(in stack: ContainerID) -> Screen? { base.simulateBackSwipe(in: stack) }
    func simulateSwipeDown() -> Screen? { base.simulateSwipeDown() }
}
