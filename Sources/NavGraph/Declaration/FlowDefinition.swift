/// The whole declaration of a flow: its layout (a stack with an initial route, or tabs), its
/// transition table, the child flows it may start, what it outputs when the platform removes it,
/// and the deep links it answers.
///
/// A definition is plain data: the runtime executes it and ``FlowGraph`` draws it.
///
/// ```swift
/// static let definition = FlowDefinition<LinkDetailFlow>(
///     initial: .webView,
///     transitions: [.on(.close, .finish(.closed)), .on(.back, .finish(.closed))],
///     dismissOutput: .closed,
///     links: [.step(.close)]
/// )
/// ```
public struct FlowDefinition<F: Flow>: Sendable {
    /// How the flow's screens are laid out, as its initializers say it.
    enum Layout: Sendable {
        /// A stack of screens starting at `initial`.
        case stack(initial: F.Route)
        /// Tabs living side by side, each a child flow with its own stack; `initial` is selected first.
        case tabs([FlowTab<F>], initial: F.Route)
    }

    /// The transition table, tried in order.
    @inlinable public var transitions: [FlowTransition<F>] { parts.transitions }
    /// The child flows this flow may start or host as tabs, with their output mappings.
    @inlinable public var children: [ChildFlow<F>] { parts.children }
    /// The output delivered to the parent when the platform removes the flow's first screen
    /// (an interactive back swipe, a modal swiped down). `nil`: the flow is removed silently.
    @inlinable public var dismissOutput: F.Output? { parts.dismissOutput }
    /// The deep links the flow answers and the steps plans may take through it.
    @inlinable public var links: [FlowLink<F>] { parts.links }
    @inlinable var names: FlowNames<F> { parts.names }
    /// What matching an event reads of each row, by row.
    @inlinable var rowKeys: [RowKey] { parts.rowKeys }
    /// Each row's guard, by row.
    @inlinable var conditions: [Condition?] { parts.conditions }
    /// The rows that handle `eventCase`, in order, when the table is indexed by event case;
    /// `nil` when it is short enough to scan.
    @inlinable func rows(handling eventCase: F.Event.Case) -> [Int]? {
        parts.rowsByEvent.map { $0[eventCase] ?? [] }
    }

    /// The first row that handles `eventCase`, if any.
    @inlinable func firstRow(handling eventCase: F.Event.Case) -> Int? {
        if let rows = rows(handling: eventCase) { return rows.first }
        return rowKeys.firstIndex { $0.event == eventCase }
    }

    /// What matching and applying an event read of a row, kept apart from the rows: every event
    /// scans them, and a row holds closures, whose copies cost a retain each. For a flow whose
    /// routes and event cases are plain enumerations a key holds no reference at all.
    @usableFromInline
    struct RowKey: Sendable {
        @usableFromInline let event: F.Event.Case
        /// Whether the row has a guard (asked through ``Parts/conditions``).
        @usableFromInline let isGuarded: Bool
        /// What the row does, without its arguments.
        @usableFromInline let kind: ActionKind
        /// The number of the route a push or present shows (0 for other rows).
        @usableFromInline let routeNumber: Int
        /// The source route's number (see ``FlowNames``), `nil` for any: matching compares numbers.
        @usableFromInline let sourceNumber: Int?

        init(_ transition: FlowTransition<F>, names: FlowNames<F>) {
            sourceNumber = transition.source.flatMap(names.number(of:))
            routeNumber =
                switch transition.action.step {
                case .push(let route), .present(let route): names.number(of: route) ?? 0
                default: 0
                }
            event = transition.event
            isGuarded = transition.condition != nil
            kind = transition.action.kind
        }
    }

    /// A row's guard: its name and the predicate, asked with the flow and the whole event.
    @usableFromInline
    typealias Condition = (name: String, holds: @Sendable (F, F.Event) throws -> Bool)

    /// The parts, shared by every copy: each machine keeps the definition and reads it on every
    /// event, so a copy is one reference.
    @usableFromInline let parts: Parts

    @usableFromInline
    final class Parts: Sendable {
        @usableFromInline let transitions: [FlowTransition<F>]
        @usableFromInline let children: [ChildFlow<F>]
        @usableFromInline let dismissOutput: F.Output?
        @usableFromInline let links: [FlowLink<F>]
        @usableFromInline let names: FlowNames<F>
        @usableFromInline let rowKeys: [RowKey]
        /// Each row's guard, by row.
        @usableFromInline let conditions: [Condition?]
        /// The rows of each event case, in order, for a table longer than ``indexedTableSize``
        /// (`nil` for a shorter one, which a scan reads faster than a hash is computed).
        @usableFromInline let rowsByEvent: [F.Event.Case: [Int]]?
        /// Each child's type identity, in `children`'s order: starts and outputs look children up by type.
        @usableFromInline let childTypes: [ObjectIdentifier]
        // The layout, kept as the facts every start reads rather than as the enum.
        @usableFromInline let initialRoute: F.Route
        @usableFromInline let tabs: [FlowTab<F>]
        @usableFromInline let isTabFlow: Bool
        /// The selected tab's position when the flow starts (0 for a stack flow).
        @usableFromInline let initialTab: Int

        init(layout: Layout, transitions: [FlowTransition<F>], children: [ChildFlow<F>], dismissOutput: F.Output?, links: [FlowLink<F>]) {
            let (initial, tabs, isTabFlow): (F.Route, [FlowTab<F>], Bool) =
                switch layout {
                case .stack(let initial): (initial, [], false)
                case .tabs(let tabs, let initial): (initial, tabs, true)
                }
            initialRoute = initial
            self.tabs = tabs
            self.isTabFlow = isTabFlow
            var initialTab = 0
            for index in 0..<tabs.count where tabs[index].route == initial {
                initialTab = index
                break
            }
            self.initialTab = initialTab
            self.transitions = transitions
            self.children = children
            self.dismissOutput = dismissOutput
            self.links = links
            let names = FlowNames(transitions: transitions, initialRoute: initial, tabs: tabs)
            self.names = names
            // Loops, not `map`: the standard library's algorithms, run unspecialised for a new flow
            // type, look up conformances of the types built on it the first time.
            var rowKeys: [RowKey] = [], conditions: [Condition?] = []
            rowKeys.reserveCapacity(transitions.count)
            conditions.reserveCapacity(transitions.count)
            for transition in transitions {
                rowKeys.append(RowKey(transition, names: names))
                conditions.append(transition.condition)
            }
            self.rowKeys = rowKeys
            self.conditions = conditions
            rowsByEvent = transitions.count > indexedTableSize ? Dictionary(grouping: transitions.indices) { transitions[$0].event } : nil
            var childTypes: [ObjectIdentifier] = []
            childTypes.reserveCapacity(children.count)
            for child in children { childTypes.append(ObjectIdentifier(child.childType)) }
            self.childTypes = childTypes
        }
    }

    /// A stack flow that starts at `initial`.
    public init(
        initial: F.Route,
        transitions: [FlowTransition<F>],
        children: [ChildFlow<F>] = [],
        dismissOutput: F.Output? = nil,
        links: [FlowLink<F>] = []
    ) {
        parts = Parts(layout: .stack(initial: initial), transitions: transitions, children: children, dismissOutput: dismissOutput, links: links)
    }

    /// A tab flow: `tabs` live side by side, `initial` selected first. Each tab's flow must be in `children`.
    public init(
        tabs: [FlowTab<F>],
        initial: F.Route,
        transitions: [FlowTransition<F>],
        children: [ChildFlow<F>] = [],
        dismissOutput: F.Output? = nil,
        links: [FlowLink<F>] = []
    ) {
        parts = Parts(layout: .tabs(tabs, initial: initial), transitions: transitions, children: children, dismissOutput: dismissOutput, links: links)
    }

    /// The route the flow shows first.
    @inlinable public var initialRoute: F.Route { parts.initialRoute }

    /// The tabs, empty for a stack flow.
    @inlinable public var tabs: [FlowTab<F>] { parts.tabs }

    /// Whether the flow lays its screens out as tabs.
    @inlinable public var isTabFlow: Bool { parts.isTabFlow }

    /// The tab selected when the flow starts (0 for a stack flow).
    @inlinable var initialTab: Int { parts.initialTab }

    /// The declaration of child type `type`, if any.
    @inlinable
    public func child(_ type: any Flow.Type) -> ChildFlow<F>? {
        // Inlinable, so that a parent's side of an output, compiled for its flow type, reads the
        // declaration without asking for metadata. No `Optional.map`: unspecialised, a generic call.
        guard let index = parts.childTypes.firstIndex(of: ObjectIdentifier(type)) else { return nil }
        return children[index]
    }

    /// The name of `route`, as screens and records show it.
    @inlinable
    public func name(of route: F.Route) -> String {
        names.name(of: route)
    }

    /// The name of the event case `eventCase`, as records and errors show it.
    @inlinable
    public func name(of eventCase: F.Event.Case) -> String {
        // A case no row handles is named when asked: it is only ever rejected.
        if let row = firstRow(handling: eventCase) { return names.rowEvents[row] }
        return F.Event.name(of: eventCase)
    }
}

/// The number of rows above which a definition indexes its rows by event case: matching an event
/// then hashes its case instead of scanning every row.
let indexedTableSize = 16
