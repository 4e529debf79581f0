/// A deep link a flow answers, or a step a link's plan may take through it.
///
/// A link is data in the flow's definition: a ``LinkPattern`` and what it leads to, a route of the
/// flow or an event sent to it with the link's parameters. The runtime plans the way there from
/// whatever is on screen (``FlowRuntime/open(_:)-(String)``) and ``FlowGraph`` checks it statically.
///
/// ```swift
/// links: [
///     .link("clip/:id", sends: .openClip) { link in .openClip(id: try link.int("id")) },
///     .link("clip", sends: .selectTab(.clip)),
///     .step(.cancel),
/// ]
/// ```
///
/// A plan is made only of events that links name: those of links without parameters, and
/// ``step(_:)``s. An event no link names (`saved`, `loggedIn`) is never sent by a plan.
public struct FlowLink<F: Flow>: Sendable {
    /// What a link leads to.
    public enum Target: Sendable {
        /// The route shown on top of the flow.
        case route(F.Route)
        /// An event of case `case` sent to the flow, built from the link's parameters.
        case event(F.Event.Case, make: @Sendable (LinkParameters) throws -> F.Event)
    }

    /// The pattern it answers; `nil` for a step that no URL names.
    public let pattern: LinkPattern?
    /// What it leads to.
    public let target: Target
    /// The flow whose running the link waits for (``waiting(for:)``), if it waits.
    public private(set) var waitedFor: (any Flow.Type)?

    init(pattern: LinkPattern?, target: Target) {
        self.pattern = pattern
        self.target = target
    }

    /// This link, deferred while no flow of type `flow` runs: opened then, it is kept and applied
    /// once `flow` runs (after sign-in, for a link into the signed-in app), and dropped if `flow`
    /// stops running before it could be applied (a logout).
    ///
    /// ```swift
    /// .link("clip/:id", sends: .openClip) { link in .openClip(id: try link.int("id")) }
    ///     .waiting(for: TabBarFlow.self)
    /// ```
    ///
    /// A link is deferred only when no plan reaches it from where the app is; see
    /// ``FlowRuntime/open(_:)-(String)``.
    public func waiting(for flow: any Flow.Type) -> Self {
        var link = self
        link.waitedFor = flow
        return link
    }

    /// A link `pattern` showing `route` of the flow.
    public static func link(_ pattern: LinkPattern, to route: F.Route) -> Self {
        Self(pattern: pattern, target: .route(route))
    }

    /// A link `pattern` that sends `event`, a value without parameters; plans may also send it on the way.
    public static func link(_ pattern: LinkPattern, sends event: F.Event) -> Self {
        Self(pattern: pattern, target: .event(event.case) { _ in event })
    }

    /// A link `pattern` that sends an event of case `case`, built by `make` from the link's parameters.
    ///
    /// An error `make` throws (a ``LinkParameterError`` from ``LinkParameters/int(_:)``) makes the
    /// link fail to open, with nothing changed.
    public static func link(
        _ pattern: LinkPattern, sends case: F.Event.Case,
        _ make: @escaping @Sendable (LinkParameters) throws -> F.Event
    ) -> Self {
        Self(pattern: pattern, target: .event(`case`, make: make))
    }

    /// An event that plans may send on the way to a link (close a modal, leave a screen), though no
    /// URL names it.
    public static func step(_ event: F.Event) -> Self {
        Self(pattern: nil, target: .event(event.case) { _ in event })
    }

    /// The event this link sends when it needs no parameters: a step plans may take.
    public var stepEvent: F.Event? {
        guard case .event(_, let make) = target, pattern?.parameterNames.isEmpty ?? true else { return nil }
        return try? make(LinkParameters())
    }

    /// The name of the event case it sends, or `nil` for a route link.
    public var eventName: String? {
        if case .event(let eventCase, _) = target { return F.Event.name(of: eventCase) }
        return nil
    }

    /// The route it shows, or `nil` for an event link.
    public var route: F.Route? {
        if case .route(let route) = target { return route }
        return nil
    }
}
