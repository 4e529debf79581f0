import NavGraph
import Testing

/// A graph with one row the runtime always rejects, where the lint must say so and why.
struct DoomedRow: Sendable, CustomTestStringConvertible {
    let name: String
    let graph: FlowGraph
    let path: String
    let why: String
    var testDescription: String { name }

    private static func row(_ from: String?, _ event: String, _ kind: ActionKind, route: String? = nil, flow: String? = nil, as presentation: ChildPresentation? = nil, output: String? = nil) -> TransitionSpec {
        TransitionSpec(from: from, event: event, action: ActionSpec(kind: kind, route: route, flow: flow, presentation: presentation, output: output))
    }

    private static func stack(_ name: String, _ routes: [String], _ rows: [TransitionSpec], children: [ChildSpec] = []) -> FlowSpec {
        FlowSpec(name: name, layout: .stack, routes: routes, initialRoute: routes[0], transitions: rows, children: children)
    }

    private static func tabs(_ name: String, hosting child: String, _ rows: [TransitionSpec], mapping: [OutputMapping] = []) -> FlowSpec {
        FlowSpec(name: name, layout: .tabs, routes: ["a"], initialRoute: "a", tabs: [TabSpec(route: "a", flow: child)], transitions: rows,
                 children: [ChildSpec(flow: child, outputs: mapping)])
    }

    static let all: [DoomedRow] = [
        DoomedRow(name: "dismiss with nothing presented",
                  graph: FlowGraph(root: "A", flows: [stack("A", ["home", "detail"], [row("home", "open", .push, route: "detail"), row("detail", "back", .pop), row("detail", "close", .dismiss)])]),
                  path: "flows[0].transitions[2]", why: "A never presents a route, so there is nothing to dismiss"),
        DoomedRow(name: "finish from the root",
                  graph: FlowGraph(root: "A", flows: [stack("A", ["home"], [row(nil, "done", .finish, output: "x")])]),
                  path: "flows[0].transitions[0]", why: "A is the root: it has no parent to take x"),
        DoomedRow(name: "finish from a flow that lives only in a tab",
                  graph: FlowGraph(root: "T", flows: [
                      tabs("T", hosting: "X", [row(nil, "xDone", .stay)], mapping: [OutputMapping(output: "y", event: "xDone")]),
                      stack("X", ["one"], [row(nil, "close", .finish, output: "y")]),
                  ]),
                  path: "flows[1].transitions[0]", why: "X lives only in a tab, which cannot finish; escalate instead"),
        DoomedRow(name: "a root start from a flow never shown as root",
                  graph: FlowGraph(root: "A", flows: [
                      stack("A", ["home"], [row(nil, "open", .start, flow: "B", as: .push)], children: [ChildSpec(flow: "B", outputs: [])]),
                      stack("B", ["page"], [row(nil, "go", .start, flow: "C", as: .root)], children: [ChildSpec(flow: "C", outputs: [])]),
                      stack("C", ["leaf"], [row(nil, "poke", .pop)]),
                  ]),
                  path: "flows[1].transitions[0]", why: "only a flow shown as the root can start C as root, and B never is"),
        DoomedRow(name: "a push in a tab flow",
                  graph: FlowGraph(root: "T", flows: [tabs("T", hosting: "X", [row(nil, "more", .push, route: "a")]), stack("X", ["one"], [row(nil, "x", .escalate, output: "y")])]),
                  path: "flows[0].transitions[0]", why: "T is a tab flow and has no stack of its own"),
        DoomedRow(name: "a tab selection in a stack flow",
                  graph: FlowGraph(root: "A", flows: [stack("A", ["home"], [row(nil, "pick", .selectTab)])]),
                  path: "flows[0].transitions[0]", why: "A has no tabs"),
        DoomedRow(name: "a tab flow pushed",
                  graph: FlowGraph(root: "A", flows: [
                      stack("A", ["home"], [row(nil, "open", .start, flow: "T", as: .push)], children: [ChildSpec(flow: "T", outputs: [])]),
                      tabs("T", hosting: "X", []), stack("X", ["one"], [row(nil, "x", .escalate, output: "y")]),
                  ]),
                  path: "flows[0].transitions[0]", why: "the tab flow T cannot be pushed; present it or start it as root"),
    ]
}

@Suite("FlowGraph.lint: rows that can never succeed")
struct RowNeverSucceedsTests {
    @Test(arguments: DoomedRow.all)
    func named(_ doomed: DoomedRow) throws {
        let findings = doomed.graph.lint()
        let finding = try #require(findings.first { $0.kind == .rowNeverSucceeds && $0.path == doomed.path }, "\(findings)")
        #expect(finding.severity == .error)
        #expect(finding.message.hasSuffix("never succeeds: \(doomed.why)"), "\(finding)")
    }
}
