/// One row of a flow's transition table: in `source` (or any route), on `event`, if `guard` holds,
/// do `action` and then run `effect`.
///
/// Rows are tried in declaration order; the first whose source, event case and guard match wins.
/// Two rows for the same event, the first guarded, make an if/else:
///
/// ```swift
/// .on(.launch, when: hasSession, .start(TabBarFlow.self, .root) { app, _ in TabBarFlow(app) }),
/// .on(.launch, .start(AuthFlow.self, .root) { _, _ in AuthFlow() }),
/// ```
public struct Transition<F: Flow>: Sendable {
    /// The route this row applies in; `nil` for any route.
    public let source: F.Route?
    /// The event case this row handles.
    public let event: F.Event.Case
    /// The named condition, if any.
    public let `guard`: Guard<F>?
    /// What the row does.
    public let action: Action<F>
    @usableFromInline let effect: (@MainActor @Sendable (EffectContext<F>) -> Void)?

    /// A row handling `event` in `source` (any route when `nil`) when `guard` holds.
    ///
    /// `effect` runs after the navigation is applied, on the main actor; events it sends are queued
    /// and applied after this one (run to completion).
    public static func on(
        _ event: F.Event.Case,
        from source: F.Route? = nil,
        when guard: Guard<F>? = nil,
        _ action: Action<F>,
        effect: (@MainActor @Sendable (EffectContext<F>) -> Void)? = nil
    ) -> Self {
        Self(source: source, event: event, guard: `guard`, action: action, effect: effect)
    }
}

/// What an effect sees: the flow, the event that was applied and a handle to send further events.
@MainActor
public struct EffectContext<F: Flow> {
    /// The flow value (its dependencies).
    public let flow: F
    /// The event that was applied.
    public let event: F.Event
    /// A handle to the flow; events sent through it are applied after the current one.
    public let handle: FlowHandle<F>

    @usableFromInline init(flow: F, event: F.Event, handle: FlowHandle<F>) {
        self.flow = flow
        self.event = event
        self.handle = handle
    }
}
