import NavGraph

extension FlowExplorer {
    /// Finds a set of shortest event paths from launch that together apply every transition of the
    /// hierarchy (child flows included) that can be reached, and reports what stayed uncovered and why.
    ///
    /// A breadth-first search over live configurations (one per root value, deduplicated by what is
    /// on screen and each flow's route): every catalog event the configuration handles (payload seed 0)
    /// and every platform move is tried; the first path that applies a transition is a shortest
    /// one. Paths that are prefixes of others are dropped.
    ///
    /// ```swift
    /// let coverage = explorer.coveragePaths()
    /// coverage.report.expectComplete()              // records an issue listing what is uncovered
    /// for path in coverage.paths { #expect(explorer.run(path.trace).violation == nil) }
    /// ```
    ///
    /// - Parameters:
    ///   - maxDepth: The longest path searched.
    ///   - maxConfigurations: The most configurations visited before giving up.
    /// - Complexity: Each configuration is reached by replaying its path from launch, once per
    ///   accepted move; the search stops as soon as every transition is covered.
    @MainActor
    public func coveragePaths(maxDepth: Int = 12, maxConfigurations: Int = 20_000) -> CoveragePaths {
        var search = CoverageSearch(explorer: self)
        search.run(maxDepth: maxDepth, maxConfigurations: maxConfigurations)
        return search.result()
    }
}

/// Shortest paths from launch that together cover the hierarchy's transitions, and the report.
public struct CoveragePaths: Sendable, CustomStringConvertible {
    /// The paths, by root then length; none is a prefix of another.
    public let paths: [CoveragePath]
    /// Covered and uncovered transitions, with reasons.
    public let report: CoverageReport

    public var description: String {
        var lines = [report.description, "Paths (\(paths.count)):"]
        for (number, path) in paths.enumerated() {
            lines.append("  \(number + 1). \(path.trace)")
            for (step, text) in path.steps.enumerated() { lines.append("       \(step + 1). \(text)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// One coverage path: a replayable trace and what it applies.
public struct CoveragePath: Sendable {
    /// The trace; replay it with ``FlowExplorer/run(_:)``.
    public let trace: Trace
    /// Its steps in words.
    public let steps: [String]
    /// The transitions it applies, in graph order.
    public let covers: [TransitionRef]
}

/// The breadth-first search behind ``FlowExplorer/coveragePaths(maxDepth:maxConfigurations:)``.
@MainActor
struct CoverageSearch<Root: Flow> {
    let explorer: FlowExplorer<Root>
    let matcher: TransitionMatcher
    /// The shortest path found for each covered transition.
    var shortest: [TransitionRef: Trace] = [:]
    /// What happened when events were tried: per flow, route and event case.
    var attempts = AttemptLog()
    /// The (flow, route) pairs seen live.
    var reached = Set<RouteKey>()
    var visited = 0
    var depthReached = 0
    var maxDepth = 0

    init(explorer: FlowExplorer<Root>) {
        self.explorer = explorer
        matcher = TransitionMatcher(explorer.graph)
    }

    struct Node {
        let root: Int
        let path: [TraceStep]
    }

    mutating func run(maxDepth: Int, maxConfigurations: Int) {
        self.maxDepth = maxDepth
        var seen = Set<String>()
        var queue: [Node] = []
        var head = 0
        for root in explorer.roots.indices {
            let driver = TraceDriver(root: root, setup: explorer.setup)
            guard driver.startError == nil else { continue }
            noteReached(driver)
            if seen.insert(signature(driver, root: root)).inserted { queue.append(Node(root: root, path: [])) }
        }
        while head < queue.count {
            if shortest.count == matcher.all.count || visited >= maxConfigurations { break }
            let node = queue[head]
            head += 1
            visited += 1
            depthReached = max(depthReached, node.path.count)
            guard node.path.count < maxDepth else { continue }
            var driver = replay(node)
            let moves = candidates(driver)
            var dirty = false
            for move in moves {
                if dirty {
                    driver = replay(node)
                    dirty = false
                }
                let stateBefore = driver.router.state
                let executed = driver.execute(move, number: node.path.count + 1)
                note(executed)
                // A rejected or skipped step changes nothing, except a swipe the platform already made.
                if case .applied = executed.outcome {} else if driver.router.state == stateBefore { continue }
                dirty = true
                let path = node.path + [move]
                for row in matcher.rows(for: executed.records) where shortest[row] == nil {
                    shortest[row] = Trace(root: node.root, steps: path)
                }
                noteReached(driver)
                if seen.insert(signature(driver, root: node.root)).inserted {
                    queue.append(Node(root: node.root, path: path))
                }
            }
        }
    }

    private func replay(_ node: Node) -> TraceDriver {
        let driver = TraceDriver(root: node.root, setup: explorer.setup)
        for (offset, step) in node.path.enumerated() { _ = driver.execute(step, number: offset + 1) }
        return driver
    }

    /// Every event the graph says the configuration handles, then the platform's moves.
    private func candidates(_ driver: TraceDriver) -> [TraceStep] {
        driver.enabledSends().map(\.step) + driver.platformSteps()
    }

    /// What is on screen and each flow's route, with the root value: configurations that agree
    /// on it behave alike.
    private func signature(_ driver: TraceDriver, root: Int) -> String {
        ShortcutSearch.signature(driver, root: root)
    }

    private mutating func noteReached(_ driver: TraceDriver) {
        for flow in driver.live { reached.insert(RouteKey(flow: flow.name, route: flow.route)) }
    }

    private mutating func note(_ executed: TraceStepResult) {
        if case .send(_, let name, let route, let event) = executed.action, case .rejected(let error) = executed.outcome {
            // An ancestor's rejection (an escalation, an output) counts against the event sent.
            let sent = error.flow == name ? error.event : String(event.description.prefix { $0 != "(" }.split(separator: ".").last ?? "")
            attempts.reject(flow: name, route: route, event: sent, error: error)
        }
        for record in executed.records where record.origin != .platform {
            attempts.apply(flow: record.flow, route: record.from, event: record.event)
        }
    }

    func result() -> CoveragePaths {
        let unique = Array(Set(shortest.values))
        var traces = unique.filter { trace in
            !unique.contains { other in
                other.root == trace.root && other.steps.count > trace.steps.count
                    && Array(other.steps.prefix(trace.steps.count)) == trace.steps
            }
        }
        traces.sort { ($0.root, $0.steps.count, $0.description) < ($1.root, $1.steps.count, $1.description) }
        var covered = Set<TransitionRef>()
        var paths: [CoveragePath] = []
        for trace in traces {
            let (steps, rows) = replayDescribing(trace)
            covered.formUnion(rows)
            paths.append(CoveragePath(trace: trace, steps: steps, covers: Array(Set(rows)).sorted()))
        }
        let uncovered = matcher.all.filter { !covered.contains($0) }.map { row in
            UncoveredTransition(transition: row, reason: reason(for: row))
        }
        let report = CoverageReport(
            total: matcher.all.count, covered: covered.sorted(), uncovered: uncovered,
            configurationsVisited: visited, deepestPath: depthReached
        )
        return CoveragePaths(paths: paths, report: report)
    }

    /// Replays `trace` and returns its steps in words and the rows it applied.
    private func replayDescribing(_ trace: Trace) -> ([String], [TransitionRef]) {
        let driver = TraceDriver(root: trace.root, setup: explorer.setup)
        var steps: [String] = []
        var rows: [TransitionRef] = []
        for (offset, step) in trace.steps.enumerated() {
            let executed = driver.execute(step, number: offset + 1)
            steps.append(executed.description)
            rows += matcher.rows(for: executed.records)
        }
        return (steps, rows)
    }

    /// Why `row` was never applied, from what the search saw.
    private func reason(for row: TransitionRef) -> UncoveredTransition.Reason {
        let spec = row.spec
        let flowRoutes = reached.filter { $0.flow == row.flow }
        if flowRoutes.isEmpty { return .flowNeverStarted }
        if let shadow = explorer.graph[flow: row.flow]?.transitions.prefix(row.index).enumerated().first(where: { _, earlier in
            earlier.event == spec.event && earlier.guard == nil && (earlier.from == nil || earlier.from == spec.from)
        }) {
            return .shadowed(byRow: shadow.offset, TransitionRef(flow: row.flow, index: shadow.offset, spec: shadow.element, order: row.order - row.index + shadow.offset).description)
        }
        let entry = explorer.catalog.entry(named: row.flow)
        let inCatalog = (entry?.eventCases.contains(spec.event) ?? false) || entry?.tabTapCase == spec.event
        if !inCatalog, let source = explorer.setup.index.onlyUnproducedSource(of: spec.event, in: row.flow) {
            return .outputNeverProduced(child: source.child, output: source.output)
        }
        if let from = spec.from, !flowRoutes.contains(RouteKey(flow: row.flow, route: from)) {
            return .sourceNeverReached(route: from)
        }
        let routes = spec.from.map { [$0] } ?? flowRoutes.map(\.route)
        let log = attempts.entries(flow: row.flow, routes: routes, event: spec.event)
        if let thrown = log.thrown.first { return .guardThrew(guard: thrown.guard, message: thrown.message) }
        // Any other rejection means the guard held (or there is none) and the action failed.
        if let rejection = log.rejections.first { return .alwaysRejected(rejection.description) }
        if let guardName = spec.guard, log.applied + log.guardFailures > 0 {
            return .guardNeverHeld(guard: guardName, attempts: log.applied + log.guardFailures)
        }
        let mapped = explorer.setup.index.mappedEvents[row.flow]?.contains(spec.event) ?? false
        if !inCatalog && mapped { return .outputNeverDelivered }
        if !inCatalog { return .notInCatalog }
        return .neverReached(depth: maxDepth, configurations: visited)
    }
}

/// A flow and one of its routes.
struct RouteKey: Hashable {
    let flow: String
    let route: String
}

/// What happened to events tried during the search.
struct AttemptLog {
    struct Key: Hashable {
        let flow: String
        let route: String
        let event: String
    }

    struct Entry {
        var applied = 0
        var guardFailures = 0
        var thrown: [(guard: String, message: String)] = []
        var rejections: [NavigationError] = []
    }

    private var entries: [Key: Entry] = [:]

    mutating func apply(flow: String, route: String, event: String) {
        entries[Key(flow: flow, route: route, event: event), default: Entry()].applied += 1
    }

    mutating func reject(flow: String, route: String, event: String, error: NavigationError) {
        guard !event.isEmpty else { return }
        let key = Key(flow: flow, route: route, event: event)
        switch error.reason {
        case .guardFailed: entries[key, default: Entry()].guardFailures += 1
        case .guardThrew(let name, let message): entries[key, default: Entry()].thrown.append((name, message))
        default:
            if !(entries[key]?.rejections.contains(error) ?? false) { entries[key, default: Entry()].rejections.append(error) }
        }
    }

    /// The attempts of `event` on `flow` in any of `routes`, merged.
    func entries(flow: String, routes: [String], event: String) -> Entry {
        var merged = Entry()
        for route in routes {
            guard let entry = entries[Key(flow: flow, route: route, event: event)] else { continue }
            merged.applied += entry.applied
            merged.guardFailures += entry.guardFailures
            merged.thrown += entry.thrown
            merged.rejections += entry.rejections
        }
        return merged
    }
}
