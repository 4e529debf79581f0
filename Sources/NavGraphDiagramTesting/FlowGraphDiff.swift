public import NavGraph

/// What differs between two flow graphs, as facts added and removed: flows, routes, initial routes,
/// tabs, transitions, outputs, children and output mappings, links.
///
/// ```swift
/// let diff = FlowGraphDiff(from: committed, to: try FlowGraph(root: AppFlow.self))
/// print(diff)   // + route Home.profile
///               // + transition Home: openProfile from home / push profile
/// ```
///
/// A flow added or removed is one fact naming its routes; its own routes and transitions are not
/// listed again.
public struct FlowGraphDiff: Hashable, Sendable, CustomStringConvertible {
    /// Facts of the new graph that the old one lacks, in the new graph's order.
    public var added: [GraphFact]
    /// Facts of the old graph that the new one lacks, in the old graph's order.
    public var removed: [GraphFact]

    /// The difference from `old` to `new`.
    public init(from old: FlowGraph, to new: FlowGraph) {
        let oldFacts = GraphFact.facts(of: old)
        let newFacts = GraphFact.facts(of: new)
        let oldSet = Set(oldFacts)
        let newSet = Set(newFacts)
        let addedFlows = Set(new.flows.map(\.name)).subtracting(old.flows.map(\.name))
        let removedFlows = Set(old.flows.map(\.name)).subtracting(new.flows.map(\.name))
        added = newFacts.filter { !oldSet.contains($0) && !$0.isInside(addedFlows) }
        removed = oldFacts.filter { !newSet.contains($0) && !$0.isInside(removedFlows) }
    }

    /// Whether the graphs hold the same facts.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// One line per fact, removed (`-`) before added (`+`), grouped by flow.
    public var description: String {
        var flows: [String] = []
        for fact in removed + added where !flows.contains(fact.flow) { flows.append(fact.flow) }
        return flows.flatMap { flow in
            removed.filter { $0.flow == flow }.map { "- \($0)" } + added.filter { $0.flow == flow }.map { "+ \($0)" }
        }.joined(separator: "\n")
    }
}

/// One thing a flow graph declares, named the way a diff reads it (`route Home.settings`).
public struct GraphFact: Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing it is.
    public enum Kind: String, Hashable, Sendable {
        /// The root flow's name.
        case root
        /// A flow of the hierarchy.
        case flow
        /// A flow laid out as tabs.
        case layout
        /// A route of a flow.
        case route
        /// The route a flow shows first.
        case initialRoute = "initial route"
        /// A tab and the flow it hosts.
        case tab
        /// A row of a flow's transition table.
        case transition
        /// An output a flow hands its parent.
        case output
        /// A child flow a flow declares.
        case child
        /// A child output and the parent event it becomes.
        case outputMapping = "output mapping"
        /// The output a flow hands its parent when the platform removes its first screen.
        case dismissOutput = "dismissal output"
        /// A deep link a flow answers.
        case link
        /// The name diagrams show for a flow.
        case displayName = "display name"
    }

    /// What kind of thing it is.
    public var kind: Kind
    /// The flow it belongs to.
    public var flow: String
    /// The thing itself, as a diff line shows it.
    public var text: String

    /// What a flow fact adds when the flow itself is added or removed (its layout and routes); not
    /// part of the fact's identity, so a flow whose routes changed is not also a flow removed and added.
    var summary: String?

    public var description: String { "\(kind.rawValue) \(text)" + (summary.map { " (\($0))" } ?? "") }

    public static func == (lhs: GraphFact, rhs: GraphFact) -> Bool {
        lhs.kind == rhs.kind && lhs.flow == rhs.flow && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(flow)
        hasher.combine(text)
    }

    /// Whether the fact belongs to one of `flows` (and is not the flow itself).
    func isInside(_ flows: Set<String>) -> Bool { kind != .flow && flows.contains(flow) }

    /// Every fact of `graph`, flow by flow in graph order.
    static func facts(of graph: FlowGraph) -> [GraphFact] {
        var facts = [GraphFact(kind: .root, flow: graph.root, text: graph.root)]
        for flow in graph.flows {
            let name = flow.name
            func fact(_ kind: Kind, _ text: String) -> GraphFact { GraphFact(kind: kind, flow: name, text: text) }
            facts.append(GraphFact(kind: .flow, flow: name, text: name, summary: "\(flow.layout.rawValue): \(flow.routes.joined(separator: ", "))"))
            if flow.layout == .tabs { facts.append(fact(.layout, "\(name) tabs")) }
            if let shown = flow.displayName { facts.append(fact(.displayName, "\(name) \"\(shown)\"")) }
            facts += flow.routes.map { fact(.route, "\(name).\($0)") }
            facts.append(fact(.initialRoute, "\(name).\(flow.initialRoute)"))
            facts += flow.tabs.map { fact(.tab, "\(name).\($0.route) hosts \($0.flow)") }
            facts += flow.transitions.map { fact(.transition, "\(name): \(Self.text(of: $0))") }
            facts += flow.outputs.map { fact(.output, "\(name).\($0)") }
            if let dismissal = flow.dismissOutput { facts.append(fact(.dismissOutput, "\(name).\(dismissal)")) }
            for child in flow.children {
                facts.append(fact(.child, "\(name) → \(child.flow)"))
                facts += child.outputs.map { fact(.outputMapping, "\(name): \(child.flow).\($0.output) ⇒ \($0.event ?? "(unmapped)")") }
            }
            facts += (flow.links ?? []).map { link in
                let target = [link.event.map { "sends \($0)" }, link.route.map { "shows \($0)" }].compactMap { $0 }.joined(separator: ", ")
                return fact(.link, "\(name): \(link.pattern ?? "(step)") \(target)")
            }
        }
        return facts
    }

    /// `event from route [guard] / action`, as the diagrams label a transition.
    static func text(of transition: TransitionSpec) -> String {
        let source = transition.from.map { " from \($0)" } ?? " from any route"
        let guardText = transition.guard.map { " [\($0)]" } ?? ""
        let action = transition.action
        var actionText = action.kind.rawValue
        if let flow = action.flow { actionText += " \(flow)" }
        if let presentation = action.presentation { actionText += " (\(presentation.rawValue))" }
        if let route = action.route { actionText += " \(route)" }
        if let output = action.output { actionText += " \(output)" }
        return "\(transition.event)\(source)\(guardText) / \(actionText)"
    }
}
