import NavGraph
import Testing
import ToasterExample

@Suite("Deep links in the graph")
struct LinkGraphTests {
    @Test("The graph carries each flow's declared links")
    func graphCarriesLinks() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        #expect(graph[flow: "Clip"]?.links == [LinkSpec(pattern: "clip/:id", event: "openClip", waitsFor: "TabBar")])
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
            "flows[\(auth)].links[0] (Auth clip/:slug): cannot be opened from Home.home, reached by App.launch: no link step or platform back leads to it",
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

    /// A feed whose posts push without end, and a sign-out that shows Login as the root: the
    /// feed's link cannot be opened from Login, where no link step leads anywhere.
    static let endlessFeed = FlowGraph(root: "Feed", flows: [
        FlowSpec(name: "Feed", layout: .stack, routes: ["home", "post"], initialRoute: "home", transitions: [
            TransitionSpec(from: nil, event: "open", action: ActionSpec(kind: .push, route: "post")),
            TransitionSpec(from: "home", event: "signOut", action: ActionSpec(kind: .start, flow: "Login", presentation: .root)),
        ], children: [ChildSpec(flow: "Login", outputs: [])], links: [LinkSpec(pattern: "post", event: "open")]),
        FlowSpec(name: "Login", layout: .stack, routes: ["login"], initialRoute: "login", transitions: []),
    ])

    @Test("Where a link cannot be opened from is named with the moves that reach it")
    func reachProblemNamesTheState() {
        // The posts' stack grows without end: a small budget keeps the test quick.
        #expect(Self.endlessFeed.linkProblems(exploringAtMost: 100).map(\.description) == [
            "flows[0].links[0] (Feed post): cannot be opened from Login.login, reached by Feed.signOut: no link step or platform back leads to it"
        ])
        var waiting = Self.endlessFeed
        waiting.flows[0].links = [LinkSpec(pattern: "post", event: "open", waitsFor: "Feed")]
        #expect(waiting.linkProblems(exploringAtMost: 100).map(\.description) == [
            "flows[0].links[0] (Feed post): cannot be opened from Login.login, reached by Feed.signOut: no link step or platform back leads to it while Feed runs"
        ], "Feed runs under Login: waiting for it changes nothing")
        var signIn = Self.endlessFeed
        signIn.flows[1].links = [LinkSpec(pattern: nil, event: "signIn")]
        signIn.flows[1].transitions = [TransitionSpec(from: nil, event: "signIn", action: ActionSpec(kind: .finish, output: "in"))]
        signIn.flows[0].children = [ChildSpec(flow: "Login", outputs: [OutputMapping(output: "in", event: "signedIn")])]
        signIn.flows[0].transitions.append(TransitionSpec(from: nil, event: "signedIn", action: ActionSpec(kind: .stay)))
        #expect(signIn.linkProblems(exploringAtMost: 100).isEmpty, "a link step out of Login opens the way")
    }

    @Test("Past the exploring budget, what is reported holds: configurations a plan may leave the explored ones from are not judged")
    func explorationBudget() {
        // The stack of posts grows without end: the budget always stops the exploration.
        #expect(Self.endlessFeed.linkProblems(exploringAtMost: 3).map(\.path) == ["flows[0].links[0]"])
        #expect(Self.endlessFeed.linkProblems(exploringAtMost: 1).isEmpty, "from the first configuration a plan leads past the budget")
    }
}
