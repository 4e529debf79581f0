import Foundation
import NavGraph
import Testing
import ToasterExample

@Suite("navgraph render with bad input: one clear line, non-zero exit, nothing written")
struct BadInputTests {
    /// A bad input, and what its one error line must contain.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String?
        var contents: String?
        var arguments: [String]
        var expected: [String]
        var testDescription: String { name }
    }

    static let toasterJSON: String = (try? FlowGraph(root: AppFlow.self).jsonSpec()) ?? ""

    static let cases: [Case] = [
        Case(name: "missing file", file: nil, contents: nil, arguments: ["missing.json"], expected: ["missing.json", "no such file"]),
        Case(name: "not JSON", file: "syntax.json", contents: "{\n  \"version\": 1,\n  \"root\": \"App\",,\n}\n", arguments: ["syntax.json"],
             expected: ["syntax.json", "not valid JSON", "line 3, column"]),
        Case(name: "empty file", file: "empty.json", contents: "", arguments: ["empty.json"], expected: ["empty.json", "empty"]),
        Case(name: "wrong schema", file: "schema.json", contents: "{\"version\": 1, \"root\": \"App\"}", arguments: ["schema.json"],
             expected: ["schema.json", "flows", "missing key"]),
        Case(name: "mistyped key", file: "type.json", contents: toasterJSON.replacingOccurrences(of: "\"initialRoute\" : \"login\"", with: "\"initialRoute\" : 3"),
             arguments: ["type.json"], expected: ["type.json", "flows[1].initialRoute"]),
        Case(name: "wrong version", file: "version.json", contents: "{\"version\": 9, \"root\": \"App\", \"flows\": []}", arguments: ["version.json"],
             expected: ["version.json", "version 9"]),
        Case(name: "transition to an unknown route", file: "route.json",
             contents: toasterJSON.replacingOccurrences(of: "\"route\" : \"signUp\"", with: "\"route\" : \"nowhere\""),
             arguments: ["route.json"], expected: ["route.json", "flows[1].transitions[0].action.route", "nowhere"]),
        Case(name: "empty graph", file: "nothing.json", contents: "{\"version\": 1, \"root\": \"App\", \"flows\": []}", arguments: ["nothing.json"],
             expected: ["nothing.json", "no flows"]),
        Case(name: "unknown format", file: nil, contents: nil, arguments: ["--example", "toaster", "--format", "svg,pdf"], expected: ["--format", "pdf", "dot, svg, png, json"]),
        Case(name: "unknown example", file: nil, contents: nil, arguments: ["--example", "shop"], expected: ["--example", "shop", "toaster"]),
        Case(name: "unknown flow", file: nil, contents: nil, arguments: ["--example", "toaster", "--flow", "Cart"], expected: ["--flow", "Cart", "TabBar"]),
        Case(name: "no input", file: nil, contents: nil, arguments: [], expected: ["spec file", "--example"]),
        Case(name: "two inputs", file: "a.json", contents: "{}", arguments: ["a.json", "--example", "toaster"], expected: ["not both"]),
        Case(name: "output folder is a file", file: "taken", contents: "a file", arguments: ["--example", "toaster", "--output", "taken"],
             expected: ["taken", "not a folder"]),
        Case(name: "output folder under a file", file: "blocker", contents: "a file", arguments: ["--example", "toaster", "--output", "blocker/out"],
             expected: ["blocker/out"]),
        Case(name: "bad base name", file: nil, contents: nil, arguments: ["--example", "toaster", "--name", "a/b"], expected: ["--name", "a/b"]),
        Case(name: "bad timeout", file: nil, contents: nil, arguments: ["--example", "toaster", "--timeout", "0"], expected: ["--timeout"]),
    ]

    @Test(arguments: cases)
    func badInput(_ input: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        if let file = input.file, let contents = input.contents { try folder.write(contents, to: file) }
        let before = try folder.contents()
        let run = try NavGraphBinary.run(["render"] + input.arguments + ["--format", "svg,json"].filter { _ in !input.arguments.contains("--format") }, in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.errorLines.count == 1, "expected one line, got: \(run.stderr)")
        let line = String(run.errorLines.first ?? "")
        #expect(line.hasPrefix("error: "))
        for part in input.expected {
            #expect(line.contains(part), "\"\(line)\" does not mention \(part)")
        }
        #expect(try folder.contents() == before, "a failed render left files behind")
    }
}
