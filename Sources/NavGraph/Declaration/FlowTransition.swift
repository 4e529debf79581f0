/// One row of a flow's transition table: in `source` (or any route), on an event case, if the
/// guard holds, do the action and then run the effect.
///
/// Rows are tried in declaration order; the first whose source, event case and guard match wins.
/// Two rows for the same event, the first guarded, make an if/else:
///
/// ```swift
/// .on(.launch, when: hasSession, .start(TabBarFlow.self, .root) { TabBarFlow() }),
/// .on(.launch, .start(AuthFlow.self, .root) { AuthFlow() }),
/// ```
///
/// A row for a case with a payload names the case by key path, and its action and guard receive
/// the payload typed (the event type is marked `@FlowEvent`, from `NavGraphMacros`):
///
/// ```swift
/// .on(\.openLink, from: .home, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) })
/// ```
public struct FlowTransition<F: Flow>: Sendable {
    /// The route this row applies in; `nil` for any route.
    public let source: F.Route?
    /// The event case this row handles.
    public let event: F.Event.Case
    /// The guard's name, if the row has one.
    public var guardName: String? { condition?.name }
    /// What the row does.
    @usableFromInline package let action: Action<F>
    /// The guard, asked with the flow and the whole event.
    let condition: (name: String, holds: @Sendable (F, F.Event) throws -> Bool)?
    /// Runs after the row is applied.
    @usableFromInline let effect: (@MainActor @Sendable (EffectContext<F>) -> Void)?
    /// The payload type of a row declared by key path (`"Int"`, `"Void"` for a case without
    /// one); `nil` for a row declared by case, which does not say. Read by NavGraphTesting's advice.
    package let payloadTypeName: String?

    /// A row handling `event` in `source` (any route when `nil`) when `guard` holds.
    ///
    /// `effect` runs after the navigation is applied, on the main actor; events it sends are queued
    /// and applied after this one (run to completion).
    public static func on(
        _ event: F.Event.Case,
        from source: F.Route? = nil,
        when guard: Guard<F, Void>? = nil,
        _ action: RowAction<F, Void>,
        effect: (@MainActor @Sendable (EffectContext<F>) -> Void)? = nil
    ) -> Self {
        Self(source: source, event: event, payload: { _ in () }, guard: `guard`, action: action, effect: effect, payloadTypeName: nil)
    }

    /// A row handling the case `key` names, whose action and guard receive its payload typed.
    ///
    /// ```swift
    /// .on(\.openLink, from: .home, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) })
    /// ```
    public static func on<Payload>(
        _ key: KeyPath<F.Event.Cases, EventCase<F.Event, Payload>>,
        from source: F.Route? = nil,
        when guard: Guard<F, Payload>? = nil,
        _ action: RowAction<F, Payload>,
        effect: (@MainActor @Sendable (EffectContext<F>) -> Void)? = nil
    ) -> Self where F.Event: PayloadEvent {
        let eventCase = F.Event.Cases()[keyPath: key]
        return Self(
            source: source, event: eventCase.case, payload: eventCase.extract, guard: `guard`, action: action, effect: effect,
            // The text `String(describing:)` writes for a type, without its conformance look-ups.
            payloadTypeName: Payload.self == Void.self ? "Void" : _typeName(Payload.self, qualified: false)
        )
    }

    private init<Payload>(
        source: F.Route?, event: F.Event.Case, payload: @escaping @Sendable (F.Event) -> Payload?, guard: Guard<F, Payload>?,
        action: RowAction<F, Payload>, effect: (@MainActor @Sendable (EffectContext<F>) -> Void)?, payloadTypeName: String?
    ) {
        self.source = source
        self.event = event
        self.payloadTypeName = payloadTypeName
        // A row is only asked about events of its own case, whose payload is always there.
        condition = `guard`.map { check in
            (check.name, { flow, event in
                guard let value = payload(event) else { return false }
                return try check.predicate(flow, value)
            })
        }
        self.action = action.erased(payload: payload)
        self.effect = effect
    }
}

/// What an effect sees: the flow, the event that was applied, and a way to send further events.
///
/// Events it sends are queued and applied after the current one; one that is rejected then goes
/// to ``FlowRuntime/onRejectedQueuedEvent``, so an effect needs no `try`.
@MainActor
public struct EffectContext<F: Flow> {
    /// The flow value (its dependencies).
    public let flow: F
    /// The event that was applied.
    public let event: F.Event
    /// The flow's routes after the transition, bottom to top (empty once it finished).
    public let routes: [F.Route]
    private let sendEvent: @MainActor (F.Event) -> Void

    /// A context whose ``send(_:)`` hands events to `send`.
    public init(flow: F, event: F.Event, routes: [F.Route], send: @escaping @MainActor (F.Event) -> Void) {
        self.flow = flow
        self.event = event
        self.routes = routes
        sendEvent = send
    }

    /// Queues `event` for this flow, applied after the current event.
    public func send(_ event: F.Event) {
        sendEvent(event)
    }
}
