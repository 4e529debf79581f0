import Foundation
import NavGraph
import Testing
import ToasterExample

/// The run format: versioned JSON, checked against the graph it is drawn on.
@Suite("Runs")
struct RunSpecTests {
    let run = RunSpec(steps: [
        RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings"),
        RunSpec.Step(flow: "Home", from: "settings", event: "tapLogout"),
    ])

    @Test("A run round-trips through its JSON, which reads as documented")
    func json() throws {
        let text = try run.jsonSpec()
        #expect(try RunSpec(jsonSpec: text) == run)
        #expect(text.contains("\"version\" : 2"))
        let documented = #"{"version": 2, "steps": [{"flow": "Home", "from": "home", "event": "openSettings", "row": 1, "to": "settings"}, {"flow": "Home", "event": "tapLogout"}]}"#
        #expect(try RunSpec(jsonSpec: documented).steps == [
            RunSpec.Step(flow: "Home", from: "home", event: "openSettings", to: "settings", row: 1), RunSpec.Step(flow: "Home", from: nil, event: "tapLogout"),
        ])
    }

    @Test("A version 1 run, written before rows, still reads: its steps name no row")
    func versionOne() throws {
        let old = #"{"version": 1, "steps": [{"flow": "App", "from": "splash", "event": "launch", "to": "splash"}]}"#
        let read = try RunSpec(jsonSpec: old)
        #expect(read.version == 1)
        #expect(read.steps == [RunSpec.Step(flow: "App", from: "splash", event: "launch", to: "splash")])
        #expect(read.steps[0].row == nil)
    }

    @Test("Another version, text that is not a run or not strict JSON is refused with where and what", arguments: [
        (#"{"version": 3, "steps": []}"#, "version: run version 3 is not supported; this navgraph reads versions 1 to 2"),
        (#"{"version": 1}"#, "steps: line 1, column 1: missing key \"steps\""),
        ("[]", "line 1, column 1: not a run: expected an object, found an array"),
        (#"{"version": 1, "steps": [],}"#, "not valid JSON: line 1, column 28: trailing comma before '}'"),
        (#"{"version": 1, "steps": [], "steps": []}"#, "duplicate key \"steps\""),
        (#"{"version": 1, "steps": [{"flow": 3, "event": "x"}]}"#, "steps[0].flow: line 1, column 35: expected a string, found a number"),
    ])
    func refused(text: String, problem: String) {
        #expect { try RunSpec(jsonSpec: text) } throws: { "\($0)".contains(problem) }
    }

    @Test("Steps must name flows and routes of the graph; undeclared events are allowed")
    func validate() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        try run.validate(against: graph)
        try RunSpec(steps: [RunSpec.Step(flow: "Home", from: "home", event: "rejected")]).validate(against: graph)
        #expect { try RunSpec(steps: [RunSpec.Step(flow: "Nowhere", from: nil, event: "x")]).validate(against: graph) } throws: { "\($0)".contains("steps[0].flow") }
        #expect { try RunSpec(steps: [run.steps[0], RunSpec.Step(flow: "Home", from: "attic", event: "x")]).validate(against: graph) } throws: { "\($0)".contains("steps[1].from") }
    }

    @Test("diagrams/toaster-run.json is a valid run on the reference hierarchy")
    func sample() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../diagrams/toaster-run.json")
        let sample = try RunSpec(jsonSpec: String(contentsOf: file, encoding: .utf8))
        try sample.validate(against: FlowGraph(root: AppFlow.self))
        #expect(sample.steps.map(\.event) == ["launch", "openSettings", "back"])
    }
}
