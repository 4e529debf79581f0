import NavGraph

/// The graph's facts the explorer asks on every step, indexed by flow name.
struct GraphIndex: Sendable {
    let graph: FlowGraph
    private let specs: [String: FlowSpec]
    /// Per flow, the event cases that a child's output is mapped to.
    let mappedEvents: [String: Set<String>]

    init(_ graph: FlowGraph) {
        self.graph = graph
        var specs: [String: FlowSpec] = [:]
        var mapped: [String: Set<String>] = [:]
        for flow in graph.flows {
            specs[flow.name] = flow
            mapped[flow.name] = Set(flow.children.flatMap { $0.outputs.compactMap(\.event) })
        }
        self.specs = specs
        mappedEvents = mapped
    }

    subscript(flow name: String) -> FlowSpec? { specs[name] }

    /// The child output mapped to `event` of `flow`, when every output mapped to it is one its
    /// child never produces (so only a screen could send it); `nil` otherwise.
    func onlyUnproducedSource(of event: String, in flow: String) -> (child: String, output: String)? {
        var unproduced: (child: String, output: String)?
        for child in specs[flow]?.children ?? [] {
            let produced = specs[child.flow]?.outputs ?? []
            for mapping in child.outputs where mapping.event == event {
                guard !produced.contains(mapping.output) else { return nil }
                if unproduced == nil { unproduced = (child.flow, mapping.output) }
            }
        }
        return unproduced
    }

    /// The event cases a screen must be able to send to `flow`: those its transitions handle that
    /// no child output produces.
    func screenEvents(of flow: FlowSpec) -> [String] {
        var seen: [String] = []
        let mapped = mappedEvents[flow.name] ?? []
        for transition in flow.transitions where !mapped.contains(transition.event) && !seen.contains(transition.event) {
            seen.append(transition.event)
        }
        return seen
    }
}
