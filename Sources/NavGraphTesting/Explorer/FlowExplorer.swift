public import NavGraph

/// State-transition property testing for a flow hierarchy: generates event traces from launch,
/// runs them against the real runtime, checks invariants after every step, shrinks a failure to a
/// minimal trace, and finds paths that cover every transition.
///
/// ```swift
/// @MainActor @Test func toasterHoldsItsInvariants() async throws {
///     let explorer = try FlowExplorer(
///         roots: [AppFlow(session: .init(hasSession: false)), AppFlow(session: .init(hasSession: true))],
///         catalog: toasterCatalog
///     )
///     await explorer.check()                       // 100 traces, every built-in invariant
///     explorer.coveragePaths().report.expectComplete()  // shortest paths reach every transition
/// }
/// ```
///
/// The explorer is a value; its methods run on the main actor, as the runtime does.
public struct FlowExplorer<Root: Flow>: Sendable {
    /// The root flow values a trace may start from (guards read them: give one per configuration).
    public let roots: [Root]
    /// The events the explorer may send.
    public let catalog: EventCatalog
    /// The hierarchy's static graph.
    public let graph: FlowGraph
    /// What traces look like and which invariants are checked.
    public var options: ExplorationOptions
    let setup: ExplorerSetup
    /// `String(describing:)` of each root, made once: describing a value reflects on it, which is
    /// slow, and every run names its root.
    let rootDescriptions: [String]

    /// An explorer of the hierarchy under `Root`, started from each of `roots`.
    ///
    /// - Parameters:
    ///   - roots: The root values to start from; traces pick one each.
    ///   - catalog: The events of every flow that screens talk to.
    ///   - router: Makes the router each run drives (a fresh `HeadlessRouter` by default).
    ///   - prepare: Called with each fresh runtime before the root starts: add observers, hand the
    ///     runtime to dependencies that need it.
    ///   - options: Trace shape and invariants.
    /// - Throws: ``FlowExplorerError`` naming what to supply: no roots, a hierarchy with no
    ///   transitions, an event case a transition handles that the catalog cannot make (a payload
    ///   event with no generator), a catalog entry for a flow the hierarchy does not have.
    @inlinable public init(
        roots: [Root],
        catalog: EventCatalog,
        router: @escaping @MainActor @Sendable () -> any InspectableRouter = { HeadlessRouter() },
        prepare: (@MainActor @Sendable (FlowRuntime) -> Void)? = nil,
        options: ExplorationOptions = ExplorationOptions()
    ) throws(FlowExplorerError) {
        // Inlinable for this: the starter is formed where `Root` is concrete.
        try self.init(roots: roots, catalog: catalog, router: router, prepare: prepare, options: options, starter: RootStarter(roots))
    }

    @usableFromInline init(
        roots: [Root],
        catalog: EventCatalog,
        router: @escaping @MainActor @Sendable () -> any InspectableRouter,
        prepare: (@MainActor @Sendable (FlowRuntime) -> Void)?,
        options: ExplorationOptions,
        starter: RootStarter
    ) throws(FlowExplorerError) {
        guard !roots.isEmpty else {
            throw FlowExplorerError(kind: .noRoots, message: "FlowExplorer needs at least one root value of \(Root.self) in `roots`.")
        }
        let graph: FlowGraph
        do {
            graph = try FlowGraph(root: Root.self)
        } catch {
            throw FlowExplorerError(kind: .invalidGraph, message: "\(Root.self)'s hierarchy is not a valid graph: \(error)")
        }
        let index = GraphIndex(graph)
        try Self.validate(graph: graph, index: index, catalog: catalog)
        try Self.validate(options.invariants, in: graph)
        self.roots = roots
        rootDescriptions = roots.map { String(describing: $0) }
        self.catalog = catalog
        self.graph = graph
        self.options = options
        setup = ExplorerSetup(catalog: catalog, index: index, makeRouter: router, prepare: prepare, starter: starter)
    }

    /// An explorer started from the single root value `root`.
    @inlinable public init(
        root: Root,
        catalog: EventCatalog,
        router: @escaping @MainActor @Sendable () -> any InspectableRouter = { HeadlessRouter() },
        prepare: (@MainActor @Sendable (FlowRuntime) -> Void)? = nil,
        options: ExplorationOptions = ExplorationOptions()
    ) throws(FlowExplorerError) {
        try self.init(roots: [root], catalog: catalog, router: router, prepare: prepare, options: options)
    }

    private static func validate(graph: FlowGraph, index: GraphIndex, catalog: EventCatalog) throws(FlowExplorerError) {
        let types = flowTypes(from: Root.self)
        func typeName(_ flow: String) -> String { types[flow].map { String(describing: $0) } ?? flow }
        guard let root = graph[flow: graph.root] else {
            throw FlowExplorerError(kind: .invalidGraph, message: "the graph has no root flow \(graph.root)")
        }
        if (root.transitions.isEmpty && root.tabs.isEmpty) || graph.allTransitions.isEmpty {
            throw FlowExplorerError(
                kind: .nothingToExplore,
                message: "\(typeName(root.name)) declares no transitions\(root.tabs.isEmpty ? "" : " and none of its tabs does"): there is nothing to explore. "
                    + "Give its definition transitions (e.g. `.on(.launch, .start(HomeFlow.self, .root) { _, _ in HomeFlow() })`), or explore the flow that has them."
            )
        }
        var listed = Set<String>()
        for entry in catalog.entries {
            guard listed.insert(entry.flowName).inserted else {
                throw FlowExplorerError(kind: .invalidCatalog, message: "the catalog lists \(entry.typeName) twice; merge its FlowEvents into one.")
            }
            guard graph[flow: entry.flowName] != nil, types[entry.flowName].map({ $0 == entry.flowType }) ?? false else {
                throw FlowExplorerError(
                    kind: .invalidCatalog,
                    message: "the catalog lists \(entry.typeName), which \(typeName(graph.root))'s hierarchy never starts; its flows: \(graph.flows.map(\.name).joined(separator: ", "))."
                )
            }
        }
        var missing: [String] = []
        for flow in graph.flows {
            let needed = index.screenEvents(of: flow)
            guard !needed.isEmpty else { continue }
            let type = typeName(flow.name)
            guard let entry = catalog.entry(named: flow.name) else {
                missing.append("\(type) has no FlowEvents, yet its transitions handle \(needed.joined(separator: ", ")): add `FlowEvents(\(type).self, [...])` listing them (payload events through `.generating(...)`).")
                continue
            }
            for (position, eventCase) in entry.eventCases.enumerated() where eventCase == "?" {
                missing.append("\(type)'s generator #\(position + 1) gives up: its filter rejects every value, so it makes no event; loosen the filter or generate the payload directly.")
            }
            for event in needed where !entry.eventCases.contains(event) && entry.tabTapCase != event {
                missing.append(missingEventAdvice(flow, event, type: type, payload: types[flow.name].map { payload(of: event, in: $0) } ?? .unknown))
            }
        }
        if !missing.isEmpty {
            throw FlowExplorerError(kind: .missingEvents, message: "the event catalog is incomplete:\n" + missing.map { "  - " + $0 }.joined(separator: "\n"))
        }
        try checkDeterminism(catalog, typeName: typeName)
    }

    /// Every name a declared expectation (``Invariant/leadsTo(after:visible:within:)`` …) uses
    /// must exist: one that does not would make the expectation hold vacuously.
    static func validate(_ invariants: [Invariant], in graph: FlowGraph) throws(FlowExplorerError) {
        for invariant in invariants {
            for reference in invariant.references {
                guard let problem = reference.problem(in: graph) else { continue }
                throw FlowExplorerError(kind: .unknownName, message: "the expectation `\(invariant.name)` names something \(Root.self)'s hierarchy does not have: \(problem).")
            }
        }
    }

    /// Runs every payload generator twice on a few seeds: each must make the same event from the
    /// same seed. Traces replay because of it (a run's replay and its shrinking run the generators
    /// again), so a generator that reads a clock, randomness or global state is named here rather
    /// than left to make traces that do not reproduce.
    private static func checkDeterminism(_ catalog: EventCatalog, typeName: (String) -> String) throws(FlowExplorerError) {
        let seeds: [UInt64] = [0, 1, 0x5EED, 0x9E37_79B9_7F4A_7C15, .max]
        for entry in catalog.entries {
            for source in entry.generatedSources.sorted() {
                for seed in seeds {
                    let first = entry.describeEvent(source, seed).description
                    let second = entry.describeEvent(source, seed).description
                    guard first != second else { continue }
                    throw FlowExplorerError(
                        kind: .nondeterministicGenerator,
                        message: "\(typeName(entry.flowName))'s generator #\(source + 1) made \(first), then \(second), from the same seed: a payload generator must be a function of its seed, or a trace cannot replay. "
                            + "Make the payload with the generator's own combinators (`Gen.int(in:)`, `.map`, `.filter`), not with `Int.random`, `UUID()`, the clock or global state."
                    )
                }
            }
        }
    }

    /// What the declarations say of an event case's payload.
    private enum PayloadKnowledge {
        case none
        case typed(String)
        case unknown
    }

    /// What to write for `event` of `flow`, which rows handle and the catalog cannot make: a
    /// payload example only for a case that has one, and, for a flow with children, the warning
    /// that listing an event a child was meant to produce hides that it never does.
    private static func missingEventAdvice(_ flow: FlowSpec, _ event: String, type: String, payload: PayloadKnowledge) -> String {
        var advice = "\(type).\(event) is handled (\(describe(flow, event))) but the catalog cannot make it: "
        switch payload {
        case .none:
            advice += "list `.\(event)` in FlowEvents(\(type).self, [...])."
        case .typed(let payloadType):
            advice += "add `.generating(<Generator of \(type).Event>)` that makes it with its \(payloadType) payload, e.g. `.generating(Gen.int(in: 1...3).map { .\(event)(id: $0) })` for an `\(event)(id: Int)`."
        case .unknown:
            advice += "list `.\(event)` in FlowEvents(\(type).self, [...]) if it has no payload, or else add `.generating(<Generator of \(type).Event>)` that makes it, e.g. `.generating(Gen.int(in: 1...3).map { .\(event)(id: $0) })`."
        }
        if !flow.children.isEmpty {
            let children = flow.children.map(\.flow).joined(separator: ", ")
            advice += " If a child's output should produce it instead, no output of \(children) that is ever produced maps to \(event): fix the child (a row finishing or escalating with that output) or the mapping, rather than listing \(event) here, which would hide it."
        }
        return advice
    }

    /// Whether `event` of `type` carries a payload: none for a payload-free event type, the type a
    /// key-path row declares, else unknown (rows declared by case do not say).
    private static func payload(of event: String, in type: any Flow.Type) -> PayloadKnowledge {
        func open<F: Flow>(_: F.Type) -> PayloadKnowledge {
            if F.Event.Case.self == F.Event.self { return .none }
            let declared = F.definition.transitions.filter { F.Event.name(of: $0.event) == event }.compactMap(\.payloadTypeName)
            guard let first = declared.first else { return .unknown }
            return first == "Void" ? .none : .typed(first)
        }
        return open(type)
    }

    private static func describe(_ flow: FlowSpec, _ event: String) -> String {
        let rows = flow.transitions.filter { $0.event == event }
        return rows.map { "\(flow.name).\($0.from ?? "*") --\(event)--> \($0.action.kind.rawValue)" }.joined(separator: ", ")
    }

    /// The flow types reachable from `root` through its children's declarations, by name.
    private static func flowTypes(from root: any Flow.Type) -> [String: any Flow.Type] {
        var found: [String: any Flow.Type] = [:]
        var pending: [any Flow.Type] = [root]
        while let type = pending.popLast() {
            guard found[type.name] == nil else { continue }
            found[type.name] = type
            pending += childTypes(of: type)
        }
        return found
    }

    private static func childTypes<F: Flow>(of type: F.Type) -> [any Flow.Type] {
        F.definition.children.map(\.childType)
    }
}
