import NavGraph
@testable import NavGraphGraphviz
import Testing
import ToasterExample

/// The diagram model, before Graphviz: pure, no C call.
@Suite("The diagram of the Toaster hierarchy")
struct DiagramTests {
    let graph: FlowGraph
    let diagram: Diagram

    init() throws {
        graph = try FlowGraph(root: AppFlow.self)
        diagram = Diagram(graph, options: RenderOptions())
    }

    /// The cluster holding each node.
    var clusterOfNode: [String: String] {
        var result: [String: String] = [:]
        for cluster in diagram.allClusters {
            for node in cluster.nodes { result[node.id] = cluster.id }
        }
        return result
    }

    func value(_ name: String, _ attributes: [Attribute]) -> String? {
        attributes.last { $0.name == name }?.value
    }

    @Test("compound=true and newrank=true on the root")
    func rootAttributes() {
        #expect(value("compound", diagram.graphAttributes) == "true")
        #expect(value("newrank", diagram.graphAttributes) == "true")
        #expect(value("rankdir", diagram.graphAttributes) == "LR")
    }

    @Test("Clusters nest as the hierarchy nests; LinkDetail once, in TabBar")
    func nesting() throws {
        #expect(diagram.clusters.map(\.id) == ["cluster:App", "cluster#legend"])
        let app = diagram.clusters[0]
        #expect(app.clusters.map(\.id) == ["cluster:App/Auth", "cluster:App/TabBar"])
        let tabBar = app.clusters[1]
        #expect(tabBar.clusters.map(\.id) == [
            "cluster:App/TabBar/Home", "cluster:App/TabBar/LinkDetail", "cluster:App/TabBar/Clip",
            "cluster:App/TabBar/Search", "cluster:App/TabBar/Timer", "cluster:App/TabBar/AddLink",
        ])
        #expect(diagram.allClusters.filter { $0.id.hasSuffix("/LinkDetail") }.count == 1)
    }

    @Test("One node per route, each in its own flow's cluster, no duplicates")
    func nodes() {
        let ids = diagram.allNodes.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate node ids")
        let clusters = clusterOfNode
        let paths = ["App": "App", "Auth": "App/Auth", "TabBar": "App/TabBar", "Home": "App/TabBar/Home", "LinkDetail": "App/TabBar/LinkDetail",
                     "Clip": "App/TabBar/Clip", "Search": "App/TabBar/Search", "Timer": "App/TabBar/Timer", "AddLink": "App/TabBar/AddLink"]
        for flow in graph.flows {
            let path = paths[flow.name] ?? "?"
            for route in flow.routes {
                #expect(clusters["\(path)/\(route)"] == "cluster:\(path)", "\(flow.name).\(route) is not in its cluster")
            }
        }
        let routeNodes = ids.filter { !$0.contains("#") }
        #expect(routeNodes.count == graph.flows.reduce(0) { $0 + $1.routes.count })
    }

    @Test("Every edge joins existing nodes; every lhead names a cluster its tail is outside of")
    func edges() {
        let nodes = Set(diagram.allNodes.map(\.id))
        let clusters = Set(diagram.allClusters.map(\.id))
        for edge in diagram.edges {
            #expect(nodes.contains(edge.tail) && nodes.contains(edge.head), "\(edge.tail) -> \(edge.head)")
            if let lhead = value("lhead", edge.attributes) {
                #expect(clusters.contains(lhead))
                #expect(!edge.tail.hasPrefix(String(lhead.dropFirst("cluster:".count)) + "/"), "\(edge.tail) lies inside \(lhead)")
                #expect(edge.head.hasPrefix(String(lhead.dropFirst("cluster:".count)) + "/"), "\(edge.head) is not in \(lhead)")
            }
        }
    }

    @Test("One edge per transition, tab, mapped child output and dismissal output, plus the legend's")
    func edgeCount() {
        let transitions = graph.flows.reduce(0) { $0 + $1.transitions.count }
        let tabs = graph.flows.reduce(0) { $0 + $1.tabs.count }
        let outputs = graph.flows.reduce(0) { $0 + $1.children.reduce(0) { $0 + $1.outputs.filter { $0.event != nil }.count } }
        let dismissals = graph.flows.filter { $0.dismissOutput != nil }.count
        let legend = DiagramStyle.EdgeKind.allCases.count
        #expect(diagram.edges.count == transitions + tabs + outputs + dismissals + legend)
    }

    @Test("A shared child is drawn once, with an edge from each parent that starts it")
    func sharedChild() {
        let starts = diagram.edges.filter { value("lhead", $0.attributes) == "cluster:App/TabBar/LinkDetail" }
        #expect(starts.map(\.tail) == ["App/TabBar/Home/home", "App/TabBar/Clip#any", "App/TabBar/Search#any"])
        let outputs = diagram.edges.filter { $0.tail == "App/TabBar/LinkDetail#output:closed" }
        #expect(outputs.map(\.head) == ["App/TabBar/Home#any", "App/TabBar/Clip#any", "App/TabBar/Search#any"])
        #expect(outputs.allSatisfy { value("label", $0.attributes) == "linkClosed" })
    }

    @Test("Action kinds look different", arguments: [
        ("App/TabBar/Home/home", "App/TabBar/Home/settings", "solid", "openSettings"),
        ("App/TabBar/Timer/timerList", "App/TabBar/Timer/addTimer", "dashed", "add"),
        ("App/TabBar#any", "App/TabBar/home", "dotted", "addLinkSaved"),
        ("App/TabBar/Home/settings", "App/TabBar/Home#output:logout", "bold", "tapLogout"),
        ("App/splash", "App/TabBar/home", "solid", "launch [hasSession]"),
    ])
    func styles(tail: String, head: String, style: String, label: String) throws {
        let edge = try #require(diagram.edges.first { $0.tail == tail && $0.head == head })
        #expect(value("style", edge.attributes) == style)
        #expect(value("label", edge.attributes) == label)
    }

    @Test("Initial routes are filled, finishing routes have a double border, tabs are tabs")
    func marks() throws {
        let nodes = Dictionary(uniqueKeysWithValues: diagram.allNodes.map { ($0.id, $0.attributes) })
        #expect(value("style", try #require(nodes["App/Auth/login"]))?.contains("filled") == true)
        #expect(value("peripheries", try #require(nodes["App/Auth/signUp"])) == "2")
        #expect(value("peripheries", try #require(nodes["App/Auth/forgotPassword"])) == nil)
        #expect(value("shape", try #require(nodes["App/TabBar/clip"])) == "tab")
    }

    @Test("Edge text moves to xlabel or tooltip when asked")
    func edgeLabels() {
        let external = Diagram(graph, options: RenderOptions(edgeLabels: .external))
        #expect(external.edges.contains { value("xlabel", $0.attributes) == "openSettings" })
        #expect(!external.edges.contains { value("label", $0.attributes) == "openSettings" })
        let hidden = Diagram(graph, options: RenderOptions(edgeLabels: .hidden, legend: false))
        #expect(hidden.edges.contains { value("tooltip", $0.attributes) == "openSettings" })
        #expect(hidden.edges.allSatisfy { value("label", $0.attributes) == nil })
    }

    @Test("The same graph gives the same diagram")
    func deterministic() throws {
        #expect(Diagram(try FlowGraph(root: AppFlow.self), options: RenderOptions()) == diagram)
    }
}

@Suite("Names and label text")
struct NamingTests {
    @Test("Path components cannot collide", arguments: [
        ("home", "home"), ("a/b", "a%2Fb"), ("a#any", "a%23any"), ("50%", "50%25"), ("q\"\\", "q%22%5C"), ("two\nlines", "two%0Alines"),
        ("", "%"), ("로그인", "로그인"), ("&;", "%26;"),
    ])
    func component(name: String, encoded: String) {
        #expect(DiagramID.component(name) == encoded)
    }

    @Test("A route a/b and route b of a child flow a get different ids")
    func noCollision() {
        let graph = FlowGraph(root: "R", flows: [
            FlowSpec(name: "R", layout: .stack, routes: ["a/b"], initialRoute: "a/b",
                     transitions: [TransitionSpec(from: nil, event: "go", action: ActionSpec(kind: .start, flow: "a", presentation: .push))],
                     children: [ChildSpec(flow: "a", outputs: [])]),
            FlowSpec(name: "a", layout: .stack, routes: ["b"], initialRoute: "b", transitions: []),
        ])
        let ids = Diagram(graph, options: RenderOptions(legend: false)).allNodes.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("R/a%2Fb") && ids.contains("R/a/b"))
    }

    @Test("Label text: backslashes doubled, & as &amp;, control characters made safe", arguments: [
        ("plain", "plain"), ("a\\b", "a\\\\b"), ("ends\\", "ends\\\\"), ("\\N", "\\\\N"), ("a & b", "a &amp; b"), ("&amp;", "&amp;amp;"),
        ("\"q\" <b>", "\"q\" <b>"), ("one\r\ntwo\rthree\nfour", #"one\ntwo\nthree\nfour"#), ("tab\there", "tab here"), ("bell\u{7}", "bell\u{FFFD}"),
        ("로그인 😀", "로그인 😀"),
    ])
    func labelText(text: String, expected: String) {
        #expect(text.labelText == expected)
    }
}

@Suite("Graphviz's messages")
struct MessagesTests {
    @Test("Fragments become one message each; continuations join the message before")
    func parse() {
        let messages = GraphvizMessages(text: "Warning" + ": " + "node a, port b unrecognized\n" + "Error" + ": " + "Layout type: \"x\" not recognized. Use one of:" + " dot neato\n" + "\nError: trouble in init_rank\n\tmore detail\n")
        #expect(messages.warnings == ["node a, port b unrecognized"])
        #expect(messages.errors == ["Layout type: \"x\" not recognized. Use one of: dot neato", "trouble in init_rank more detail"])
        #expect(messages.suffix == ": Layout type: \"x\" not recognized. Use one of: dot neato; trouble in init_rank more detail")
        #expect(GraphvizMessages(text: "").suffix == "")
    }
}
