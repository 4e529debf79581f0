extension FlowGraph {
    /// What is legal but wrong or likely wrong in the hierarchy, found from the graph alone: routes
    /// never shown, routes with no way out, outputs never produced or mapped in vain, rows that can
    /// never succeed or never apply, tabs that name nothing. A graph that does not
    /// ``validate()`` gives one ``LintFinding/Kind/invalidGraph`` error.
    ///
    /// ```swift
    /// let findings = try FlowGraph(root: AppFlow.self).lint()
    /// #expect(!findings.contains { $0.severity == .error }, "\(findings)")
    /// ```
    ///
    /// Findings come in graph order: flow by flow, each flow's routes, outputs, children, rows.
    public func lint() -> [LintFinding] {
        do {
            try validate()
        } catch {
            return [LintFinding(.error, .invalidGraph, at: error.path, error.problem)]
        }
        let facts = LintFacts(self)
        var findings: [LintFinding] = []
        for (index, flow) in flows.enumerated() {
            var lint = FlowLint(graph: self, facts: facts, flow: flow, at: "flows[\(index)]")
            lint.run()
            findings += lint.findings
        }
        findings += linkProblems.map { problem in
            LintFinding(.error, .linkUnreachable, at: problem.path, "\(problem.flow)'s link \(problem.link): \(problem.problem)")
        }
        return findings
    }

    /// The messages of the ``lint()`` findings of severity warning.
    public var warnings: [String] {
        lint().filter { $0.severity == .warning }.map(\.message)
    }
}

/// What the lint of one flow needs to know about the others.
private struct LintFacts {
    /// Flows some row starts with each presentation.
    let startedAs: [ChildPresentation: Set<String>]
    /// Flows hosted in a tab.
    let hostedInTabs: Set<String>
    /// Per child flow, the parents' mappings of each of its outputs.
    let mappings: [String: [String: [String?]]]
    /// Each flow by name: a look-up per child, not a scan of the flows.
    let byName: [String: FlowSpec]
    /// Flows some row starts, however presented.
    let started: Set<String>

    init(_ graph: FlowGraph) {
        var startedAs: [ChildPresentation: Set<String>] = [:]
        var mappings: [String: [String: [String?]]] = [:]
        for flow in graph.flows {
            for row in flow.transitions where row.action.kind == .start {
                if let child = row.action.flow, let presentation = row.action.presentation { startedAs[presentation, default: []].insert(child) }
            }
            for child in flow.children {
                for mapping in child.outputs { mappings[child.flow, default: [:]][mapping.output, default: []].append(mapping.event) }
            }
        }
        self.startedAs = startedAs
        hostedInTabs = Set(graph.flows.flatMap { $0.tabs.map(\.flow) })
        self.mappings = mappings
        byName = Dictionary(graph.flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        started = startedAs.values.reduce(into: []) { $0.formUnion($1) }
    }

    func isStarted(_ flow: String) -> Bool { started.contains(flow) }
}

/// The lint of one flow.
private struct FlowLint {
    let graph: FlowGraph
    let facts: LintFacts
    let flow: FlowSpec
    let at: String
    var findings: [LintFinding] = []
    /// The routes some row from a shown route pushes, presents or selects (plus the initial one).
    private(set) var shown: Set<String> = []
    private(set) var pushed: Set<String> = []
    private(set) var presented: Set<String> = []

    init(graph: FlowGraph, facts: LintFacts, flow: FlowSpec, at: String) {
        self.graph = graph
        self.facts = facts
        self.flow = flow
        self.at = at
    }

    private var isTabs: Bool { flow.layout == .tabs }
    private var isRoot: Bool { flow.name == graph.root }

    mutating func run() {
        findShown()
        lintTabs()
        lintRoutes()
        lintOutputs()
        lintChildren()
        for index in flow.transitions.indices { lintRow(index) }
    }

    private mutating func add(_ severity: LintFinding.Severity, _ kind: LintFinding.Kind, _ path: String, _ message: String) {
        findings.append(LintFinding(severity, kind, at: "\(at)\(path)", message))
    }

    /// A fixpoint from the initial route: a row counts only when its source can be shown.
    private mutating func findShown() {
        shown = isTabs ? Set(flow.tabs.map(\.route)).union([flow.initialRoute]) : [flow.initialRoute]
        var changed = true
        while changed {
            changed = false
            for row in flow.transitions where row.from.map(shown.contains) ?? true {
                guard let route = row.action.route, row.action.kind == .push || row.action.kind == .present else { continue }
                if row.action.kind == .push { pushed.insert(route) } else { presented.insert(route) }
                if shown.insert(route).inserted { changed = true }
            }
        }
    }

    private mutating func lintTabs() {
        guard isTabs else { return }
        var seen: [String: Int] = [:]
        for (index, tab) in flow.tabs.enumerated() {
            if let first = seen[tab.route] {
                add(.error, .tabNamesNothing, ".tabs[\(index)].route", "\(flow.name)'s tab \(index) uses the route \(tab.route), already tab \(first)'s: \(tab.flow) there is never shown; give it a route of its own")
            } else {
                seen[tab.route] = index
            }
        }
        if seen[flow.initialRoute] == nil {
            add(.error, .tabNamesNothing, ".initialRoute", "\(flow.name) starts on \(flow.initialRoute), which is not one of its tabs (\(flow.tabs.map(\.route).joined(separator: ", ")))")
        }
        for (index, route) in flow.routes.enumerated() where seen[route] == nil {
            add(.warning, .tabNamesNothing, ".routes[\(index)]", "\(flow.name).\(route) names no tab: selecting it is always rejected (unknownTab); declare a FlowTab for it or remove the route")
        }
    }

    private mutating func lintRoutes() {
        guard !isTabs else { return }
        for (index, route) in flow.routes.enumerated() {
            guard shown.contains(route) else {
                add(.warning, .unreachableRoute, ".routes[\(index)]", "\(flow.name).\(route) is never shown: no transition from a route that is shown pushes or presents it")
                continue
            }
            let leaving = flow.transitions.filter { ($0.from == nil || $0.from == route) && $0.action.kind != .stay }
            if leaving.isEmpty {
                add(.warning, .deadEnd, ".routes[\(index)]", "\(flow.name).\(route) has no way out: no transition leaves it and \(flow.name) cannot finish from it; add a row that pops, dismisses or finishes")
            }
        }
    }

    private mutating func lintOutputs() {
        for (index, output) in (flow.declaredOutputs ?? []).enumerated() where !flow.outputs.contains(output) {
            add(.warning, .outputNeverProduced, ".declaredOutputs[\(index)]", "\(flow.name) declares the output \(output), but no transition finishes or escalates with it and it is not the dismissal output: its parent never receives it")
        }
    }

    private mutating func lintChildren() {
        for (childIndex, child) in flow.children.enumerated() {
            if !facts.hostedInTabs.contains(child.flow), !flow.transitions.contains(where: { $0.action.flow == child.flow }) {
                add(.warning, .childNeverStarted, ".children[\(childIndex)]", "\(flow.name) declares the child \(child.flow), but no transition starts it and no tab hosts it")
            }
            let produced = facts.byName[child.flow]?.outputs ?? []
            for (index, mapping) in child.outputs.enumerated() {
                let path = ".children[\(childIndex)].outputs[\(index)]"
                switch (mapping.event, produced.contains(mapping.output)) {
                case (let event?, false):
                    add(.error, .mappedOutputNeverProduced, path, "\(flow.name) maps \(child.flow)'s output \(mapping.output) to \(event), but \(child.flow) never produces \(mapping.output) (no row finishes or escalates with it, and it is not its dismissal output): \(flow.name) never gets \(event) from it")
                case (let event?, true) where !flow.transitions.contains(where: { $0.event == event }):
                    add(.error, .mappedEventUnhandled, path, "\(flow.name) maps \(child.flow)'s output \(mapping.output) to \(event), but no row of \(flow.name) handles \(event): \(child.flow) finishing or escalating with \(mapping.output) is always rejected; add a row for \(event)")
                case (nil, true):
                    add(.warning, .unmappedOutput, path, "\(flow.name) maps no event for \(child.flow)'s output \(mapping.output): \(child.flow) finishing or escalating with it is rejected")
                default:
                    break
                }
            }
        }
    }

    private mutating func lintRow(_ index: Int) {
        let row = flow.transitions[index]
        if let from = row.from, !shown.contains(from) { return }  // its route's finding says it
        let path = ".transitions[\(index)]"
        if let earlier = flow.transitions.prefix(index).firstIndex(where: { $0.event == row.event && $0.guard == nil && ($0.from == nil || $0.from == row.from) }) {
            let place = row.from.map { "in \($0)" } ?? "in every route"
            add(.error, .shadowedRow, path, "\(describe(row)) never applies: row \(earlier) (\(describe(flow.transitions[earlier]))) takes \(row.event) \(place) first and has no guard; move this row above it, or give row \(earlier) a guard")
            return
        }
        if let why = whyNeverSucceeds(row) {
            add(.error, .rowNeverSucceeds, path, "\(describe(row)) never succeeds: \(why)")
        }
    }

    private func whyNeverSucceeds(_ row: TransitionSpec) -> String? {
        let action = row.action
        let stackKinds: Set<ActionKind> = [.push, .present, .popToRoot, .pop, .dismiss]
        if isTabs, stackKinds.contains(action.kind) { return "\(flow.name) is a tab flow and has no stack of its own" }
        switch action.kind {
        case .selectTab:
            return isTabs ? nil : "\(flow.name) has no tabs"
        case .pop:
            if let from = row.from, !pushed.contains(from) {
                return "\(from) is never pushed (it is \(flow.name)'s first screen or presented), so popping it is always rejected; use dismiss or finish"
            }
            return pushed.isEmpty ? "\(flow.name) never pushes a route, so there is nothing to pop" : nil
        case .dismiss:
            if presented.isEmpty { return "\(flow.name) never presents a route, so there is nothing to dismiss" }
            if let from = row.from, from == flow.initialRoute, !pushed.contains(from), !presented.contains(from) {
                return "in \(from), \(flow.name)'s first screen, nothing of \(flow.name) is presented"
            }
            return nil
        case .finish, .escalate:
            if isRoot { return "\(flow.name) is the root: it has no parent to take \(action.output ?? "its output")" }
            if action.kind == .finish, facts.hostedInTabs.contains(flow.name), !facts.isStarted(flow.name) {
                return "\(flow.name) lives only in a tab, which cannot finish; escalate instead"
            }
            if let output = action.output, let events = facts.mappings[flow.name]?[output], !events.isEmpty, events.allSatisfy({ $0 == nil }) {
                return "no parent maps the output \(output) to an event, so it is always rejected"
            }
            return nil
        case .start:
            let child = action.flow ?? "?"
            let childIsTabs = facts.byName[child]?.layout == .tabs
            switch action.presentation {
            case .root?:
                if isTabs { return "a tab flow cannot start \(child) as root" }
                if !isRoot && !(facts.startedAs[.root]?.contains(flow.name) ?? false) {
                    return "only a flow shown as the root can start \(child) as root, and \(flow.name) never is"
                }
            case .push?:
                if isTabs { return "a tab flow has no stack to push \(child) onto" }
                if childIsTabs { return "the tab flow \(child) cannot be pushed; present it or start it as root" }
            case .present?, nil:
                break
            }
            return nil
        default:
            return nil
        }
    }

    private func describe(_ row: TransitionSpec) -> String {
        let guardText = row.guard.map { " [\($0)]" } ?? ""
        let action = row.action
        let target = action.route ?? action.flow ?? action.output
        return "\(flow.name).\(row.from ?? "*") --\(row.event)\(guardText)--> \(action.kind.rawValue)\(target.map { " \($0)" } ?? "")"
    }
}
