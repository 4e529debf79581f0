/// Where each link opens from: the configurations reachable from the root, explored breadth
/// first over ``SpecConfiguration``s, and for each link those from which no plan reaches it.
extension FlowGraph {
    /// The explored configurations: how each was first reached, and where a plan's step (a link
    /// step or a platform back) leads from it.
    private struct Exploration {
        var configurations: [SpecConfiguration] = []
        var numbers: [SpecConfiguration: Int] = [:]
        var reachedBy: [(from: Int, move: String)?] = []
        var planSteps: [[Int]] = []
        /// Configurations with a plan step that leads past the budget: from them, and from those
        /// a plan reaches them from, a link may open by a way not explored.
        var cut: [Int] = []

        /// The number of `configuration`, added if new; `nil` past the budget.
        mutating func number(of configuration: SpecConfiguration, from: Int?, move: String, limit: Int) -> Int? {
            if let known = numbers[configuration] { return known }
            guard configurations.count < limit else { return nil }
            numbers[configuration] = configurations.count
            configurations.append(configuration)
            reachedBy.append(from.map { ($0, move) })
            return configurations.count - 1
        }

        /// The moves from the first configuration to configuration `number`.
        func moves(to number: Int) -> [String] {
            var moves: [String] = []
            var current = number
            while let (from, move) = reachedBy[current] {
                moves.append(move)
                current = from
            }
            return moves.reversed()
        }
    }

    private func explore(_ moves: SpecMoves, limit: Int) -> Exploration? {
        guard let start = moves.start(root, as: .windowRoot) else { return nil }
        var exploration = Exploration()
        _ = exploration.number(of: SpecConfiguration(root: start), from: nil, move: "", limit: limit)
        var next = 0
        while next < exploration.configurations.count {
            let configuration = exploration.configurations[next]
            var planned: [Int] = []
            var isCut = false
            for path in configuration.interactive {
                let spec = flows[configuration[path].index]
                let linkSteps = Set((spec.links ?? []).filter { $0.pattern.map { !$0.contains(":") } ?? true }.compactMap(\.event))
                var events: [String] = []
                for row in spec.transitions where !events.contains(row.event) { events.append(row.event) }
                for event in events {
                    for reached in moves.send(event, to: path, in: configuration) {
                        let number = exploration.number(of: reached, from: next, move: "\(spec.name).\(event)", limit: limit)
                        guard linkSteps.contains(event) else { continue }
                        if let number { planned.append(number) } else { isCut = true }
                    }
                }
                for reached in moves.leave(path, in: configuration) {
                    if let number = exploration.number(of: reached, from: next, move: "\(spec.name).platformBack", limit: limit) {
                        planned.append(number)
                    } else {
                        isCut = true
                    }
                }
            }
            exploration.planSteps.append(planned)
            if isCut { exploration.cut.append(next) }
            next += 1
        }
        return exploration
    }

    /// For each link not already broken (`broken` holds their paths), the first explored
    /// configuration it cannot be opened from.
    func reachProblems(skipping broken: Set<String>, limit: Int) -> [LinkProblem] {
        // A hierarchy without links explores nothing: lint's cost stays the declarations'.
        let checked = flows.indices.contains { flow in
            (flows[flow].links ?? []).indices.contains { flows[flow].links?[$0].pattern != nil && !broken.contains("flows[\(flow)].links[\($0)]") }
        }
        guard checked else { return [] }
        let moves = SpecMoves(self)
        guard let exploration = explore(moves, limit: limit) else { return [] }
        let configurations = exploration.configurations
        var arrivals = Array(repeating: [Int](), count: configurations.count)
        for (from, targets) in exploration.planSteps.enumerated() {
            for target in targets { arrivals[target].append(from) }
        }
        let undecided = Self.backwards(from: exploration.cut, over: arrivals)
        var problems: [LinkProblem] = []
        for (flowIndex, flow) in flows.enumerated() {
            for (linkIndex, link) in (flow.links ?? []).enumerated() {
                let path = "flows[\(flowIndex)].links[\(linkIndex)]"
                guard link.pattern != nil, !broken.contains(path) else { continue }
                let opening = Self.backwards(from: configurations.indices.filter { opens(link, of: flowIndex, in: configurations[$0], moves) }, over: arrivals)
                let waited = link.waitsFor
                let stuck = configurations.indices.first { index in
                    !opening[index] && !undecided[index] && (waited.map { configurations[index].runs($0, in: self) } ?? true)
                }
                guard let stuck else { continue }
                let way = exploration.moves(to: stuck)
                problems.append(LinkProblem(
                    path: path, flow: flow.name, link: link.pattern ?? "step",
                    problem: "cannot be opened from \(visible(in: configurations[stuck], moves))"
                        + (way.isEmpty ? "" : ", reached by \(way.joined(separator: " → "))")
                        + ": no link step or platform back leads to it"
                        + (waited.map { " while \($0) runs" } ?? "")
                ))
            }
        }
        return problems
    }

    /// Which configurations reach one of `targets` in at most a plan's steps, following `arrivals`
    /// (for each configuration, those a plan step leads to it from) backwards.
    private static func backwards(from targets: [Int], over arrivals: [[Int]]) -> [Bool] {
        var reached = Array(repeating: false, count: arrivals.count)
        for target in targets { reached[target] = true }
        var frontier = targets
        var distance = 0
        while !frontier.isEmpty, distance < linkExplorationLimits.planSteps {
            distance += 1
            var next: [Int] = []
            for target in frontier {
                for from in arrivals[target] where !reached[from] {
                    reached[from] = true
                    next.append(from)
                }
            }
            frontier = next
        }
        return reached
    }

    /// Whether `link` of flow `flowIndex` is open in `configuration`: its route on top of an
    /// interactive flow of its, or its event taken by one.
    private func opens(_ link: LinkSpec, of flowIndex: Int, in configuration: SpecConfiguration, _ moves: SpecMoves) -> Bool {
        configuration.interactive.contains { path in
            let flow = configuration[path]
            guard flow.index == flowIndex else { return false }
            if let route = link.route { return flow.entries.last?.route == route }
            guard let event = link.event else { return false }
            return !moves.send(event, to: path, in: configuration).isEmpty
        }
    }

    /// The screen a user sees in `configuration`: `Auth.login`.
    private func visible(in configuration: SpecConfiguration, _ moves: SpecMoves) -> String {
        let flow = configuration[configuration.activePath[configuration.activePath.count - 1]]
        return "\(flows[flow.index].name).\(moves.route(of: flow))"
    }
}

extension SpecConfiguration {
    /// Whether a flow named `name` runs in this configuration of `graph`.
    func runs(_ name: String, in graph: FlowGraph) -> Bool {
        var pending = [root]
        while let flow = pending.popLast() {
            if graph.flows[flow.index].name == name { return true }
            pending += flow.tabs + flow.child
        }
        return false
    }
}
