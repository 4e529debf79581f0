/// A router on a platform's views (the SwiftUI `NavigationModel`, the UIKit `HostRouter`), which
/// reports what the user changes there — a back swipe, a sheet swiped down, a tab tapped — to
/// the runtime that drives it.
///
/// A runtime connects itself to such a router as it is created, so the two cannot be left
/// unwired:
///
/// ```swift
/// let model = NavigationModel()
/// let runtime = FlowRuntime(router: model)   // the model now reports to runtime
/// ```
@MainActor
public protocol PlatformRouter: Router {
    /// Called by ``FlowRuntime`` as it is created with this router: the router reports the
    /// platform's changes to `runtime` from now on, holding it weakly.
    func connect(to runtime: FlowRuntime)
}
