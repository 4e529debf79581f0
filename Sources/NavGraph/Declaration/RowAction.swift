/// What a row does, as written in a ``FlowTransition``: its child factory and tab selector
/// receive the payload of the row's case typed (`Void` for a payload-free case).
///
/// ```swift
/// .on(.openSettings, from: .home, .push(.settings))
/// .on(\.openLink, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) })
/// .on(.tapLogout, from: .settings, .escalate(.logout))
/// ```
public struct RowAction<F: Flow, Payload>: Sendable {
    @usableFromInline let erase: @Sendable (_ payload: @escaping @Sendable (F.Event) -> Payload?) -> Action<F>

    @usableFromInline init(_ erase: @escaping @Sendable (_ payload: @escaping @Sendable (F.Event) -> Payload?) -> Action<F>) {
        self.erase = erase
    }

    @usableFromInline init(_ action: Action<F>) {
        self.init { _ in action }
    }

    /// The stored action, reading the payload from the event with `payload`.
    func erased(payload: @escaping @Sendable (F.Event) -> Payload?) -> Action<F> {
        erase(payload)
    }

    /// Pushes `route` onto the stack the flow's top screen is in.
    public static func push(_ route: F.Route) -> Self { Self(Action(.push(route))) }
    /// Pops the flow's top screen. Rejected when it is the flow's first screen or a presented one.
    public static var pop: Self { Self(Action(.pop)) }
    /// Pops back to the first screen of the stack the flow's top screen is in; nothing when already there.
    public static var popToRoot: Self { Self(Action(.popToRoot)) }
    /// Presents `route` modally, in a stack of its own.
    public static func present(_ route: F.Route) -> Self { Self(Action(.present(route))) }
    /// Dismisses the flow's topmost presented route, with whatever was pushed over it.
    public static var dismiss: Self { Self(Action(.dismiss)) }
    /// Selects the tab `route` of a tab flow. Re-selecting the current tab does what the tab's
    /// ``FlowTab/reselect`` says.
    public static func selectTab(_ route: F.Route) -> Self { Self(Action(.selectTab(.route(route)))) }
    /// Selects the tab the payload names, e.g. for `case selectTab(Route)`: `.selectTab { $0 }`.
    ///
    /// A payload for which `tab` returns `nil`, or a route that is not a tab, is rejected with
    /// ``NavigationError/Reason/unknownTab``.
    @inlinable
    public static func selectTab(from tab: @escaping @Sendable (Payload) -> F.Route?) -> Self {
        Self { payload in Action(.selectTab(.fromEvent { event in payload(event).flatMap(tab) })) }
    }
    /// Finishes the flow with `output`: the flow, its descendants and their screens go in one step,
    /// then the parent receives the event its ``ChildFlow`` declaration maps `output` to.
    public static func finish(_ output: F.Output) -> Self { Self(Action(.finish(output))) }
    /// Hands `output` to the parent without finishing: the parent receives the event its
    /// ``ChildFlow`` declaration maps it to (logout from deep in a tab, one declared step per level).
    public static func escalate(_ output: F.Output) -> Self { Self(Action(.escalate(output))) }
    /// Accepts the event and changes no navigation (an effect may still run).
    public static var stay: Self { Self(Action(.stay)) }

    /// Starts a child flow of type `C`, shown as `presentation`, built from the payload.
    ///
    /// `C` must be declared in the definition's `children`, which maps its outputs.
    @inlinable
    public static func start<C: Flow>(
        _ child: C.Type, _ presentation: ChildPresentation, _ make: @escaping @Sendable (Payload) -> C
    ) -> Self {
        start(child, presentation) { _, payload in make(payload) }
    }

    /// Starts a child flow of type `C`, shown as `presentation`, built from this flow (its
    /// dependencies) and the payload.
    // Inlinable, as the other declaration sites: the child factory and the tab selector are
    // compiled where the flows' types are known, not run unspecialised on each start.
    @inlinable
    public static func start<C: Flow>(
        _ child: C.Type, _ presentation: ChildPresentation, _ make: @escaping @Sendable (F, Payload) -> C
    ) -> Self {
        Self { payload in
            Action(.start(ChildStart(childType: child, presentation: presentation) { flow, event in
                payload(event).map { make(flow, $0) }
            }))
        }
    }
}
