public import NavGraph

/// The events of every flow type of a hierarchy that screens talk to: what the explorer may send.
///
/// ```swift
/// let catalog = EventCatalog {
///     FlowEvents(AppFlow.self, [.launch])
///     FlowEvents(AuthFlow.self)
///     FlowEvents(HomeFlow.self, [.openSettings, .back, .tapLogout])
///         .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
/// }
/// ```
///
/// ``FlowExplorer`` checks the catalog against the hierarchy's graph: every event case a transition
/// handles must have a value or a generator here, unless only a child's output produces it.
public struct EventCatalog: Sendable {
    /// The entries, one per flow type, in declaration order.
    public let entries: [CatalogEntry]

    private let positions: [String: Int]

    /// A catalog of the ``FlowEvents`` listed in `content`.
    public init(@EventCatalogBuilder _ content: () -> [CatalogEntry]) {
        self.init(entries: content())
    }

    /// A catalog of `entries` (see ``FlowEvents/entry``).
    public init(entries: [CatalogEntry]) {
        self.entries = entries
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() where positions[entry.flowName] == nil {
            positions[entry.flowName] = position
        }
        self.positions = positions
    }

    func entry(named name: String) -> CatalogEntry? {
        positions[name].map { entries[$0] }
    }
}

/// Collects ``FlowEvents`` of different flow types into an ``EventCatalog``.
@resultBuilder
public enum EventCatalogBuilder {
    @inlinable public static func buildExpression<F: Flow>(_ events: FlowEvents<F>) -> [CatalogEntry] { [events.entry] }
    public static func buildExpression(_ entry: CatalogEntry) -> [CatalogEntry] { [entry] }
    public static func buildBlock(_ parts: [CatalogEntry]...) -> [CatalogEntry] { parts.flatMap(\.self) }
    public static func buildOptional(_ part: [CatalogEntry]?) -> [CatalogEntry] { part ?? [] }
    public static func buildEither(first part: [CatalogEntry]) -> [CatalogEntry] { part }
    public static func buildEither(second part: [CatalogEntry]) -> [CatalogEntry] { part }
    public static func buildArray(_ parts: [[CatalogEntry]]) -> [CatalogEntry] { parts.flatMap(\.self) }
}

/// The events of one flow type with the type erased, so flows of different types share a catalog.
public struct CatalogEntry: Sendable {
    /// The flow's name (`Home`), as the graph and traces show it.
    public let flowName: String
    /// The flow's Swift type name (`HomeFlow`), for messages.
    public let typeName: String
    /// The event case of each source, in order (a generator: the case of the first value it makes).
    public let eventCases: [String]
    /// The tabs a tap can select, when the entry declares ``FlowEvents/tabTap(_:)``; otherwise empty.
    public let tabRoutes: [String]

    /// The event case a tab tap makes, when the entry declares ``FlowEvents/tabTap(_:)``.
    let tabTapCase: String?
    let flowType: any Flow.Type
    /// ``flowType`` as an identifier, which a live flow carries: how a step finds its flows.
    let flowTypeID: ObjectIdentifier
    let send: @MainActor @Sendable (FlowRuntime, FlowID, Int, UInt64) -> Delivery
    let tap: @MainActor @Sendable (FlowRuntime, FlowID, Int) -> Delivery
    let describeEvent: @Sendable (Int, UInt64) -> ValueDescription
    /// The event a tap on tab `index` (wrapped) sends, described.
    let describeTap: @Sendable (Int) -> ValueDescription
    let generatedSources: Set<Int>

    @usableFromInline init(
        flowName: String, typeName: String, eventCases: [String], tabRoutes: [String], tabTapCase: String?, flowType: any Flow.Type,
        send: @escaping @MainActor @Sendable (FlowRuntime, FlowID, Int, UInt64) -> Delivery,
        tap: @escaping @MainActor @Sendable (FlowRuntime, FlowID, Int) -> Delivery,
        describeEvent: @escaping @Sendable (Int, UInt64) -> ValueDescription,
        describeTap: @escaping @Sendable (Int) -> ValueDescription, generatedSources: Set<Int>
    ) {
        self.flowName = flowName
        self.typeName = typeName
        self.eventCases = eventCases
        self.tabRoutes = tabRoutes
        self.tabTapCase = tabTapCase
        self.flowType = flowType
        flowTypeID = ObjectIdentifier(flowType)
        self.send = send
        self.tap = tap
        self.describeEvent = describeEvent
        self.describeTap = describeTap
        self.generatedSources = generatedSources
    }
}

/// What happened to an event the explorer tried to send.
///
/// An accepted event is not described here: its description is in the runtime's transition
/// record (``CatalogEntry`` describes it again in the rare case none names it), and describing a
/// value with a payload keeps a copy of it in an object of its own.
@usableFromInline
enum Delivery: Sendable {
    /// The runtime accepted the event.
    case accepted
    /// The runtime rejected `event`; nothing changed.
    case rejected(event: ValueDescription, NavigationError)
    /// Nothing was sent: no such flow, no such event, or a payload generator gave up.
    case unavailable(String)
}

extension FlowEvents {
    /// This declaration with its flow type erased, for ``EventCatalog/init(entries:)``.
    ///
    /// Inlinable: built where the catalog is declared, the closures that send events run
    /// specialised for the flow type.
    @inlinable public var entry: CatalogEntry {
        let sources = self.sources
        let tabTapEvent = self.tabTapEvent
        let tabs: [F.Route] = {
            guard tabTapEvent != nil else { return [] }
            let declared = F.definition.tabs.map(\.route)
            return declared.isEmpty ? Array(F.Route.allCases) : declared
        }()
        let cases = sources.map { source in
            switch source.event(payload: 0) {
            case .success(let event): String(describing: event.case)
            case .failure: "?"
            }
        }
        return CatalogEntry(
            flowName: F.name,
            typeName: String(describing: F.self),
            eventCases: cases,
            tabRoutes: tabs.map(\.name),
            tabTapCase: tabs.first.flatMap { tab in tabTapEvent.map { String(describing: $0(tab).case) } },
            flowType: F.self,
            send: { runtime, id, index, payload in
                guard !sources.isEmpty else { return .unavailable("\(F.name) has no events in the catalog") }
                let source = index % sources.count
                switch sources[source].event(payload: payload) {
                case .success(let event): return Self.deliver(event, describedAs: ValueDescription(event: event, of: F.self), to: id, in: runtime)
                case .failure(let failure):
                    return .unavailable("the generator of \(cases[index % sources.count]) for \(F.name) gave up: \(failure.message)")
                }
            },
            tap: { runtime, id, tab in
                guard let tabTapEvent, !tabs.isEmpty else { return .unavailable("\(F.name) declares no tab taps") }
                let event = tabTapEvent(tabs[tab % tabs.count])
                return Self.deliver(event, describedAs: ValueDescription(event: event, of: F.self), to: id, in: runtime)
            },
            describeEvent: { index, payload in
                guard !sources.isEmpty else { return "?" }
                switch sources[index % sources.count].event(payload: payload) {
                case .success(let event): return ValueDescription(event: event, of: F.self)
                case .failure: return ValueDescription(cases[index % sources.count] + "(?)")
                }
            },
            describeTap: { tab in
                guard let tabTapEvent, !tabs.isEmpty else { return "?" }
                return ValueDescription(describing: tabTapEvent(tabs[tab % tabs.count]))
            },
            generatedSources: Set(sources.indices.filter { sources[$0].isGenerated })
        )
    }

    /// Sends `event` to flow `id`; `description` is made only when the runtime rejects it.
    @MainActor
    @inlinable static func deliver(
        _ event: F.Event, describedAs description: @autoclosure () -> ValueDescription, to id: FlowID, in runtime: FlowRuntime
    ) -> Delivery {
        guard let handle = runtime.handle(F.self, id: id) else {
            return .unavailable("no live \(F.name) \(id)")
        }
        do {
            try handle.send(event)
            return .accepted
        } catch {
            return .rejected(event: description(), error)
        }
    }
}
