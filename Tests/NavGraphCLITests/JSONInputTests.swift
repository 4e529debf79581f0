import Foundation
import Testing

/// Every JSON input navgraph reads goes through one reader: the same strictness, limits, positions
/// and messages for a spec (`render`, `check`) and a run (`render --highlight`).
@Suite("Every JSON input is read as strictly as a spec")
struct JSONInputTests {
    /// A way a JSON file reaches navgraph.
    enum Kind: String, CaseIterable, Sendable {
        case renderSpec = "render spec.json"
        case checkSpec = "check spec.json"
        case highlightRun = "render --highlight run.json"

        /// What messages call the document.
        var noun: String { self == .highlightRun ? "run" : "spec" }
        /// The versions this navgraph reads, as messages say them.
        var versions: String { self == .highlightRun ? "versions 1 to 2" : "version 1" }

        func arguments(_ path: String) -> [String] {
            switch self {
            case .renderSpec: ["render", "--whole", path, "--format", "dot"]
            case .checkSpec: ["check", path]
            case .highlightRun: ["render", "--whole", SpecReadingTests.spec, "--highlight", path, "--format", "dot"]
            }
        }

        func label(_ path: String) -> String { self == .highlightRun ? "--highlight \(path)" : path }

        /// A valid document of this kind with `name` in a place that holds a name.
        func document(naming name: String) -> String {
            let quoted = String(decoding: (try? JSONEncoder().encode(name)) ?? Data(), as: UTF8.self)
            if self == .highlightRun { return #"{"version": 1, "steps": [{"flow": "Home", "event": \#(quoted)}]}"# }
            return #"{"version": 1, "root": "A", "flows": [{"name": "A", "layout": "stack", "routes": [\#(quoted)], "initialRoute": \#(quoted), "tabs": [], "children": [], "transitions": []}]}"#
        }
    }

    /// What the file holds.
    enum Input: Sendable {
        /// These bytes, in `input.json`.
        case bytes([UInt8])
        /// A valid document with this name in it.
        case naming(String)
        /// No file written: this path.
        case path(String)
        /// A folder at `folder`.
        case folder
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: Input
        /// The message after `error: <label>: `, with `{kind}` for the document's noun; for `.naming`
        /// inputs, the end of the message (the key path before it differs by kind).
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ message: String) {
            self.init(name, .bytes(Array(text.utf8)), message)
        }

        init(_ name: String, _ input: Input, _ message: String) {
            self.name = name
            self.input = input
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case("missing file", .path("missing.json"), "no such file"),
        Case("a folder", .folder, "is a folder, not a {kind} file"),
        Case("/dev/zero", .path("/dev/zero"), "larger than 64 MB, not a {kind}"),
        Case("empty", "", "the file is empty, not a JSON {kind}"),
        Case("only white space", " \n\t\n", "the file is empty (only white space), not a JSON {kind}"),
        Case("not UTF-8", .bytes(Array(#"{"version": 1, "a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)), "not UTF-8 text (line 1, column 22, byte 22)"),
        Case("not JSON", "{\n  \"version\": 1,\n  \"a\": oops\n}", "not valid JSON: line 3, column 8 (a): expected a value (object, array, string, number, true, false or null)"),
        Case("trailing comma in an object", "{\"version\": 1,\n}", "not valid JSON: line 2, column 1: trailing comma before '}'"),
        Case("trailing comma in an array", "{\"version\": 1, \"a\": [1,\n]}", "not valid JSON: line 2, column 1 (a): trailing comma before ']'"),
        Case("duplicate key", "{\"version\": 1,\n \"version\": 1}", "not valid JSON: line 2, column 2: duplicate key \"version\" (each key may appear once in an object)"),
        Case("leading zero", "{\"version\": 01}", "not valid JSON: line 1, column 13 (version): invalid number 01 (JSON numbers have no leading zeros)"),
        Case("number out of range", "{\"version\": 1e400}", "not valid JSON: line 1, column 13 (version): the number 1e400 is out of range"),
        Case("lone surrogate", "{\"version\": 1, \"a\": \"\\ud800\"}", "not valid JSON: line 1, column 22 (a): lone UTF-16 surrogate \\ud800 in a string (a high surrogate needs a low one after it)"),
        Case("control character in a string", "{\"version\": 1, \"a\": \"x\ty\"}", "not valid JSON: line 1, column 23 (a): control character in a string (write \\n for a newline)"),
        Case("text after the document", "{\"version\": 1} {}", "not valid JSON: line 1, column 16: unexpected text after the end of the document"),
        Case("fractional number", "{\"version\": 1.5}", "version: line 1, column 13: 1.5 is not a whole number"),
        Case("another version", "{\"version\": 9}", "version: {kind} version 9 is not supported; this navgraph reads {versions}"),
        Case("mistyped value", "{\"version\": \"1\"}", "version: line 1, column 13: expected a whole number, found a string"),
        Case("not an object", "[1, 2]", "line 1, column 1: not a {kind}: expected an object, found an array"),
        Case("name over the limit", .naming(String(repeating: "x", count: 2000)), "the name holds 2000 bytes of UTF-8; the limit is 1024"),
        Case("name with U+FFFF", .naming("log\u{FFFF}in"), "character 4 is U+FFFF, which XML (and so SVG) cannot hold"),
    ]

    static let table: [(Kind, Case)] = Kind.allCases.flatMap { kind in cases.map { (kind, $0) } }

    @Test("One error line naming the file, where and what; status 65; nothing written", arguments: table)
    func refused(kind: Kind, input: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var path = "input.json"
        switch input.input {
        case .bytes(let bytes): try Data(bytes).write(to: folder.file(path))
        case .naming(let name): try folder.write(kind.document(naming: name), to: path)
        case .path(let given): path = given
        case .folder: try FileManager.default.createDirectory(at: folder.file(path), withIntermediateDirectories: true)
        }
        let before = try folder.contents()
        let run = try NavGraphBinary.run(kind.arguments(path), in: folder.url)
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        let line = String(run.errorLines.first ?? "")
        let prefix = "error: \(kind.label(path)): "
        let message = input.message.replacingOccurrences(of: "{kind}", with: kind.noun).replacingOccurrences(of: "{versions}", with: kind.versions)
        #expect(line.hasPrefix(prefix), "\(line)")
        if case .naming = input.input {
            #expect(line.hasSuffix(message), "\(line)")
        } else {
            #expect(line == prefix + message)
        }
        #expect(try folder.contents() == before)
    }

    @Test("A process substitution and a pipe are read like a file", arguments: Kind.allCases)
    func pipes(kind: Kind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = kind == .highlightRun ? SpecReadingTests.spec.replacingOccurrences(of: "toaster.json", with: "toaster-run.json") : SpecReadingTests.spec
        let arguments = kind.arguments("<(cat \"$FILE\")").map { $0 == SpecReadingTests.spec ? "\"$SPEC\"" : $0 }.joined(separator: " ")
        let run = try NavGraphBinary.shell("\"$NAVGRAPH\" \(arguments)", in: folder.url, environment: ["FILE": file, "SPEC": SpecReadingTests.spec])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
    }
}
