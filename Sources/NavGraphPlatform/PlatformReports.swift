package import NavGraph

/// Hands the screens the platform removed to the runtime, or keeps them when no runtime is
/// connected (a test that reports them itself).
@MainActor
package struct PlatformReports {
    /// Removals made while no runtime was connected, in the order they would have been reported.
    package private(set) var unreported: [Screen] = []
    /// Reports the runtime rejected at once (a rejected queued report goes to the runtime's
    /// `onRejectedQueuedEvent`).
    package private(set) var rejected: [NavigationError] = []

    package init() {}

    /// Reports `screens`, top first: the runtime accepts only the top of a stack or the first
    /// screen of the top modal, and each report makes the next screen the top.
    package mutating func report(_ screens: [Screen], to runtime: FlowRuntime?) {
        guard let runtime else {
            unreported += screens
            return
        }
        for screen in screens {
            do {
                try runtime.platformDidRemove(screen)
            } catch {
                rejected.append(error)
            }
        }
    }

    /// Returns and forgets the unreported removals.
    package mutating func takeUnreported() -> [Screen] {
        defer { unreported.removeAll() }
        return unreported
    }
}
