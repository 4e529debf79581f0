import NavGraph
import Testing
import ToasterExample

@Suite("Deep links in the graph")
struct LinkGraphTests {
    @Test("The graph carries each flow's declared links")
    func graphCarriesLinks() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        #expect(graph[flow: "Clip"]?.links == [LinkSpec(pattern: "clip/:id", event: "openClip")])
        #expect(graph[flow: "AddLink"]?.links == [LinkSpec(pattern: nil, event: "cancel")])
        #expect(graph[flow: "TabBar"]?.links?.compactMap(\.pattern) == ["home", "clip", "search", "timer", "add"])
    }

    @Test("Every link of the reference can be reached")
    func referenceHasNoLinkProblems() throws {
        #expect(try FlowGraph(root: AppFlow.self).linkProblems.isEmpty)
    }

    @Test("A spec without links still decodes, and round-trips with them")
    func specsWithoutLinksDecode() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        var old = graph
        for index in old.flows.indices { old.flows[index].links = nil }
        let text = try old.jsonSpec()
        #expect(!text.contains("\"links\""))
        #expect(try FlowGraph(jsonSpec: text) == old)
        #expect(try FlowGraph(jsonSpec: graph.jsonSpec()) == graph)
    }

    @Test("Links nothing can reach are reported with their place")
    func unreachableLinks() throws {
        var graph = try FlowGraph(root: AppFlow.self)
        let clip = try #require(graph.flows.firstIndex { $0.name == "Clip" })
        let auth = try #require(graph.flows.firstIndex { $0.name == "Auth" })
        graph.flows[clip].links = [
            LinkSpec(pattern: "clip/:id", event: "openClip"),
            LinkSpec(pattern: "clip/:id/edit", event: "editClip"),
            LinkSpec(pattern: "clips", route: "clipIndex"),
        ]
        graph.flows[auth].routes.append("locked")
        graph.flows[auth].transitions.append(.init(from: "locked", event: "unlock", action: .init(kind: .pop)))
        graph.flows[auth].links = [
            LinkSpec(pattern: "clip/:slug", event: "tapSignUp"),
            LinkSpec(pattern: "unlock", event: "unlock"),
            LinkSpec(pattern: "locked", route: "locked"),
        ]
        graph.flows.append(FlowSpec(
            name: "Orphan", layout: .stack, routes: ["only"], initialRoute: "only", transitions: [], links: [LinkSpec(pattern: "orphan", route: "only")]
        ))
        #expect(graph.linkProblems.map(\.description) == [
            "flows[\(auth)].links[1] (Auth unlock): Auth handles unlock only in routes it never shows",
            "flows[\(auth)].links[2] (Auth locked): no transition shows Auth.locked",
            "flows[\(clip)].links[0] (Clip clip/:id): Auth clip/:slug declares the same pattern",
            "flows[\(clip)].links[1] (Clip clip/:id/edit): no transition of Clip handles editClip",
            "flows[\(clip)].links[2] (Clip clips): Clip has no route \"clipIndex\" to show",
            "flows[\(graph.flows.count - 1)].links[0] (Orphan orphan): Orphan is never started from App",
        ])
    }

    @Test("The lint, and so navgraph check, reports a link nothing can reach as an error")
    func linkProblemsAreLintErrors() throws {
        var graph = try FlowGraph(root: AppFlow.self)
        #expect(!graph.lint().contains { $0.kind == .linkUnreachable })
        let clip = try #require(graph.flows.firstIndex { $0.name == "Clip" })
        graph.flows[clip].links = (graph.flows[clip].links ?? []) + [LinkSpec(pattern: "clip/:id/edit", event: "editClip")]
        let findings = graph.lint().filter { $0.kind == .linkUnreachable }
        #expect(findings.map(\.description) == [
            "error: flows[\(clip)].links[\((graph.flows[clip].links?.count ?? 1) - 1)]: Clip's link clip/:id/edit: no transition of Clip handles editClip"
        ])
    }
}
