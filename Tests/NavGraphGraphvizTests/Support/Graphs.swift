import NavGraph
import ToasterExample

/// Graphs the tests draw.
enum Graphs {
    /// The reference hierarchy.
    static func toaster() throws -> FlowGraph { try FlowGraph(root: AppFlow.self) }

    /// Every flow and route of `graph` as the picture must show it (display names where given).
    static func labels(of graph: FlowGraph) -> [String] {
        graph.flows.flatMap { flow in [flow.shownName] + flow.routes.map(flow.shownName(ofRoute:)) }
    }

    /// A root flow with one stack child whose route and event names are `text`.
    static func labelled(_ text: String) -> FlowGraph {
        FlowGraph(root: "Root", flows: [
            FlowSpec(
                name: "Root", layout: .stack, routes: ["start", text], initialRoute: "start",
                transitions: [
                    TransitionSpec(from: "start", event: text, guard: text, action: ActionSpec(kind: .push, route: text)),
                    TransitionSpec(from: text, event: "open", action: ActionSpec(kind: .start, flow: text, presentation: .present)),
                ],
                children: [ChildSpec(flow: text, outputs: [OutputMapping(output: text, event: text)])]
            ),
            FlowSpec(
                name: text, layout: .stack, routes: [text], initialRoute: text,
                transitions: [TransitionSpec(from: nil, event: text, action: ActionSpec(kind: .finish, output: text))]
            ),
        ])
    }
}
