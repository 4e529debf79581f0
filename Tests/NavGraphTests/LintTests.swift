import NavGraph
import Testing
import ToasterExample

@Suite("FlowGraph.lint finds what is legal and wrong")
struct LintTests {
    private func findings<F: Flow>(_ root: F.Type) throws -> [String] {
        try FlowGraph(root: root).lint().map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.path)" }
    }

    @Test("The reference hierarchy lints clean")
    func referenceIsClean() throws {
        let findings = try FlowGraph(root: AppFlow.self).lint()
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("A route nothing pushes or presents is unreachable")
    func unreachableRoute() throws {
        #expect(try findings(UnreachableFlow.self) == ["warning unreachableRoute flows[0].routes[2]"])
        let message = try #require(FlowGraph(root: UnreachableFlow.self).lint().first).message
        #expect(message == "Unreachable.lost is never shown: no transition from a route that is shown pushes or presents it")
    }

    @Test("A route with no way out is a dead end")
    func deadEnd() throws {
        #expect(try findings(DeadEndFlow.self) == ["warning deadEnd flows[0].routes[1]"])
    }

    @Test("Popping the first screen never succeeds")
    func rowNeverSucceeds() throws {
        #expect(try findings(FirstScreenPopFlow.self) == ["error rowNeverSucceeds flows[0].transitions[1]"])
        let message = try #require(FlowGraph(root: FirstScreenPopFlow.self).lint().first).message
        #expect(message.hasPrefix("FirstScreenPop.home --back--> pop never succeeds: home is never pushed"))
    }

    @Test("A guarded row after an unguarded one for the same event is shadowed")
    func shadowedRow() throws {
        #expect(try findings(ShadowFlow.self) == ["error shadowedRow flows[0].transitions[1]"])
        let message = try #require(FlowGraph(root: ShadowFlow.self).lint().first).message
        #expect(message.contains("Shadow.home --open [isPremium]--> present detail never applies: row 0"))
    }

    @Test("An output declared and never produced, and mapped in vain")
    func outputsNeverProduced() throws {
        #expect(try findings(QuietParentFlow.self) == ["warning outputNeverProduced flows[1].declaredOutputs[1]"])
        #expect(try findings(ReportParentFlow.self) == [
            "error mappedOutputNeverProduced flows[0].children[0].outputs[1]",
            "warning outputNeverProduced flows[1].declaredOutputs[1]",
        ])
        let message = try #require(FlowGraph(root: ReportParentFlow.self).lint().first).message
        #expect(message.hasPrefix("ReportParent maps Report's output failed to reportFailed, but Report never produces failed"))
    }

    @Test("An output no parent maps is rejected, and so is the row that produces it")
    func unmappedOutput() throws {
        #expect(try findings(UnmappingParentFlow.self) == [
            "warning unmappedOutput flows[0].children[0].outputs[1]",
            "error rowNeverSucceeds flows[1].transitions[1]",
        ])
    }

    @Test("A child output mapped to an event no row handles")
    func mappedEventUnhandled() throws {
        #expect(try findings(DeafParentFlow.self) == ["error mappedEventUnhandled flows[0].children[0].outputs[0]"])
    }

    @Test("A child declared and never started")
    func childNeverStarted() throws {
        #expect(try findings(IdleParentFlow.self) == ["warning childNeverStarted flows[0].children[0]"])
    }

    @Test("Tabs that name nothing")
    func tabsNamingNothing() {
        let graph = FlowGraph(root: "Tabs", flows: [
            FlowSpec(name: "Tabs", layout: .tabs, routes: ["a", "b", "c"], initialRoute: "a",
                     tabs: [TabSpec(route: "a", flow: "A"), TabSpec(route: "a", flow: "B")], transitions: [],
                     children: [ChildSpec(flow: "A", outputs: []), ChildSpec(flow: "B", outputs: [])]),
            FlowSpec(name: "A", layout: .stack, routes: ["one"], initialRoute: "one", transitions: [TransitionSpec(from: nil, event: "x", action: ActionSpec(kind: .escalate, output: "y"))]),
            FlowSpec(name: "B", layout: .stack, routes: ["one"], initialRoute: "one", transitions: [TransitionSpec(from: nil, event: "x", action: ActionSpec(kind: .escalate, output: "y"))]),
        ])
        #expect(graph.lint().map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.path)" } == [
            "error tabNamesNothing flows[0].tabs[1].route",
            "warning tabNamesNothing flows[0].routes[1]",
            "warning tabNamesNothing flows[0].routes[2]",
        ])
    }

    @Test("An invalid graph is one error, at the key that is wrong")
    func invalidGraph() {
        let graph = FlowGraph(root: "A", flows: [FlowSpec(name: "A", layout: .stack, routes: ["one"], initialRoute: "two", transitions: [])])
        #expect(graph.lint() == [LintFinding(.error, .invalidGraph, at: "flows[0].initialRoute", "flow A has no route \"two\"; its routes: one")])
    }

    @Test("A finding reads severity, path, message")
    func findingText() {
        #expect(LintFinding(.warning, .deadEnd, at: "flows[0].routes[1]", "x").description == "warning: flows[0].routes[1]: x")
    }
}
