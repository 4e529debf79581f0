/// Deep links checked before anything runs: each declared link must lead somewhere some
/// configuration reached from the root can go, whatever events the user sends.
extension FlowGraph {
    /// A declared link that cannot work, with where it is declared (`flows[5].links[0]`).
    public struct LinkProblem: Hashable, Sendable, CustomStringConvertible {
        /// Where: `flows[5].links[0]`.
        public let path: String
        /// The flow declaring it.
        public let flow: String
        /// Its pattern, or `step` for a link step.
        public let link: String
        /// What is wrong.
        public let problem: String

        public var description: String { "\(path) (\(flow) \(link)): \(problem)" }
    }

    /// The most configurations ``linkProblems`` explores before it stops checking where links
    /// open from, and the most steps a plan it looks for may have (the runtime's own limit).
    public static let linkExplorationLimits = (configurations: 2_000, planSteps: 12)

    /// The declared links that cannot work: a flow never started, a route never shown, an event
    /// no row handles where the flow can be, a pattern another declares too, and a link that some
    /// configuration reachable from the root cannot open (the problem names the first such
    /// configuration a user reaches, and how). Empty when all is well.
    ///
    /// ```swift
    /// let graph = try FlowGraph(root: AppFlow.self)
    /// for problem in graph.linkProblems { print(problem) }
    /// ```
    ///
    /// Where a link opens from is checked by exploring: every event any row takes (guards both
    /// ways), and the platform's back and swipe-down, from the root's first configuration on,
    /// breadth first, up to ``linkExplorationLimits`` configurations. A link opens from a
    /// configuration when a plan of at most 12 of its link steps and platform backs reaches it, or
    /// when it waits (``LinkSpec/waitsFor``) for a flow that does not run there. Past the budget
    /// (a hierarchy whose stacks grow without end has no last configuration) the configurations
    /// not explored are not checked, nor are those from which a plan may lead past the budget:
    /// what is reported holds, and a problem further out may go unreported.
    ///
    /// - Complexity: linear in the configurations explored times the flows that take events in each.
    public var linkProblems: [LinkProblem] { linkProblems(exploringAtMost: Self.linkExplorationLimits.configurations) }

    /// ``linkProblems``, exploring at most `limit` configurations.
    public func linkProblems(exploringAtMost limit: Int) -> [LinkProblem] {
        let problems = declarationProblems()
        let all = problems + reachProblems(skipping: Set(problems.map(\.path)), limit: limit)
        // In declaration order: each flow's links in turn.
        func order(_ problem: LinkProblem) -> (flow: Int, link: Int) {
            let numbers = problem.path.split { !$0.isNumber }.compactMap { Int($0) }
            return (numbers.first ?? 0, numbers.dropFirst().first ?? 0)
        }
        return all.enumerated().sorted { (order($0.element).flow, order($0.element).link, $0.offset) < (order($1.element).flow, order($1.element).link, $1.offset) }
            .map(\.element)
    }

    /// What the declarations alone show wrong with the links.
    private func declarationProblems() -> [LinkProblem] {
        let reached = reachableRoutes()
        var problems: [LinkProblem] = []
        var patterns: [String: String] = [:]
        for (flowIndex, flow) in flows.enumerated() {
            for (linkIndex, link) in (flow.links ?? []).enumerated() {
                let name = link.pattern ?? "step"
                func report(_ problem: String) {
                    problems.append(LinkProblem(path: "flows[\(flowIndex)].links[\(linkIndex)]", flow: flow.name, link: name, problem: problem))
                }
                if let pattern = link.pattern {
                    let shape = LinkPattern(pattern).segments.map { if case .literal(let text) = $0 { text } else { ":" } }.joined(separator: "/")
                    if let other = patterns[shape] { report("\(other) declares the same pattern") } else { patterns[shape] = "\(flow.name) \(pattern)" }
                }
                guard let routes = reached[flow.name] else {
                    report("\(flow.name) is never started from \(root)")
                    continue
                }
                if let route = link.route {
                    if !flow.routes.contains(route) || flow.layout == .tabs {
                        report("\(flow.name) has no route \"\(route)\" to show")
                    } else if !routes.contains(route) {
                        report("no transition shows \(flow.name).\(route)")
                    }
                } else if let event = link.event {
                    let rows = flow.transitions.filter { $0.event == event }
                    if rows.isEmpty {
                        report("no transition of \(flow.name) handles \(event)")
                    } else if !rows.contains(where: { $0.from.map(routes.contains) ?? true }) {
                        report("\(flow.name) handles \(event) only in routes it never shows")
                    }
                } else {
                    report("the link names neither a route nor an event")
                }
            }
        }
        return problems
    }

    /// The routes each flow can show, for the flows that can run, from the root's initial route
    /// on: every transition taken whatever its guard, every child started or hosted.
    func reachableRoutes() -> [String: Set<String>] {
        var reached: [String: Set<String>] = [:]
        var pending = [root]
        let byName = Dictionary(flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        while let name = pending.popLast() {
            guard reached[name] == nil, let flow = byName[name] else { continue }
            var routes: Set<String> = [flow.initialRoute]
            var changed = true
            while changed {
                changed = false
                for transition in flow.transitions where transition.from.map(routes.contains) ?? true {
                    var shown: [String] = transition.action.route.map { [$0] } ?? []
                    if transition.action.kind == .selectTab, transition.action.route == nil { shown = flow.tabs.map(\.route) }
                    for route in shown where routes.insert(route).inserted { changed = true }
                }
            }
            reached[name] = routes
            pending += flow.tabs.map(\.flow)
            pending += flow.transitions.filter { $0.from.map(routes.contains) ?? true }.compactMap(\.action.flow)
        }
        return reached
    }
}
