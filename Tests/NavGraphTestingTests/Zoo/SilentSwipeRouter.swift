import NavGraph
import NavGraphTesting

/// Broken on purpose: an adapter that lets the platform pop a screen on a back swipe and never
/// reports it (so the runtime is never told).
@MainActor
final class SilentSwipeRouter: InspectableRouter {
    let base = HeadlessRouter()

    func apply(_ command: NavigationCommand) { base.apply(command) }
    var state: NavigationState { base.state }
    var unappliedCommands: [NavigationCommand] { base.unappliedCommands }
    func simulateBackSwipe(in stack: ContainerID) -> Screen? {
        _ = base.simulateBackSwipe(in: stack)
        return nil   // the removal is not reported
    }
    func simulateSwipeDown() -> Screen? { base.simulateSwipeDown() }
}
