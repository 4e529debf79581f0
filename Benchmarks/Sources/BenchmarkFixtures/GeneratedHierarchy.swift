import NavGraph

/// A generated hierarchy for the render benchmarks: `flows` stack flows in a tree (each parent
/// starts `fanout` children), `routes` routes per flow, labelled pushes, child starts, finishes and
/// output mappings: edges between clusters, the case that makes Graphviz's layout expensive.
public enum GeneratedHierarchy {
    public static func make(flows count: Int, routes: Int, fanout: Int = 3) -> FlowGraph {
        let flows = (0..<count).map { index in
            let children = (1...fanout).map { index * fanout + $0 }.filter { $0 < count }
            var transitions = (0..<(routes - 1)).map { step in
                TransitionSpec(from: "r\(step)", event: "next\(step)", action: ActionSpec(kind: .push, route: "r\(step + 1)"))
            }
            transitions.append(TransitionSpec(from: nil, event: "back", action: ActionSpec(kind: .pop)))
            for (offset, child) in children.enumerated() {
                transitions.append(TransitionSpec(from: "r\(offset % routes)", event: "open\(child)", action: ActionSpec(kind: .start, flow: "F\(child)", presentation: .push)))
                transitions.append(TransitionSpec(from: nil, event: "closed\(child)", action: ActionSpec(kind: .stay)))
            }
            if index > 0 {
                transitions.append(TransitionSpec(from: "r\(routes - 1)", event: "done", action: ActionSpec(kind: .finish, output: "done")))
            }
            return FlowSpec(
                name: "F\(index)", layout: .stack, routes: (0..<routes).map { "r\($0)" }, initialRoute: "r0",
                transitions: transitions,
                children: children.map { ChildSpec(flow: "F\($0)", outputs: [OutputMapping(output: "done", event: "closed\($0)")]) }
            )
        }
        return FlowGraph(root: "F0", flows: flows)
    }
}
