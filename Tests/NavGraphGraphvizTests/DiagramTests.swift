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

    func value(_ name: String, _ attributes: [Attribute]) -> String? {
        attributes.last { $0.name == name }?.value
    }

    /// The edge's text, on it or (for an edge clipped at a box) beside it.
    func label(_ edge: Edge) -> String? { value("label", edge.attributes) ?? value("xlabel", edge.attributes) }

    /// The edges from `tail` to `head`.
    func edges(_ tail: String, _ head: String) -> [Edge] {
        diagram.edges.filter { $0.tail == tail && $0.head == head }
    }

    @Test("compound=true and newrank=true on the root; no legend by default")
    func rootAttributes() {
        #expect(value("compound", diagram.graphAttributes) == "true")
        #expect(value("newrank", diagram.graphAttributes) == "true")
        #expect(value("rankdir", diagram.graphAttributes) == "LR")
        #expect(!diagram.allClusters.contains { $0.id == DiagramID.legendCluster })
    }

    @Test("Clusters nest as the hierarchy nests; LinkDetail once, in TabBar")
    func nesting() throws {
        #expect(diagram.clusters.map(\.id) == ["cluster:App"])
        let app = diagram.clusters[0]
        #expect(app.clusters.map(\.id) == ["cluster:App/Auth", "cluster:App/TabBar"])
        #expect(app.clusters[1].clusters.map(\.id) == [
            "cluster:App/TabBar/Home", "cluster:App/TabBar/LinkDetail", "cluster:App/TabBar/Clip",
            "cluster:App/TabBar/Search", "cluster:App/TabBar/Timer", "cluster:App/TabBar/AddLink",
        ])
        #expect(diagram.allClusters.filter { $0.id.hasSuffix("/LinkDetail") }.count == 1)
    }

    @Test("No stand-in nodes: only routes, the tab row and one initial dot per flow")
    func nodes() {
        let ids = diagram.allNodes.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate node ids")
        #expect(!ids.contains { $0.contains("#any") || $0.contains("#output") })
        #expect(ids.filter { $0.hasSuffix("#initial") }.count == graph.flows.count)
        let stackRoutes = graph.flows.filter { $0.tabs.isEmpty }.reduce(0) { $0 + $1.routes.count }
        #expect(ids.filter { !$0.contains("#") }.count == stackRoutes)
        #expect(ids.contains("App/TabBar#tabs"))
    }

    @Test("The initial route is marked by a filled dot and an arrow")
    func initialMarker() throws {
        let marker = try #require(diagram.allNodes.first { $0.id == "App/Auth#initial" })
        #expect(value("shape", marker.attributes) == "point")
        #expect(value("style", marker.attributes) == "filled")
        #expect(edges("App/Auth#initial", "App/Auth/login").count == 1)
        let tabs = try #require(edges("App/TabBar#initial", "App/TabBar#tabs").first)
        #expect(value("headport", tabs.attributes) == "t0")
    }

    @Test("Tabs in declared order, side by side in one node, each to its flow's box")
    func tabs() throws {
        let tabs = try #require(diagram.allNodes.first { $0.id == "App/TabBar#tabs" })
        #expect(value("label", tabs.attributes) == "<t0> home|<t1> clip|<t2> search|<t3> timer")
        for (index, flow) in ["Home", "Clip", "Search", "Timer"].enumerated() {
            let edge = try #require(diagram.edges.first { value("lhead", $0.attributes) == "cluster:App/TabBar/\(flow)" && value("tailport", $0.attributes) == "t\(index)" })
            #expect(edge.tail == "App/TabBar#tabs")
        }
    }

    @Test("Labels read event [guard] / action", arguments: [
        ("App/TabBar/Home/home", "App/TabBar/Home/settings", "openSettings / push settings"),
        ("App/TabBar/Timer/timerList", "App/TabBar/Timer/addTimer", "add / present addTimer"),
        ("App/splash", "App/TabBar#initial", "launch [hasSession] / root TabBar"),
        ("App/TabBar/Home/home", "App/TabBar/LinkDetail#initial", "openLink / push LinkDetail"),
        ("App/TabBar/Timer/addTimer", "App/TabBar/Timer/timerList", "done / dismiss"),
    ])
    func labels(tail: String, head: String, text: String) {
        #expect(edges(tail, head).compactMap(label).contains(text))
    }

    @Test("Pop and dismiss go back to the route that opened the one they leave")
    func back() {
        #expect(edges("App/TabBar/Home/settings", "App/TabBar/Home/home").compactMap(label) == ["back / pop"])
        #expect(edges("App/Auth/signUp", "App/Auth/login").isEmpty, "Auth's back is valid from any route: a line in its box")
    }

    @Test("Transitions from any route leave the flow's box, or are lines inside it")
    func anyRoute() throws {
        let clip = try #require(diagram.edges.first { value("ltail", $0.attributes) == "cluster:App/TabBar/Clip" && value("lhead", $0.attributes) == "cluster:App/TabBar/LinkDetail" })
        #expect(label(clip) == "openLink / push LinkDetail")
        #expect(value("xlabel", clip.attributes) != nil, "a clipped edge's label is placed beside what is drawn")
        let auth = try #require(diagram.allClusters.first { $0.id == "cluster:App/Auth" })
        #expect(value("label", auth.attributes) == #"Auth\lback / pop\l"#)
        let tabBar = try #require(diagram.allClusters.first { $0.id == "cluster:App/TabBar" })
        #expect(value("label", tabBar.attributes) == #"TabBar\lselectTab / select home | clip | search | timer\ltapPlus / present + Add link\l"#)
    }

    @Test("Logout from Home's settings to Auth is one edge: the output and the events it becomes")
    func logout() throws {
        let logout = try #require(edges("App/TabBar/Home/settings", "App/Auth#initial").first)
        #expect(label(logout) == "tapLogout ⇒ logout ⇒ loggedOut / root Auth")
        #expect(value("lhead", logout.attributes) == "cluster:App/Auth")
        #expect(value("style", logout.attributes) == "bold")
        let tooltip = try #require(value("tooltip", logout.attributes))
        for part in ["Home.settings: tapLogout / escalate logout", "TabBar.(any route): logout / finish loggedOut", "App.(any route): loggedOut / start Auth (root)", "→ Auth"] {
            #expect(tooltip.contains(part), "\(part)")
        }
    }

    @Test("Parallel edges merge into one label; outputs the parent just receives are lines in the child's box")
    func merged() throws {
        let graph = FlowGraph(root: "R", flows: [FlowSpec(name: "R", layout: .stack, routes: ["a", "b"], initialRoute: "a", transitions: [
            TransitionSpec(from: "a", event: "next", action: ActionSpec(kind: .push, route: "b")),
            TransitionSpec(from: "a", event: "skip", action: ActionSpec(kind: .push, route: "b")),
            TransitionSpec(from: "b", event: "back", action: ActionSpec(kind: .pop)),
            TransitionSpec(from: "b", event: "close", action: ActionSpec(kind: .pop)),
        ])])
        let drawn = Diagram(graph, options: RenderOptions()).edges.filter { !$0.tail.hasSuffix("#initial") }
        #expect(drawn.compactMap(label) == ["next | skip / push b", "back | close / pop"])
        #expect(drawn.map { value("tooltip", $0.attributes) } == [
            #"R.a: next / push b → R.b\nR.a: skip / push b → R.b"#, #"R.b: back / pop → R.a\nR.b: close / pop → R.a"#,
        ])
        let linkDetail = try #require(diagram.allClusters.first { $0.id == "cluster:App/TabBar/LinkDetail" })
        #expect(value("label", linkDetail.attributes) == #"LinkDetail\lclose | back ⇒ linkClosed\l"#)
        let addLink = try #require(diagram.allClusters.first { $0.id == "cluster:App/TabBar/AddLink" })
        #expect(value("label", addLink.attributes) == #"+ Add link\lcancel ⇒ addLinkCancelled\l"#)
        let ids = diagram.edges.compactMap { value("id", $0.attributes) }
        #expect(ids.count == diagram.edges.count && Set(ids).count == ids.count, "every edge has a unique id")
    }

    @Test("LinkDetail, shared, once; an edge from each parent that starts it")
    func sharedChild() {
        let starts = diagram.edges.filter { value("lhead", $0.attributes) == "cluster:App/TabBar/LinkDetail" }
        #expect(starts.map(\.tail) == ["App/TabBar/Home/home", "App/TabBar/Clip/clipList", "App/TabBar/Search/search"])
        #expect(starts.map { value("ltail", $0.attributes) } == [nil, "cluster:App/TabBar/Clip", "cluster:App/TabBar/Search"])
        #expect(starts.allSatisfy { label($0) == "openLink / push LinkDetail" })
    }

    @Test("A route that selects a tab from the event fans out to every tab")
    func fanOut() {
        let graph = FlowGraph(root: "Bar", flows: [
            FlowSpec(name: "Bar", layout: .tabs, routes: ["a", "b"], initialRoute: "a", tabs: [TabSpec(route: "a", flow: "A"), TabSpec(route: "b", flow: "B")],
                     transitions: [TransitionSpec(from: "a", event: "pick", action: ActionSpec(kind: .selectTab))],
                     children: [ChildSpec(flow: "A", outputs: []), ChildSpec(flow: "B", outputs: [])]),
            FlowSpec(name: "A", layout: .stack, routes: ["a1"], initialRoute: "a1", transitions: []),
            FlowSpec(name: "B", layout: .stack, routes: ["b1"], initialRoute: "b1", transitions: []),
        ])
        let picks = Diagram(graph, options: RenderOptions()).edges.filter { value("label", $0.attributes) == "pick / select tab" }
        #expect(picks.compactMap { value("headport", $0.attributes) } == ["t0", "t1"])
    }

    @Test("Display names label flows and routes; ids keep the names")
    func displayNames() throws {
        let addLink = try #require(diagram.allClusters.first { $0.id == "cluster:App/TabBar/AddLink" })
        #expect(value("label", addLink.attributes)?.hasPrefix("+ Add link") == true)
        var renamed = graph
        renamed.flows[1].routeDisplayNames = ["login": "Log in"]
        let node = try #require(Diagram(renamed, options: RenderOptions()).allNodes.first { $0.id == "App/Auth/login" })
        #expect(value("label", node.attributes) == "Log in")
    }

    @Test("--depth draws deeper flows as one box each; edges end at the box")
    func depth() throws {
        let overview = Diagram(graph, options: RenderOptions(depth: 1))
        #expect(overview.allClusters.map(\.id) == ["cluster:App"])
        #expect(overview.allNodes.map(\.id) == ["App#initial", "App/splash", "App/Auth#flow", "App/TabBar#flow"])
        let logout = try #require(overview.edges.first { $0.tail == "App/TabBar#flow" && $0.head == "App/Auth#flow" })
        #expect(value("label", logout.attributes) == "tapLogout ⇒ logout ⇒ loggedOut / root Auth")
        #expect(overview.edges.allSatisfy { value("lhead", $0.attributes) == nil && value("ltail", $0.attributes) == nil })
    }

    @Test("A run on the map: its edges numbered in order and bold, the rest faded, the rest listed")
    func highlight() throws {
        let run = RunSpec(steps: [
            RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings"),
            RunSpec.Step(flow: "Home", from: "settings", event: "tapLogout"),
            RunSpec.Step(flow: "TabBar", from: "home", event: "logout"),
            RunSpec.Step(flow: "App", from: "splash", event: "loggedOut"),
            RunSpec.Step(flow: "Auth", from: "login", event: "back"),
            RunSpec.Step(flow: "Home", from: "settings", event: "openSettings"),
        ])
        let drawn = Diagram(graph, options: RenderOptions(highlight: run))
        let settings = try #require(drawn.edges.first { $0.tail == "App/TabBar/Home/home" && $0.head == "App/TabBar/Home/settings" })
        #expect(label(settings) == "(1) openSettings / push settings")
        #expect(value("penwidth", settings.attributes) == "3")
        let logout = try #require(drawn.edges.first { $0.tail == "App/TabBar/Home/settings" && $0.head == "App/Auth#initial" })
        #expect(label(logout) == "(2, 3, 4) tapLogout ⇒ logout ⇒ loggedOut / root Auth")
        let untaken = try #require(drawn.edges.first { $0.tail == "App/TabBar/Timer/timerList" && $0.head == "App/TabBar/Timer/addTimer" })
        #expect(label(untaken) == "add / present addTimer")
        #expect(value("color", untaken.attributes) == "#cfcfcf")
        let auth = try #require(drawn.allClusters.first { $0.id == "cluster:App/Auth" })
        #expect(value("label", auth.attributes) == #"Auth\lback / pop\l5. login: back (no edge)\l"#)
        let home = try #require(drawn.allClusters.first { $0.id == "cluster:App/TabBar/Home" })
        #expect(value("label", home.attributes)?.contains("6. settings: openSettings (no edge)") == true)
        #expect(Diagram(graph, options: RenderOptions(highlight: RunSpec(steps: []))).edges.filter { value("penwidth", $0.attributes) == "3" }.isEmpty)
    }

    @Test("A step that names its row draws only that row: one branch of a guarded pair, not both")
    func highlightGuardedPair() throws {
        // App's launch: row 0 [hasSession] starts TabBar, row 1 starts Auth.
        let unguarded = RunSpec(steps: [RunSpec.Step(flow: "App", from: "splash", event: "launch", to: "splash", row: 1)])
        let drawn = Diagram(graph, options: RenderOptions(highlight: unguarded))
        let launches = drawn.edges.filter { label($0)?.contains("launch") == true }
        #expect(launches.compactMap(label).sorted() == ["(1) launch / root Auth", "launch [hasSession] / root TabBar"])
        // A version 1 step, without a row, still draws every row on its event.
        let old = RunSpec(version: 1, steps: [RunSpec.Step(flow: "App", from: "splash", event: "launch", to: "splash")])
        let both = Diagram(graph, options: RenderOptions(highlight: old)).edges.filter { label($0)?.contains("launch") == true }
        #expect(both.compactMap(label).sorted() == ["(1) launch / root Auth", "(1) launch [hasSession] / root TabBar"])
    }

    @Test("A tab chosen by the event: the step's `to` picks the tab it went to")
    func highlightTab() {
        let graph = FlowGraph(root: "Bar", flows: [
            FlowSpec(name: "Bar", layout: .tabs, routes: ["a", "b"], initialRoute: "a", tabs: [TabSpec(route: "a", flow: "A"), TabSpec(route: "b", flow: "B")],
                     transitions: [TransitionSpec(from: "a", event: "pick", action: ActionSpec(kind: .selectTab))],
                     children: [ChildSpec(flow: "A", outputs: []), ChildSpec(flow: "B", outputs: [])]),
            FlowSpec(name: "A", layout: .stack, routes: ["a1"], initialRoute: "a1", transitions: []),
            FlowSpec(name: "B", layout: .stack, routes: ["b1"], initialRoute: "b1", transitions: []),
        ])
        let run = RunSpec(steps: [RunSpec.Step(flow: "Bar", from: "a", event: "pick", to: "b")])
        let picks = Diagram(graph, options: RenderOptions(highlight: run)).edges.filter { label($0)?.contains("pick") == true }
        #expect(picks.compactMap(label) == ["pick / select tab", "(1) pick / select tab"])
    }

    @Test("The legend shows only the edge styles the picture uses")
    func legend() {
        let withLegend = Diagram(graph, options: RenderOptions(legend: true))
        let legend = withLegend.allClusters.first { $0.id == DiagramID.legendCluster }
        let texts = legend?.nodes.compactMap { value("label", $0.attributes) } ?? []
        #expect(texts.contains("push") && texts.contains("escalate ⇒ the parent's event"))
        let small = FlowGraph(root: "R", flows: [FlowSpec(name: "R", layout: .stack, routes: ["a", "b"], initialRoute: "a",
                                                          transitions: [TransitionSpec(from: "a", event: "go", action: ActionSpec(kind: .push, route: "b"))])])
        let smallLegend = Diagram(small, options: RenderOptions(legend: true)).allClusters.first { $0.id == DiagramID.legendCluster }
        #expect(smallLegend?.nodes.compactMap { value("label", $0.attributes) } == ["initial route", "push"])
    }

    @Test("Edge text moves to xlabel, or only into the tooltip, when asked")
    func edgeLabels() {
        let external = Diagram(graph, options: RenderOptions(edgeLabels: .external))
        #expect(external.edges.contains { value("xlabel", $0.attributes) == "openSettings / push settings" })
        #expect(!external.edges.contains { value("label", $0.attributes) != nil })
        let hidden = Diagram(graph, options: RenderOptions(edgeLabels: .hidden))
        #expect(hidden.edges.allSatisfy { value("label", $0.attributes) == nil && value("tooltip", $0.attributes) != nil })
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

@Suite("Outputs no parent takes further")
struct UnmappedOutputTests {
    @Test("In a subtree, the chain so far and its last step are a line in the child's box")
    func subtree() throws {
        let tabBar = try FlowGraph(root: AppFlow.self).subgraph(from: "TabBar")
        let home = try #require(Diagram(tabBar, options: RenderOptions()).allClusters.first { $0.id == "cluster:TabBar/Home" })
        #expect(home.attributes.last { $0.name == "label" }?.value == #"Home\lsettings: tapLogout ⇒ logout / finish loggedOut\l"#)
    }
}
