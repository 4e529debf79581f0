/// A parent's declaration of a child flow it may start (or host as a tab), and how the child's
/// outputs become the parent's own events.
///
/// ```swift
/// children: [
///     ChildFlow(LinkDetailFlow.self) { output in
///         switch output { case .closed: .linkClosed }
///     },
/// ]
/// ```
///
/// Returning `nil` means the output has no mapping: a child finishing or escalating with it is
/// rejected with ``NavigationError/Reason/unmappedOutput(child:output:)`` and nothing changes.
public struct ChildFlow<F: Flow>: Sendable {
    /// The child flow's type.
    public let childType: any Flow.Type
    @usableFromInline let mapOutput: @Sendable (any Sendable) -> F.Event?

    /// Declares `child` as a child of `F`, with `output` mapping each of its outputs to an event of `F`.
    public init<C: Flow>(_ child: C.Type, output: @escaping @Sendable (C.Output) -> F.Event?) {
        childType = child
        mapOutput = { value in (value as? C.Output).flatMap(output) }
    }

    /// Declares `child`, a flow that never outputs (`Output == Never`), as a child of `F`.
    public init<C: Flow>(_ child: C.Type) where C.Output == Never {
        childType = child
        mapOutput = { _ in nil }
    }
}

/// One tab of a tab flow: the tab's route and the child flow that lives in it.
///
/// ```swift
/// Tab(.home, HomeFlow.self) { tabBar in HomeFlow(store: tabBar.store) }
/// ```
public struct Tab<F: Flow>: Sendable {
    /// The tab flow's route that selects this tab.
    public let route: F.Route
    /// The flow living in this tab, with a stack of its own.
    public let childType: any Flow.Type
    @usableFromInline let make: @Sendable (F) -> any Flow

    /// Declares the tab `route`, hosting a `child` built by `make` when the tab flow starts.
    public init<C: Flow>(_ route: F.Route, _ child: C.Type, _ make: @escaping @Sendable (F) -> C) {
        self.route = route
        childType = child
        self.make = { make($0) }
    }
}
