/// The hierarchy's live state as the graph alone can tell it: which flows run, each one's route
/// stack and selected tab, what is presented. What ``FlowGraph/linkProblems`` explores, moving
/// as the runtime does, with every guard taken both ways and payloads unknown.
struct SpecConfiguration: Hashable {
    /// One running flow.
    struct Flow: Hashable {
        enum Place: Hashable { case windowRoot, root, push, present, tab }
        struct Entry: Hashable {
            let route: String
            let isPresented: Bool
        }
        let index: Int
        let place: Place
        var entries: [Entry]
        var selected: Int
        var tabs: [Flow]
        /// The child on screen: none or one (an array, so that the value may nest).
        var child: [Flow]
    }

    var root: Flow

    /// Where a flow sits in the tree: from the root, a tab's index or `childStep` for the child.
    typealias Path = [Int]
    static let childStep = -1

    subscript(path: Path) -> Flow {
        get {
            var flow = root
            for step in path { flow = step == Self.childStep ? flow.child[0] : flow.tabs[step] }
            return flow
        }
        set { Self.write(newValue, at: path[...], in: &root) }
    }

    private static func write(_ value: Flow, at path: ArraySlice<Int>, in flow: inout Flow) {
        guard let step = path.first else {
            flow = value
            return
        }
        if step == childStep { write(value, at: path.dropFirst(), in: &flow.child[0]) } else { write(value, at: path.dropFirst(), in: &flow.tabs[step]) }
    }

    /// The flows on screen, root first: each shows its child or, a tab flow, its selected tab.
    var activePath: [Path] {
        var paths: [Path] = [[]]
        var flow = root
        while true {
            let last = paths[paths.count - 1]
            if let child = flow.child.first {
                paths.append(last + [Self.childStep])
                flow = child
            } else if !flow.tabs.isEmpty {
                paths.append(last + [flow.selected])
                flow = flow.tabs[flow.selected]
            } else {
                return paths
            }
        }
    }

    /// The flows that take events now, as the runtime's `isInteractive` answers: on screen, no
    /// child over them, and not under a modal some flow below them presented.
    var interactive: [Path] {
        let path = activePath
        let owner = path.lastIndex { self[$0].place == .present || self[$0].entries.contains(where: \.isPresented) } ?? 0
        return path[owner...].filter { self[$0].child.isEmpty }
    }
}

/// The moves of ``SpecConfiguration``s under a graph's declarations.
struct SpecMoves {
    let graph: FlowGraph
    let byName: [String: Int]

    init(_ graph: FlowGraph) {
        self.graph = graph
        byName = Dictionary(graph.flows.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A flow of `name` started as `place`, with its tabs; `nil` for a flow the graph lacks.
    func start(_ name: String, as place: SpecConfiguration.Flow.Place) -> SpecConfiguration.Flow? {
        guard let index = byName[name] else { return nil }
        let spec = graph.flows[index]
        var tabs: [SpecConfiguration.Flow] = []
        for tab in spec.tabs {
            guard let flow = start(tab.flow, as: .tab) else { return nil }
            tabs.append(flow)
        }
        let selected = spec.tabs.firstIndex { $0.route == spec.initialRoute } ?? 0
        let entries = spec.layout == .tabs ? [] : [SpecConfiguration.Flow.Entry(route: spec.initialRoute, isPresented: false)]
        return SpecConfiguration.Flow(index: index, place: place, entries: entries, selected: selected, tabs: tabs, child: [])
    }

    /// The flow's current route: its top screen's, or a tab flow's selected tab.
    func route(of flow: SpecConfiguration.Flow) -> String {
        let spec = graph.flows[flow.index]
        if spec.layout == .tabs { return spec.tabs.indices.contains(flow.selected) ? spec.tabs[flow.selected].route : spec.initialRoute }
        return flow.entries.last?.route ?? spec.initialRoute
    }

    /// The configurations `event` sent to the flow at `path` may lead to: one per row that may
    /// take it (a guarded row may hold or not; an unguarded one ends the choice) and per tab an
    /// event's payload may select. Empty when the event is rejected.
    func send(_ event: String, to path: SpecConfiguration.Path, in configuration: SpecConfiguration, childRemoved: Bool = false) -> [SpecConfiguration] {
        let flow = configuration[path]
        let spec = graph.flows[flow.index]
        let route = route(of: flow)
        var results: [SpecConfiguration] = []
        for row in spec.transitions where row.event == event && (row.from == nil || row.from == route) {
            results += apply(row.action, at: path, in: configuration, childRemoved: childRemoved)
            if row.guard == nil { break }
        }
        return results
    }

    /// `action` applied by the flow at `path`; empty when the runtime would reject it.
    private func apply(_ action: ActionSpec, at path: SpecConfiguration.Path, in configuration: SpecConfiguration, childRemoved: Bool) -> [SpecConfiguration] {
        var next = configuration
        var flow = next[path]
        let spec = graph.flows[flow.index]
        let covered = !childRemoved && !flow.child.isEmpty
        switch action.kind {
        case .push, .present:
            guard !covered, spec.layout == .stack, let route = action.route else { return [] }
            flow.entries.append(.init(route: route, isPresented: action.kind == .present))
        case .pop:
            guard !covered, flow.entries.count > 1, flow.entries.last?.isPresented == false else { return [] }
            flow.entries.removeLast()
        case .popToRoot:
            guard !covered, flow.entries.count > 1 else { return [] }
            let first = flow.entries.lastIndex(where: \.isPresented) ?? 0
            flow.entries.removeSubrange((first + 1)...)
        case .dismiss:
            guard !covered, let presented = flow.entries.lastIndex(where: \.isPresented) else { return [] }
            flow.entries.removeSubrange(presented...)
        case .selectTab:
            let targets = action.route.map { route in spec.tabs.indices.filter { spec.tabs[$0].route == route } } ?? Array(spec.tabs.indices)
            return targets.flatMap { select($0, at: path, in: next) }
        case .start:
            guard let name = action.flow, let presentation = action.presentation, !covered else { return [] }
            let place: SpecConfiguration.Flow.Place = switch presentation {
            case .push: .push
            case .present: .present
            case .root: .root
            }
            guard let child = start(name, as: place) else { return [] }
            flow.child = [child]
        case .finish:
            guard let output = action.output, !path.isEmpty, flow.place != .tab else { return [] }
            let parent = Array(path.dropLast())
            var parentFlow = next[parent]
            parentFlow.child = []
            next[parent] = parentFlow
            return deliver(output, of: spec.name, to: parent, in: next)
        case .escalate:
            guard let output = action.output, !path.isEmpty else { return [] }
            return deliver(output, of: spec.name, to: Array(path.dropLast()), in: next, childRemoved: false)
        case .stay:
            break
        }
        next[path] = flow
        return [next]
    }

    /// Tab `index` of the tab flow at `path` selected; selecting the selected one does what its
    /// `reselect` declares.
    private func select(_ index: Int, at path: SpecConfiguration.Path, in configuration: SpecConfiguration) -> [SpecConfiguration] {
        var next = configuration
        var flow = next[path]
        let spec = graph.flows[flow.index]
        guard flow.selected == index else {
            flow.selected = index
            next[path] = flow
            return [next]
        }
        guard spec.tabs[index].reselect == .popToRoot else { return [next] }
        var tab = flow.tabs[index]
        tab.entries.removeSubrange(min(1, tab.entries.count)...)
        let orphan = tab.child.first
        tab.child = []
        next[path + [index]] = tab
        guard let orphan, let output = graph.flows[orphan.index].dismissOutput else { return [next] }
        return deliver(output, of: graph.flows[orphan.index].name, to: path + [index], in: next)
    }

    /// `output` of the child flow `child` handed to the flow at `parent`, as the event its
    /// declaration maps it to; empty when unmapped or rejected.
    func deliver(_ output: String, of child: String, to parent: SpecConfiguration.Path, in configuration: SpecConfiguration, childRemoved: Bool = true) -> [SpecConfiguration] {
        let spec = graph.flows[configuration[parent].index]
        guard let event = spec.children.first(where: { $0.flow == child })?.outputs.first(where: { $0.output == output })?.event else { return [] }
        return send(event, to: parent, in: configuration, childRemoved: childRemoved)
    }

    /// The flow at `path` leaves its top screen as the platform's back or swipe-down would:
    /// its own pushed or presented screen goes, or, on its first screen, the pushed or presented
    /// flow finishes and hands its parent its dismissal output.
    func leave(_ path: SpecConfiguration.Path, in configuration: SpecConfiguration) -> [SpecConfiguration] {
        var next = configuration
        var flow = next[path]
        if flow.entries.count > 1 {
            flow.entries.removeLast()
            next[path] = flow
            return [next]
        }
        guard flow.place == .push || flow.place == .present, !path.isEmpty else { return [] }
        let parent = Array(path.dropLast())
        var parentFlow = next[parent]
        parentFlow.child = []
        next[parent] = parentFlow
        let spec = graph.flows[flow.index]
        guard let output = spec.dismissOutput else { return [next] }
        return deliver(output, of: spec.name, to: parent, in: next)
    }
}
