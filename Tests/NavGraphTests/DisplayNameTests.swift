import NavGraph
import Testing
import ToasterExample

/// Display names: declared on flows and routes, carried into the spec, optional in its JSON.
@Suite("Display names")
struct DisplayNameTests {
    struct NamedFlow: Flow {
        enum Route: FlowRoute {
            case start, plus
            var displayName: String { self == .plus ? "+" : name }
        }
        enum Event: FlowEvent { case go }
        static let displayName = "Named flow"
        static let definition = FlowDefinition<NamedFlow>(initial: .start, transitions: [.on(.go, from: .start, .push(.plus))])
    }

    @Test("A flow's and its routes' display names reach the spec; names stay the ids")
    func declared() throws {
        let spec = try #require(try FlowGraph(root: NamedFlow.self)[flow: "Named"])
        #expect(spec.displayName == "Named flow")
        #expect(spec.routeDisplayNames == ["plus": "+"])
        #expect(spec.shownName == "Named flow")
        #expect(spec.shownName(ofRoute: "plus") == "+" && spec.shownName(ofRoute: "start") == "start")
        #expect(spec.routes == ["start", "plus"])
    }

    @Test("Without display names the spec holds none; Toaster's \"+\" modal has one")
    func defaults() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        #expect(graph[flow: "Auth"]?.displayName == nil && graph[flow: "Auth"]?.routeDisplayNames == nil)
        #expect(graph[flow: "AddLink"]?.shownName == "+ Add link")
    }

    @Test("A spec written before display names existed still reads; a round trip keeps them")
    func json() throws {
        let old = #"{"version": 1, "root": "R", "flows": [{"name": "R", "layout": "stack", "routes": ["a"], "initialRoute": "a", "tabs": [], "transitions": [], "children": []}]}"#
        #expect(try FlowGraph(jsonSpec: old)[flow: "R"]?.displayName == nil)
        let graph = try FlowGraph(root: NamedFlow.self)
        #expect(try FlowGraph(jsonSpec: graph.jsonSpec()) == graph)
    }

    @Test("A display name for a route the flow does not have is refused")
    func unknownRoute() throws {
        var graph = try FlowGraph(root: NamedFlow.self)
        graph.flows[0].routeDisplayNames = ["nowhere": "?"]
        #expect(throws: FlowGraphError.self) { try graph.validate() }
    }
}
