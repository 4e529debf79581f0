import NavGraph
import NavGraphMacros

/// The routes every generated flow declares, each flow in an enumeration of its own.
protocol GeneratedRoute: FlowRoute {
    static var list: Self { get }
    static var detail: Self { get }
}

/// The events every generated flow declares, each flow in an enumeration of its own.
protocol GeneratedEvent: FlowEvent, Hashable where Case == Self {
    static var showDetail: Self { get }
    static var back: Self { get }
}

/// One of many distinct flow types: a list that pushes its detail, reachable by a link `g<n>`
/// to the detail and by a step that shows it.
public protocol GeneratedFlow: Flow where Output == GeneratedOutput {
    init()
    /// The catalog's row that starts this flow on `event`.
    static func row<Catalog: CatalogFlow>(starting event: Catalog.Event, in catalog: Catalog.Type) -> FlowTransition<Catalog>
    /// The catalog's declaration of this flow as a child, which hands back `closed`.
    static func child<Catalog: CatalogFlow>(of catalog: Catalog.Type, closed: Catalog.Event) -> ChildFlow<Catalog>
}

extension GeneratedFlow {
    public static func row<Catalog: CatalogFlow>(starting event: Catalog.Event, in catalog: Catalog.Type) -> FlowTransition<Catalog> {
        .on(event.case, .start(Self.self, .push) { _, _ in Self() })
    }

    public static func child<Catalog: CatalogFlow>(of catalog: Catalog.Type, closed: Catalog.Event) -> ChildFlow<Catalog> {
        ChildFlow(Self.self) { _ in closed }
    }
}

/// What a generated flow hands its catalog when the platform removes it.
public enum GeneratedOutput: Sendable { case closed }

/// The shape of every generated flow, declared once.
protocol GeneratedFlowShape: GeneratedFlow where Route: GeneratedRoute, Event: GeneratedEvent {
    static var path: LinkPattern { get }
}

extension GeneratedFlowShape {
    static func generatedDefinition() -> FlowDefinition<Self> {
        FlowDefinition(
            initial: .list,
            transitions: [.on(.showDetail, from: .list, .push(.detail)), .on(.back, from: .detail, .pop)],
            dismissOutput: .closed,
            links: [.link(path, to: .detail), .step(.showDetail)]
        )
    }
}

/// A root that starts any of its generated flows, each by an event of its own and a link step
/// per event: a search from its home screen tries every one of them.
public protocol CatalogFlow: Flow where Route == CatalogRoute, Event: CaseIterable, Output == Never {
    static var flowTypes: [any GeneratedFlow.Type] { get }
    init()
}

/// The catalog's one screen.
@FlowRoute
public enum CatalogRoute { case home }

extension CatalogFlow {
    static func catalogDefinition() -> FlowDefinition<Self> {
        let events = Array(Event.allCases)
        let closed = events[events.count - 1]
        let rows = zip(events, flowTypes).map { event, type in type.row(starting: event, in: Self.self) }
        return FlowDefinition(
            initial: .home,
            transitions: rows + [.on(closed.case, .stay)],
            children: flowTypes.map { $0.child(of: Self.self, closed: closed) },
            links: events.dropLast().map { .step($0) }
        )
    }
}
