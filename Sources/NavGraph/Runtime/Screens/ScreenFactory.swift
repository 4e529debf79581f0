/// Builds the content for screens (view controllers, SwiftUI views, view models): the host app
/// registers one builder per flow type and gives each screen its dependencies and a handle.
///
/// ```swift
/// let factory = ScreenFactory<UIViewController>()
/// factory.register(HomeFlow.self) { request in
///     switch request.route {
///     case .home: HomeViewController(model: HomeModel(store: request.flow.store, flow: request.handle))
///     case .settings: SettingsViewController(flow: request.handle)
///     }
/// }
/// let content = factory.makeContent(for: screen, in: runtime)
/// ```
@MainActor
public final class ScreenFactory<Content> {
    private var builders: [ObjectIdentifier: (any Node, Int) -> Content?] = [:]

    /// An empty factory.
    public init() {}

    /// Registers how the screens of flow `F` are built. A later registration for `F` replaces this one.
    public func register<F: Flow>(_ flow: F.Type, _ build: @escaping @MainActor (ScreenRequest<F>) -> Content) {
        builders[ObjectIdentifier(flow)] = { node, index in
            (node as? FlowNode<F>)?.screenRequest(at: index).map(build)
        }
    }

    /// The content for `screen`, or `nil` when its flow is not registered or no longer runs.
    public func makeContent(for screen: Screen, in runtime: FlowRuntime) -> Content? {
        guard let node = runtime.node(withID: screen.flow), !node.isFinished,
            let build = builders[ObjectIdentifier(node.flowType)]
        else { return nil }
        return build(node, screen.index)
    }
}

/// What a screen builder receives: the route, the event that opened it, the flow's dependencies and
/// a handle for the screen to send events with.
@MainActor
public struct ScreenRequest<F: Flow> {
    /// The screen's route.
    public let route: F.Route
    /// The event that opened the screen (its payload: an id, a URL); `nil` for the flow's first screen.
    public let event: F.Event?
    /// The flow value, carrying the dependencies.
    public let flow: F
    /// The handle the screen sends its events through.
    public let handle: FlowHandle<F>
}
