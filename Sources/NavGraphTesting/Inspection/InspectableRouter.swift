public import NavGraph

/// A router the explorer can look into and act on as the platform would.
///
/// `HeadlessRouter` is one. To test your own adapter (or a wrapper around one), expose the state
/// it shows and let it perform the platform's own removals:
///
/// ```swift
/// final class LoggingRouter: InspectableRouter {
///     let base = HeadlessRouter()
///     func apply(_ command: NavigationCommand) { print(command); base.apply(command) }
///     var state: NavigationState { base.state }
///     var unappliedCommands: [NavigationCommand] { base.unappliedCommands }
///     func simulateBackSwipe(in stack: ContainerID) -> Screen? { base.simulateBackSwipe(in: stack) }
///     func simulateSwipeDown() -> Screen? { base.simulateSwipeDown() }
/// }
/// ```
@MainActor
public protocol InspectableRouter: Router {
    /// What is on screen now.
    var state: NavigationState { get }
    /// Commands the router could not apply; empty when it agrees with the runtime.
    var unappliedCommands: [NavigationCommand] { get }
    /// Removes the top screen of `stack` as an interactive back swipe would and returns it, or
    /// returns `nil` when the stack has a single screen.
    func simulateBackSwipe(in stack: ContainerID) -> Screen?
    /// Removes the top modal as a swipe down would and returns its first screen, or `nil`.
    func simulateSwipeDown() -> Screen?
}

extension HeadlessRouter: InspectableRouter {}
