import NavGraph
import Testing
import ToasterExample

@Suite("FlowGraph of the reference")
struct FlowGraphTests {
    let graph: FlowGraph

    init() throws {
        graph = try FlowGraph(root: AppFlow.self)
    }

    @Test("Lists exactly the declared flows, depth first, each once")
    func flows() {
        #expect(graph.root == "App")
        #expect(graph.version == FlowGraph.currentVersion)
        #expect(graph.flows.map(\.name) == ["App", "Auth", "TabBar", "Home", "LinkDetail", "Clip", "Search", "Timer", "AddLink"])
    }

    @Test("Lists exactly the declared routes", arguments: [
        ("App", ["splash"]), ("Auth", ["login", "signUp", "forgotPassword"]), ("TabBar", ["home", "clip", "search", "timer"]),
        ("Home", ["home", "settings"]), ("Clip", ["clipList", "clipDetail"]), ("Search", ["search", "results"]),
        ("Timer", ["timerList", "editTimer", "addTimer"]), ("AddLink", ["addLink", "selectClip"]), ("LinkDetail", ["webView"]),
    ])
    func routes(flow: String, routes: [String]) throws {
        #expect(try #require(graph[flow: flow]).routes == routes)
    }

    @Test("Lists exactly the declared transitions with their actions")
    func transitions() throws {
        func row(_ flow: String, _ t: TransitionSpec) -> String {
            let a = t.action
            let target = [a.route, a.flow, a.presentation?.rawValue, a.output].compactMap { $0 }.joined(separator: " ")
            return "\(flow): \(t.from ?? "*") --\(t.event)\(t.guard.map { " [\($0)]" } ?? "")--> \(a.kind.rawValue)\(target.isEmpty ? "" : " " + target)"
        }
        #expect(graph.allTransitions.map { row($0.flow, $0.transition) } == [
            "App: splash --launch [hasSession]--> start TabBar root",
            "App: splash --launch--> start Auth root",
            "App: * --loggedIn--> start TabBar root",
            "App: * --loggedOut--> start Auth root",
            "Auth: login --tapSignUp--> push signUp",
            "Auth: login --tapForgotPassword--> push forgotPassword",
            "Auth: * --back--> pop",
            "Auth: login --loggedIn--> finish loggedIn",
            "Auth: signUp --signedUp--> finish loggedIn",
            "TabBar: * --selectTab--> selectTab",
            "TabBar: * --tapPlus--> start AddLink present",
            "TabBar: * --logout--> finish loggedOut",
            "TabBar: * --addLinkSaved--> selectTab home",
            "TabBar: * --addLinkCancelled--> stay",
            "Home: home --openLink--> start LinkDetail push",
            "Home: home --openSettings--> push settings",
            "Home: settings --back--> pop",
            "Home: settings --tapLogout--> escalate logout",
            "Home: * --linkClosed--> stay",
            "LinkDetail: * --close--> finish closed",
            "LinkDetail: * --back--> finish closed",
            "Clip: clipList --openClip--> push clipDetail",
            "Clip: * --openLink--> start LinkDetail push",
            "Clip: clipDetail --back--> pop",
            "Clip: * --linkClosed--> stay",
            "Search: search --submit--> push results",
            "Search: * --openLink--> start LinkDetail push",
            "Search: results --back--> pop",
            "Search: * --linkClosed--> stay",
            "Timer: timerList --edit--> push editTimer",
            "Timer: timerList --add--> present addTimer",
            "Timer: addTimer --done--> dismiss",
            "Timer: editTimer --back--> pop",
            "AddLink: addLink --linkEntered--> push selectClip",
            "AddLink: selectClip --back--> pop",
            "AddLink: selectClip --saved--> finish saved",
            "AddLink: * --cancel--> finish cancelled",
        ])
    }

    @Test("Child starts, output mappings, tabs and escalations are in the graph")
    func composition() throws {
        let tabBar = try #require(graph[flow: "TabBar"])
        #expect(tabBar.layout == .tabs)
        #expect(tabBar.tabs == [
            TabSpec(route: "home", flow: "Home", reselect: .popToRoot), TabSpec(route: "clip", flow: "Clip", reselect: .popToRoot),
            TabSpec(route: "search", flow: "Search", reselect: .popToRoot), TabSpec(route: "timer", flow: "Timer", reselect: .popToRoot),
        ])
        #expect(tabBar.children.first { $0.flow == "Home" }?.outputs == [OutputMapping(output: "logout", event: "logout")])
        #expect(tabBar.children.first { $0.flow == "AddLink" }?.outputs == [
            OutputMapping(output: "saved", event: "addLinkSaved"), OutputMapping(output: "cancelled", event: "addLinkCancelled"),
        ])
        #expect(graph[flow: "App"]?.children.map(\.flow) == ["Auth", "TabBar"])
        #expect(graph.parents(of: "LinkDetail") == ["Home", "Clip", "Search"])
        #expect(graph.enclosingFlow(of: "LinkDetail") == "TabBar")
        #expect(graph.enclosingFlow(of: "Home") == "TabBar")
        #expect(graph.enclosingFlow(of: "App") == nil)
        #expect(graph[flow: "Auth"]?.finishingRoutes == ["login", "signUp"])
        #expect(graph[flow: "LinkDetail"]?.dismissOutput == "closed")
        #expect(graph.warnings.isEmpty, "\(graph.warnings)")
    }

    @Test("A subtree keeps its descendants only")
    func subtree() throws {
        let tabBar = try graph.subgraph(from: "TabBar")
        #expect(tabBar.root == "TabBar")
        #expect(tabBar.flows.map(\.name) == ["TabBar", "Home", "LinkDetail", "Clip", "Search", "Timer", "AddLink"])
        #expect(throws: FlowGraphError.self) { try graph.subgraph(from: "Nope") }
    }

    @Test("The JSON spec round-trips and is stable")
    func jsonRoundTrip() throws {
        let json = try graph.jsonSpec()
        let decoded = try FlowGraph(jsonSpec: json)
        #expect(decoded == graph)
        #expect(try decoded.jsonSpec() == json)
        #expect(try FlowGraph(root: AppFlow.self).jsonSpec() == json)
        #expect(json.hasPrefix("{\n  \"flows\" : ["))
    }
}

private let validSpec = """
        {"version": 1, "root": "A", "flows": [
          {"name": "A", "layout": "stack", "routes": ["one", "two"], "initialRoute": "one", "tabs": [],
           "children": [], "transitions": [{"from": "one", "event": "go", "action": {"kind": "push", "route": "two"}}]}
        ]}
        """

@Suite("JSON spec errors")
struct SpecErrorTests {
    @Test("A valid hand-written spec loads")
    func loadsValid() throws {
        let graph = try FlowGraph(jsonSpec: validSpec)
        #expect(graph.flows.first?.transitions.first?.action.route == "two")
    }

    @Test("Each broken spec names where and what", arguments: [
        (validSpec.replacingOccurrences(of: "\"route\": \"two\"", with: "\"route\": \"three\""),
         "flows[0].transitions[0].action.route: flow A has no route \"three\"; its routes: one, two"),
        (validSpec.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 7"),
         "version: spec version 7 is not supported; this navgraph reads version 1"),
        (validSpec.replacingOccurrences(of: "\"initialRoute\": \"one\", ", with: ""),
         "flows[0].initialRoute: line 2, column 3: missing key \"initialRoute\""),
        (validSpec.replacingOccurrences(of: "\"initialRoute\": \"one\"", with: "\"initialRoute\": 1"),
         "flows[0].initialRoute: line 2, column 78: expected a string, found a number"),
        (validSpec.replacingOccurrences(of: "\"root\": \"A\"", with: "\"root\": \"B\""),
         "root: no flow named \"B\""),
        ("{\"version\": 1, \"root\": \"A\", \"flows\": []}", "flows: the graph has no flows"),
        (validSpec.replacingOccurrences(of: "\"kind\": \"push\"", with: "\"kind\": \"teleport\""),
         "flows[0].transitions[0].action.kind: "),
    ])
    func broken(spec: String, message: String) {
        #expect {
            try FlowGraph(jsonSpec: spec)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("A syntax error gives its line and column")
    func syntax() {
        let spec = "{\n  \"version\": 1,\n  \"root\": oops\n}"
        #expect {
            try FlowGraph(jsonSpec: spec)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("not valid JSON") && text.contains("line 3")
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
