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
        var status: Int32 = 65
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
        Case(name: "unknown format", file: nil, contents: nil, arguments: ["--example", "toaster", "--format", "svg,pdf"], expected: ["--format", "pdf", "dot, svg, png, html, json"], status: 64),
        Case(name: "unknown example", file: nil, contents: nil, arguments: ["--example", "shop"], expected: ["--example", "shop", "toaster"], status: 64),
        Case(name: "unknown flow", file: nil, contents: nil, arguments: ["--example", "toaster", "--flow", "Cart"], expected: ["--flow", "Cart", "TabBar"], status: 64),
        Case(name: "no input", file: nil, contents: nil, arguments: [], expected: ["spec file", "--example"], status: 64),
        Case(name: "two inputs", file: "a.json", contents: "{}", arguments: ["a.json", "--example", "toaster"], expected: ["not both"], status: 64),
        Case(name: "output folder is a file", file: "taken", contents: "a file", arguments: ["--example", "toaster", "--output", "taken"],
             expected: ["taken", "not a folder"], status: 73),
        Case(name: "output folder under a file", file: "blocker", contents: "a file", arguments: ["--example", "toaster", "--output", "blocker/out"],
             expected: ["blocker/out", "blocker is a file, not a folder"], status: 73),
        Case(name: "bad base name", file: nil, contents: nil, arguments: ["--example", "toaster", "--name", "a/b"], expected: ["--name", "a/b"], status: 64),
        Case(name: "bad timeout", file: nil, contents: nil, arguments: ["--example", "toaster", "--timeout", "0"], expected: ["--timeout"], status: 64),
        // Every way a command-line value can be wrong: 64, one line.
        Case(name: "format gif", file: nil, contents: nil, arguments: ["--example", "toaster", "--format", "gif"], expected: ["--format", "gif"], status: 64),
        Case(name: "example nope", file: nil, contents: nil, arguments: ["--example", "nope"], expected: ["--example", "nope"], status: 64),
        Case(name: "negative timeout", file: nil, contents: nil, arguments: ["--example", "toaster", "--timeout", "-1"], expected: ["--timeout", "-1", "above 0"], status: 64),
        Case(name: "timeout not a number", file: nil, contents: nil, arguments: ["--example", "toaster", "--timeout", "abc"], expected: ["--timeout", "abc"], status: 64),
        Case(name: "unknown engine", file: nil, contents: nil, arguments: ["--example", "toaster", "--engine", "foo"], expected: ["--engine", "foo"], status: 64),
        Case(name: "unknown direction", file: nil, contents: nil, arguments: ["--example", "toaster", "--direction", "XY"], expected: ["--direction", "XY"], status: 64),
        Case(name: "unknown option", file: nil, contents: nil, arguments: ["--example", "toaster", "--colour"], expected: ["--colour"], status: 64),
        Case(name: "name with a line break", file: nil, contents: nil, arguments: ["--example", "toaster", "--name", "a\nb"], expected: ["--name", "a\\nb", "line break"], status: 64),
        Case(name: "name with a control character", file: nil, contents: nil, arguments: ["--example", "toaster", "--name", "a\u{1B}b"], expected: ["--name", "control character"], status: 64),
        Case(name: "name with a backslash", file: nil, contents: nil, arguments: ["--example", "toaster", "--name", "a\\b"], expected: ["--name", "path separator"], status: 64),
        // JSON that is not JSON: the key, line and column named.
        Case(name: "trailing comma in an object", file: "comma.json", contents: "{\"version\": 1, \"root\": \"App\", \"flows\": [],\n}", arguments: ["comma.json"],
             expected: ["comma.json", "line 2, column 1", "trailing comma"]),
        Case(name: "trailing comma in an array", file: "comma.json", contents: toasterJSON.replacingOccurrences(of: "\"forgotPassword\"\n      ],", with: "\"forgotPassword\",\n      ],"), arguments: ["comma.json"],
             expected: ["comma.json", "flows[1].routes", "trailing comma"]),
        Case(name: "duplicate key", file: "twice.json", contents: "{\"version\": 1,\n \"root\": \"App\",\n \"root\": \"Auth\", \"flows\": []}", arguments: ["twice.json"],
             expected: ["twice.json", "line 3, column 2", "duplicate key \"root\""]),
        Case(name: "fractional version", file: "v.json", contents: "{\"version\": 1.5, \"root\": \"App\", \"flows\": []}", arguments: ["v.json"],
             expected: ["v.json", "version", "line 1, column 13", "1.5"]),
        Case(name: "huge number", file: "v.json", contents: "{\"version\": 1e400, \"root\": \"App\", \"flows\": []}", arguments: ["v.json"],
             expected: ["v.json", "version", "line 1, column 13", "1e400", "out of range"]),
        Case(name: "leading zero", file: "v.json", contents: "{\"version\": 01, \"root\": \"App\", \"flows\": []}", arguments: ["v.json"],
             expected: ["v.json", "version", "line 1, column 13", "01", "leading zero"]),
        Case(name: "lone surrogate", file: "v.json", contents: "{\"version\": 1, \"root\": \"\\ud800\", \"flows\": []}", arguments: ["v.json"],
             expected: ["v.json", "root", "line 1, column 25", "surrogate"]),
        Case(name: "spec is /dev/null", file: nil, contents: nil, arguments: ["/dev/null"], expected: ["/dev/null", "empty"]),
        // Names SVG or Graphviz's DOT reader cannot hold.
        Case(name: "name with U+FFFF", file: "ffff.json", contents: toasterJSON.replacingOccurrences(of: "\"login\"", with: "\"log\u{FFFF}in\""), arguments: ["ffff.json"],
             expected: ["ffff.json", "flows[1].routes[0]", "U+FFFF", "XML"]),
        Case(name: "name with U+FFFE", file: "fffe.json", contents: toasterJSON.replacingOccurrences(of: "\"tapSignUp\"", with: "\"tap\u{FFFE}\""), arguments: ["fffe.json"],
             expected: ["fffe.json", "flows[1].transitions[0].event", "U+FFFE"]),
        Case(name: "name over the limit", file: "long.json", contents: toasterJSON.replacingOccurrences(of: "\"login\"", with: "\"\(String(repeating: "x", count: 20_000))\""), arguments: ["long.json"],
             expected: ["long.json", "flows[1].routes[0]", "20000 bytes", "limit is 1024"]),
    ]

    @Test(arguments: cases)
    func badInput(_ input: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        if let file = input.file, let contents = input.contents { try folder.write(contents, to: file) }
        let before = try folder.contents()
        let run = try NavGraphBinary.run(["render", "--whole"] + input.arguments + ["--format", "svg,json"].filter { _ in !input.arguments.contains("--format") }, in: folder.url)
        #expect(run.status == input.status)
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
