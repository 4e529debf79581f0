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
    /// The parent's event for an output of the child; `nil` for no mapping or a value that is not
    /// one of the child's outputs.
    public let event: @Sendable (_ output: any Sendable) -> F.Event?

    /// Declares `child` as a child of `F`, with `output` mapping each of its outputs to an event of `F`.
    // Inlinable, as the other declaration sites: the mapping's cast is compiled where the flows'
    // types are known, not asked of the Swift runtime on each hand-off.
    @inlinable
    public init<C: Flow>(_ child: C.Type, output: @escaping @Sendable (C.Output) -> F.Event?) {
        childType = child
        event = { value in (value as? C.Output).flatMap(output) }
    }

    /// Declares `child`, a flow that never outputs (`Output == Never`), as a child of `F`.
    @inlinable
    public init<C: Flow>(_ child: C.Type) where C.Output == Never {
        childType = child
        event = { _ in nil }
    }
}

/// One tab of a tab flow: the tab's route, the child flow that lives in it, and what re-selecting
/// the tab while it is selected does.
///
/// ```swift
/// FlowTab(.home, HomeFlow.self, reselect: .popToRoot) { tabBar in HomeFlow(store: tabBar.store) }
/// ```
public struct FlowTab<F: Flow>: Sendable {
    /// The tab flow's route that selects this tab.
    public let route: F.Route
    /// The flow living in this tab, with a stack of its own.
    public let childType: any Flow.Type
    /// What re-selecting the selected tab does.
    public let reselect: TabReselect
    /// Builds the tab's flow from the tab flow when it starts.
    public let make: @Sendable (F) -> any Flow

    /// Declares the tab `route`, hosting a `child` built by `make` when the tab flow starts.
    @inlinable
    public init<C: Flow>(_ route: F.Route, _ child: C.Type, reselect: TabReselect = .none, _ make: @escaping @Sendable (F) -> C) {
        self.route = route
        childType = child
        self.reselect = reselect
        self.make = make
    }
}

/// What selecting a tab that is already selected does.
public enum TabReselect: String, Sendable, Codable, CaseIterable {
    /// Nothing changes.
    case none
    /// The tab's stack goes back to its first screen, as UIKit's tab bar does: screens pushed
    /// there are popped, presented routes dismissed, and a child flow there finishes (its
    /// dismissal output reaches the tab's flow).
    case popToRoot
}
