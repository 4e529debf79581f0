import Foundation
import NavGraph
import Testing

/// A spec with one lint finding, the line `navgraph check` prints for it.
struct LintFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let graph: FlowGraph
    let line: String
    var testDescription: String { name }

    var isError: Bool { line.hasPrefix("error: ") }

    private static func stack(_ name: String, _ routes: [String], _ rows: [TransitionSpec], children: [ChildSpec] = [], declaredOutputs: [String]? = nil) -> FlowSpec {
        FlowSpec(name: name, layout: .stack, routes: routes, initialRoute: routes[0], transitions: rows, children: children, declaredOutputs: declaredOutputs)
    }

    private static func row(_ from: String?, _ event: String, _ kind: ActionKind, route: String? = nil, flow: String? = nil, output: String? = nil, guard name: String? = nil) -> TransitionSpec {
        TransitionSpec(from: from, event: event, guard: name, action: ActionSpec(kind: kind, route: route, flow: flow, presentation: flow == nil ? nil : .present, output: output))
    }

    /// A parent `P` starting child `C`, which finishes with `done`.
    private static func parent(mapping: [OutputMapping], childOutputs: [String]? = nil) -> FlowGraph {
        FlowGraph(root: "P", flows: [
            stack("P", ["home"], [row(nil, "open", .start, flow: "C"), row(nil, "cDone", .stay), row(nil, "cFailed", .stay)], children: [ChildSpec(flow: "C", outputs: mapping)]),
            stack("C", ["form"], [row(nil, "send", .finish, output: "done")], declaredOutputs: childOutputs),
        ])
    }

    static let all: [LintFixture] = [
        LintFixture(name: "unreachable route", graph: FlowGraph(root: "A", flows: [stack("A", ["home", "detail", "lost"], [row("home", "open", .push, route: "detail"), row(nil, "back", .pop)])]),
                    line: "warning: flows[0].routes[2]: A.lost is never shown: no transition from a route that is shown pushes or presents it"),
        LintFixture(name: "dead end", graph: FlowGraph(root: "A", flows: [stack("A", ["home", "stuck"], [row("home", "open", .push, route: "stuck")])]),
                    line: "warning: flows[0].routes[1]: A.stuck has no way out: no transition leaves it and A cannot finish from it; add a row that pops, dismisses or finishes"),
        LintFixture(name: "output never produced", graph: parent(mapping: [OutputMapping(output: "done", event: "cDone")], childOutputs: ["done", "failed"]),
                    line: "warning: flows[1].declaredOutputs[1]: C declares the output failed, but no transition finishes or escalates with it and it is not the dismissal output: its parent never receives it"),
        LintFixture(name: "mapped child output never produced", graph: parent(mapping: [OutputMapping(output: "done", event: "cDone"), OutputMapping(output: "failed", event: "cFailed")]),
                    line: "error: flows[0].children[0].outputs[1]: P maps C's output failed to cFailed, but C never produces failed (no row finishes or escalates with it, and it is not its dismissal output): P never gets cFailed from it"),
        LintFixture(name: "row that never succeeds", graph: FlowGraph(root: "A", flows: [stack("A", ["home", "detail"], [row("home", "open", .push, route: "detail"), row("home", "back", .pop), row("detail", "back", .pop)])]),
                    line: "error: flows[0].transitions[1]: A.home --back--> pop never succeeds: home is never pushed (it is A's first screen or presented), so popping it is always rejected; use dismiss or finish"),
        LintFixture(name: "shadowed row", graph: FlowGraph(root: "A", flows: [stack("A", ["home", "detail"], [row(nil, "open", .push, route: "detail"), row("home", "open", .present, route: "detail", guard: "isPremium"), row("detail", "back", .pop)])]),
                    line: "error: flows[0].transitions[1]: A.home --open [isPremium]--> present detail never applies: row 0 (A.* --open--> push detail) takes open in home first and has no guard; move this row above it, or give row 0 a guard"),
        LintFixture(name: "tab naming nothing", graph: FlowGraph(root: "T", flows: [
            FlowSpec(name: "T", layout: .tabs, routes: ["a", "b"], initialRoute: "a", tabs: [TabSpec(route: "a", flow: "A")], transitions: [], children: [ChildSpec(flow: "A", outputs: [])]),
            stack("A", ["one"], [row(nil, "x", .stay), row(nil, "y", .escalate, output: "z")]),
        ]), line: "warning: flows[0].routes[1]: T.b names no tab: selecting it is always rejected (unknownTab); declare a FlowTab for it or remove the route"),
    ]
}

@Suite("navgraph check lints a hierarchy, one line per finding")
struct CheckCommandTests {
    @Test("The reference hierarchy checks clean, strictly too")
    func referenceIsClean() throws {
        for arguments in [["check", "--example", "toaster"], ["check", "--example", "toaster", "--strict"], ["check", SpecReadingTests.spec, "--strict"]] {
            let run = try NavGraphBinary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stdout)\(run.stderr)")
            #expect(run.stdout == "")
            #expect(run.stderr == "")
        }
    }

    @Test("Each lint fixture prints its finding and fails (warnings with --strict)", arguments: LintFixture.all)
    func fixture(_ fixture: LintFixture) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(fixture.graph.jsonSpec().utf8).write(to: folder.file("spec.json"))
        let strict = try NavGraphBinary.run(["check", "spec.json", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stdout == fixture.line + "\n")
        #expect(strict.stderr == "")
        let lenient = try NavGraphBinary.run(["check", "spec.json"], in: folder.url)
        #expect(lenient.status == (fixture.isError ? 1 : 0))
        #expect(lenient.stdout == fixture.line + "\n")
    }

    @Test("A bad spec exits 65, a wrong command line 64")
    func failures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = try NavGraphBinary.run(["check", "missing.json"], in: folder.url)
        #expect(missing.status == 65)
        #expect(missing.errorLines == ["error: missing.json: no such file"])
        let invalid = FlowGraph(root: "A", flows: [FlowSpec(name: "A", layout: .stack, routes: ["one"], initialRoute: "two", transitions: [])])
        try Data(invalid.jsonSpec().utf8).write(to: folder.file("invalid.json"))
        #expect(try NavGraphBinary.run(["check", "invalid.json"], in: folder.url).status == 65)
        #expect(try NavGraphBinary.run(["check", "--example", "nope"], in: folder.url).status == 64)
        let unknown = try NavGraphBinary.run(["check", "--strictly"], in: folder.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasSuffix("(see navgraph check --help)\n"), "\(unknown.stderr)")
        #expect(try NavGraphBinary.run(["check"], in: folder.url).status == 64)
    }

    @Test("check --help matches its golden file and lists its exit statuses")
    func help() throws {
        let run = try NavGraphBinary.run(["check", "--help"])
        #expect(run.status == 0)
        try CLIGolden.check(run.stdout, against: "check-help.txt")
    }
}
