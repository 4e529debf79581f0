import Foundation
import NavGraph
import Testing

/// Every line navgraph prints is one record: a name with a line break can neither split a line nor
/// forge another one (an `error:` line a CI log matcher would take for real).
@Suite("Every line navgraph prints is one record")
struct OneRecordTests {
    static let forged = "lost\nerror: forged\r\u{2028}x"
    static let escaped = "lost\\nerror: forged\\r\\u{2028}x"

    @Test("navgraph check prints a finding about a name with line breaks on one line, escaped")
    func checkFinding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let graph = FlowGraph(root: "A", flows: [FlowSpec(name: "A", layout: .stack, routes: ["home", "detail", Self.forged], initialRoute: "home",
                                                          transitions: [TransitionSpec(from: "home", event: "open", action: ActionSpec(kind: .push, route: "detail")),
                                                                        TransitionSpec(from: nil, event: "back", action: ActionSpec(kind: .pop))])])
        try folder.write(try graph.jsonSpec(), to: "spec.json")
        let run = try NavGraphBinary.run(["check", "spec.json"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("warning: flows[0].routes[2]: A.\(Self.escaped) is never shown") == true, "\(run.stdout)")
        #expect(!run.stdout.contains("\r") && !run.stdout.contains("\u{2028}"))
    }

    @Test("An error naming a name with line breaks is one line, escaped")
    func errorLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = RunSpec(steps: [RunSpec.Step(flow: Self.forged, from: nil, event: "x")])
        try folder.write(try run.jsonSpec(), to: "run.json")
        let result = try NavGraphBinary.run(["render", "--whole", SpecReadingTests.spec, "--highlight", "run.json", "--format", "dot"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.errorLines == ["error: --highlight: steps[0].flow: no flow named \"\(Self.escaped)\""])
        #expect(try folder.contents() == ["run.json"])
    }

    @Test("The default output name taken from a spec file's name is checked like --name", arguments: [
        ("a\nb.json", "the default --name (from a\\nb.json): \"a\\nb\" holds a line break or another control character; give --name"),
        ("\(String(repeating: "x", count: 210)).json", "the default --name (from \(String(repeating: "x", count: 210)).json): 210 bytes; the limit is 200; give --name"),
    ])
    func defaultName(file: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(contentsOf: URL(fileURLWithPath: SpecReadingTests.spec)).write(to: folder.file(file))
        let run = try NavGraphBinary.run(["render", "--whole", file, "--format", "dot"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.errorLines == ["error: \(message)"])
        #expect(try folder.contents() == [file])
        let named = try NavGraphBinary.run(["render", "--whole", file, "--format", "dot", "--name", "ok"], in: folder.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == "ok.dot\n")
    }

    @Test("A stdout that cannot take the listing is an output error that says the files were written")
    func stdoutFull() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try NavGraphBinary.shell("\"$NAVGRAPH\" render --whole --example toaster --format dot >/dev/full", in: folder.url)
        #expect(run.status == 73)
        #expect(run.errorLines == ["error: cannot write to stdout: no space left on device; the files were written"])
        #expect(try folder.contents() == ["toaster.dot"])
    }

    @Test("A subtree's default name replaces what would split a line", arguments: ["Tab\u{2028}Bar", "Tab\nBar"])
    func flowSuffix(flow: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try String(contentsOfFile: SpecReadingTests.spec, encoding: .utf8).replacingOccurrences(of: "\"TabBar\"", with: "\"\(flow.unicodeScalars.map { $0.isASCII && $0 != "\n" ? String($0) : String(format: "\\u%04x", $0.value) }.joined())\"")
        try folder.write(spec, to: "spec.json")
        let run = try NavGraphBinary.run(["render", "--whole", "spec.json", "--flow", flow, "--format", "dot"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "spec-Tab_Bar.dot\n")
    }
}
