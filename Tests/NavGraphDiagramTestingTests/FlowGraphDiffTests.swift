import NavGraph
import NavGraphDiagramTesting
import Testing

@Suite struct FlowGraphDiffTests {
    @Test func aGraphDiffersFromItselfInNothing() throws {
        let graph = try FlowGraph(root: ShopFlow.self)
        let diff = FlowGraphDiff(from: graph, to: graph)
        #expect(diff.isEmpty)
        #expect(diff.description.isEmpty)
    }

    @Test func aFlowAddedIsOneFactNotItsRoutesAndTransitions() throws {
        let old = try FlowGraph(root: ShopFlow.self)
        var new = old
        new.flows.append(FlowSpec(name: "Extra", layout: .stack, routes: ["a", "b"], initialRoute: "a",
                                  transitions: [TransitionSpec(from: "a", event: "next", action: ActionSpec(kind: .push, route: "b"))]))
        let diff = FlowGraphDiff(from: old, to: new)
        #expect(diff.removed.isEmpty)
        #expect(diff.added.map(\.description) == ["flow Extra (stack: a, b)"])
        #expect(FlowGraphDiff(from: new, to: old).removed.map(\.description) == ["flow Extra (stack: a, b)"])
    }

    @Test func aGuardAndAnInitialRouteChangedAreRemovedAndAdded() throws {
        let old = try FlowGraph(root: ShopFlow.self)
        var new = old
        new.flows[0].initialRoute = "product"
        new.flows[0].transitions[0].guard = "inStock"
        #expect(FlowGraphDiff(from: old, to: new).description == """
            - initial route Shop.catalog
            - transition Shop: openProduct from catalog / push product
            + initial route Shop.product
            + transition Shop: openProduct from catalog [inStock] / push product
            """)
    }
}
