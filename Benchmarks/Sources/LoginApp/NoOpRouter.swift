import NavGraph

/// A router that applies nothing: what dispatch costs before any UI work.
@MainActor
public final class NoOpRouter: Router {
    public init() {}
    public func apply(_ command: NavigationCommand) {}
}
