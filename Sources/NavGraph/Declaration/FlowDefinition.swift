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
    /// What matching and applying an event read of each row, by row.
    @inlinable var rowKeys: [RowKey] { parts.rowKeys }
    /// Each row's event case, by row.
    @inlinable var rowCases: [F.Event.Case] { parts.rowCases }
    /// Each row's guard, by row.
    @inlinable var conditions: [Condition?] { parts.conditions }

    /// The first row that handles `eventCase`, if any: the case's other rows follow it (see
    /// ``RowKey/nextOfCase``). Looked up by the case's number when the rows' cases are numbered.
    @inlinable @inline(__always) func firstRow(handling eventCase: F.Event.Case) -> Int? {
        let byOrdinal = parts.firstRowByOrdinal
        if !byOrdinal.isEmpty, let ordinal = F.Event.ordinal(of: eventCase) {
            // A case numbered like a row's but unlike it has no row: every row case has its own number.
            guard byOrdinal.indices.contains(ordinal) else { return nil }
            let row = byOrdinal[ordinal]
            return row >= 0 && parts.rowCases[row] == eventCase ? row : nil
        }
        guard parts.firstRows == nil else { return indexedFirstRow(handling: eventCase) }
        // The cases alone, packed: for an enumeration without payloads, one byte a row.
        let cases = parts.rowCases
        for row in cases.indices where cases[row] == eventCase { return row }
        return nil
    }

    /// ``firstRow(handling:)`` in a long table, which indexes its cases.
    @inlinable func indexedFirstRow(handling eventCase: F.Event.Case) -> Int? {
        parts.firstRows?[eventCase]
    }

    /// The rows that handle `eventCase`, in order.
    func rows(handling eventCase: F.Event.Case) -> [Int] {
        RowKey.rows(in: rowKeys, from: firstRow(handling: eventCase))
    }

    /// A row's guard: its name and the predicate, asked with the flow and the whole event.
    @usableFromInline
    typealias Condition = (name: String, holds: @Sendable (F, F.Event) throws -> Bool)

    /// The parts, shared by every copy: each machine keeps the definition and reads it on every
    /// event, so a copy is one reference.
    @usableFromInline let parts: Parts

    @usableFromInline
    final class Parts: Sendable {
        @usableFromInline let rowKeys: [RowKey]
        @usableFromInline let transitions: [FlowTransition<F>]
        @usableFromInline let children: [ChildFlow<F>]
        @usableFromInline let links: [FlowLink<F>]
        @usableFromInline let names: FlowNames<F>
        @usableFromInline let rowCases: [F.Event.Case]
        /// Each row's guard, by row.
        @usableFromInline let conditions: [Condition?]
        /// The first row of each event case, for a table longer than ``indexedTableSize`` (`nil`
        /// for a shorter one, which a scan reads faster than a hash is computed).
        @usableFromInline let firstRows: [F.Event.Case: Int]?
        /// The first row of each event case by the case's number (``FlowEvent/ordinal(of:)``), -1
        /// for a case without rows; empty unless every row's case has a number of its own.
        @usableFromInline let firstRowByOrdinal: [Int]
        /// Each child's type identity, in `children`'s order: starts and outputs look children up by type.
        @usableFromInline let childTypes: [ObjectIdentifier]
        // The layout, kept as the facts every start reads rather than as the enum.
        @usableFromInline let tabs: [FlowTab<F>]
        @usableFromInline let isTabFlow: Bool
        /// The selected tab's position when the flow starts (0 for a stack flow).
        @usableFromInline let initialTab: Int
        /// The runtime's code for `F`, compiled where `F` is declared (see ``Flow/_compiledCode``):
        /// asked once, as each ask boxes it.
        @usableFromInline let compiledCode: any Sendable
        /// `F` as an existential, made once: rejections name their flow by it. Made anew, it calls
        /// the accessor of `F`'s witness table, which is instantiated at run time (the conformance
        /// reaches the standard library's protocols through `Route` and `Event`).
        @usableFromInline let flowType: any Flow.Type
        // Last, the fields whose size depends on `F`: unspecialised code finds the others
        // without the class's metadata.
        @usableFromInline let initialRoute: F.Route
        @usableFromInline let dismissOutput: F.Output?

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
            compiledCode = F._compiledCode
            flowType = F.self
            self.transitions = transitions
            self.children = children
            self.dismissOutput = dismissOutput
            self.links = links
            let names = FlowNames(transitions: transitions, initialRoute: initial, tabs: tabs)
            self.names = names
            // Loops, not `map`: the standard library's algorithms, run unspecialised for a new flow
            // type, look up conformances of the types built on it the first time.
            var rowCases: [F.Event.Case] = [], conditions: [Condition?] = []
            rowCases.reserveCapacity(transitions.count)
            conditions.reserveCapacity(transitions.count)
            for transition in transitions {
                rowCases.append(transition.event)
                conditions.append(transition.condition)
            }
            self.rowCases = rowCases
            self.conditions = conditions
            firstRowByOrdinal = Self.firstRowByOrdinal(of: rowCases)
            // Each key links to the next row of its case. The keys are built from the last row up:
            // a long table keeps each case's first row so far (at the end, its index); a short
            // one scans.
            let isIndexed = transitions.count > indexedTableSize
            var firstRows: [F.Event.Case: Int] = [:]
            var rowKeys: [RowKey] = []
            rowKeys.reserveCapacity(transitions.count)
            var row = transitions.count
            while row > 0 {
                row -= 1
                let event = rowCases[row]
                var next = -1
                if isIndexed {
                    next = firstRows[event] ?? -1
                    firstRows[event] = row
                } else {
                    for later in row + 1..<rowCases.count where rowCases[later] == event {
                        next = later
                        break
                    }
                }
                rowKeys.append(RowKey(transitions[row], names: names, nextOfCase: next))
            }
            rowKeys.reverse()
            self.rowKeys = rowKeys
            self.firstRows = isIndexed ? firstRows : nil
            var childTypes: [ObjectIdentifier] = []
            childTypes.reserveCapacity(children.count)
            for child in children { childTypes.append(ObjectIdentifier(child.childType)) }
            self.childTypes = childTypes
        }

        /// Each numbered case's first row in `rowCases`, by number; empty when a row's case has
        /// no number, a number out of range, or one another case of the rows has too.
        private static func firstRowByOrdinal(of rowCases: [F.Event.Case]) -> [Int] {
            var firstRows: [Int] = []
            for row in 0..<rowCases.count {
                guard let ordinal = F.Event.ordinal(of: rowCases[row]), (0..<maximumOrdinalCount).contains(ordinal) else { return [] }
                while firstRows.count <= ordinal { firstRows.append(-1) }
                let first = firstRows[ordinal]
                if first < 0 {
                    firstRows[ordinal] = row
                } else if rowCases[first] != rowCases[row] {
                    return []
                }
            }
            return firstRows
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

/// The number of rows above which a definition indexes its event cases' first rows: matching an
/// event then hashes its case instead of scanning the rows' cases.
let indexedTableSize = 16

/// How many event cases a definition numbers at most (see ``FlowEvent/ordinal(of:)``): a table
/// by number holds a row for every number up to the highest.
let maximumOrdinalCount = 4_096
