import Foundation
@testable import NavGraph
import Testing
import ToasterExample

/// `FlowGraph.mermaid()`: its structure, and what Mermaid's own parser reads from it.
@Suite("Mermaid")
struct MermaidTests {
    let graph: FlowGraph
    let text: String

    init() throws {
        graph = try FlowGraph(root: AppFlow.self)
        text = graph.mermaid()
    }

    /// The statements of `text`, trimmed, without note bodies.
    static func statements(_ text: String) -> [String] {
        var result: [String] = []
        var inNote = false
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("note ") { inNote = true; continue }
            if line == "end note" { inNote = false; continue }
            if !inNote { result.append(line) }
        }
        return result
    }

    @Test("A state diagram with a composite state per flow and a state per route, ids plain")
    func states() throws {
        let lines = Self.statements(text)
        #expect(lines.first == "stateDiagram-v2")
        for flow in graph.flows {
            #expect(lines.contains { $0.hasPrefix("state \"\(flow.shownName)\" as ") && $0.hasSuffix(" {") }, "\(flow.name)")
            for route in flow.routes {
                #expect(lines.contains { $0.hasPrefix("state \"\(route)\" as ") && !$0.hasSuffix("{") }, "\(flow.name).\(route)")
            }
        }
        let ids = lines.filter { $0.hasPrefix("state ") }.compactMap { $0.split(separator: " as ").last?.split(separator: " ").first.map(String.init) }
        #expect(ids.count == graph.flows.count + graph.flows.reduce(0) { $0 + $1.routes.count })
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } })
        #expect(lines.filter { $0.hasPrefix("[*] --> ") }.count == graph.flows.count)
    }

    @Test("Every edge joins two states of the block it is written in")
    func edgesWithinMermaidsLimits() throws {
        // The states each block declares directly, by the block's id.
        var children: [String: Set<String>] = [:]
        var stack = ["(top)"]
        for line in Self.statements(text).dropFirst() {
            if line == "}" { stack.removeLast(); continue }
            if line.hasPrefix("state ") {
                let id = String(line.split(separator: " as ")[1].split(separator: " ")[0])
                children[stack[stack.count - 1], default: []].insert(id)
                if line.hasSuffix("{") { stack.append(id) }
                continue
            }
            guard line.contains(" --> "), !line.hasPrefix("[*]") else { continue }
            let ends = line.split(separator: " : ")[0].components(separatedBy: " --> ")
            let block = stack[stack.count - 1]
            #expect(children[block]?.contains(ends[0]) == true && children[block]?.contains(ends[1]) == true, "\(line) in \(block)")
        }
    }

    @Test("The edges say what the Graphviz picture says", arguments: [
        "App__Auth__login --> App__Auth__signUp : tapSignUp / push signUp",
        "App__TabBar --> App__Auth : tapLogout ⇒ logout ⇒ loggedOut / root Auth",
        "App__TabBar__Clip --> App__TabBar__LinkDetail : openLink / push LinkDetail",
        "App__TabBar__AddLink --> App__TabBar__home : saved ⇒ addLinkSaved / select home",
        "App__splash --> App__TabBar : launch [hasSession] / root TabBar",
    ])
    func edges(line: String) {
        #expect(Self.statements(text).contains(line))
    }

    @Test("Lines inside a box are notes on its state")
    func notes() {
        #expect(text.contains("note right of App__TabBar__LinkDetail\nclose | back ⇒ linkClosed\n"))
        #expect(text.contains("note right of App__Auth\nback / pop\n"))
    }

    @Test("The same graph gives the same text; diagrams/toaster.mmd is it")
    func deterministic() throws {
        #expect(try FlowGraph(root: AppFlow.self).mermaid() == text)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../diagrams/toaster.mmd")
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "run scripts/render")
    }

    @Test("Text is written so that Mermaid shows it as is", arguments: [
        ("a;b", "a#59;b"), ("#1", "#35;1"), ("\"q\"", "#quot;q#quot;"), ("two\nlines", "two#10;lines"), ("e:f", "e#58;f"),
        ("<<fork>>", "#60;#60;fork#62;#62;"), ("로그인 & {x} | y", "로그인 #38; {x} | y"), ("[[choice]]", "#91;[choice]]"),
        ("100%%{init}%%", "100#37;#37;{init}#37;#37;"), ("Direction TB", "Directio#110; TB"), ("x end note", "x end#32;note"),
    ])
    func escaping(text: String, written: String) {
        let graph = FlowGraph(root: "R", flows: [FlowSpec(name: "R", layout: .stack, routes: ["a", "b"], initialRoute: "a",
                                                          transitions: [TransitionSpec(from: "a", event: text, action: ActionSpec(kind: .push, route: "b"))],
                                                          routeDisplayNames: ["b": text])])
        let mermaid = graph.mermaid()
        #expect(mermaid.contains("state \"\(written)\" as R__b"))
        #expect(mermaid.contains("R__a --> R__b : \(written) / push \(written)"))
    }

    @Test("Names that are not identifiers, or collide once simplified, get distinct plain ids")
    func ids() {
        let graph = FlowGraph(root: "state", flows: [FlowSpec(name: "state", layout: .stack, routes: ["a-b", "a_b", "로그인", "start"], initialRoute: "a-b", transitions: [])])
        let ids = Self.statements(graph.mermaid()).filter { $0.hasPrefix("state ") }.map { String($0.split(separator: " as ")[1].split(separator: " ")[0]) }
        #expect(ids == ["state__2", "state__2__ab", "state__2__ab__2", "state__2__x", "state__2__start"])
        if MermaidParser.bundle != nil {
            #expect(throws: Never.self) { try MermaidParser.parse(graph.mermaid()) }
        }
    }
}

/// Mermaid's own parser (Mermaid 11, run by node), when scripts/ensure-mermaid-parser has fetched it
/// (scripts/test does, and exports NAVGRAPH_MERMAID_PARSER); required in CI.
@Suite("Mermaid's parser reads it", .enabled(if: MermaidParser.bundle != nil || ProcessInfo.processInfo.environment["CI"] == "true"))
struct MermaidParserTests {
    @Test("The Toaster hierarchy: every state, composite and edge as written")
    func toaster() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let parsed = try MermaidParser.parse(graph.mermaid())
        #expect(parsed.type == "stateDiagram")
        let groups = parsed.nodes.filter { $0.isGroup == true && $0.shape == "roundedWithTitle" }
        #expect(Set(groups.compactMap(\.label)) == Set(graph.flows.map(\.shownName)))
        let routes = parsed.nodes.filter { $0.shape == "rect" }
        #expect(routes.count == graph.flows.reduce(0) { $0 + $1.routes.count })
        let labelled = parsed.edges.compactMap(\.label).filter { !$0.isEmpty }
        #expect(labelled.contains("tapLogout ⇒ logout ⇒ loggedOut / root Auth"))
        let written = MermaidTests.statements(graph.mermaid()).filter { $0.contains(" --> ") }
        #expect(parsed.edges.filter { !$0.id.contains("note") && !$0.end.contains("note") }.count == written.count)
    }

    @Test("Quotes, ; # : | < > & and Korean stay one state and one label each")
    func text() throws {
        let text = "a;b #c \"d\" e:f | <<fork>> & 로그인 {x} %% -->"
        let graph = FlowGraph(root: "R", flows: [FlowSpec(name: "R", layout: .stack, routes: ["a", "b"], initialRoute: "a",
                                                          transitions: [TransitionSpec(from: "a", event: text, action: ActionSpec(kind: .push, route: "b"))],
                                                          routeDisplayNames: ["b": text])])
        let parsed = try MermaidParser.parse(graph.mermaid())
        #expect(parsed.nodes.filter { $0.shape == "rect" }.map(\.id) == ["R__a", "R__b"])
        #expect(parsed.edges.compactMap(\.label).filter { !$0.isEmpty }.count == 1)
        // Mermaid keeps entities encoded until it draws; decoded, they are the text.
        let label = try #require(parsed.edges.compactMap(\.label).first { !$0.isEmpty })
        #expect(MermaidParser.decoded(label) == "\(text) / push \(text)")
        let state = try #require(parsed.nodes.first { $0.id == "R__b" })
        #expect(MermaidParser.decoded(state.label ?? "") == text)
    }
}

/// Runs Mermaid's parser bundle with node on a text and reads back its state diagram database.
enum MermaidParser {
    struct Parsed: Decodable {
        struct Node: Decodable {
            var id: String
            var label: String?
            var shape: String?
            var isGroup: Bool?
        }
        struct Edge: Decodable {
            var id: String
            var start: String
            var end: String
            var label: String?
        }
        var type: String
        var nodes: [Node]
        var edges: [Edge]
    }

    static var bundle: String? {
        guard let path = ProcessInfo.processInfo.environment["NAVGRAPH_MERMAID_PARSER"], FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }

    static let runner = """
        const parse = require(process.argv[1]);
        const text = require('fs').readFileSync(0, 'utf8');
        parse(text).then(result => {
          const parsed = JSON.parse(result);
          process.stdout.write(JSON.stringify({ type: parsed.graph_type, nodes: parsed.graph_data.nodes, edges: parsed.graph_data.edges }));
        }).catch(error => { process.stderr.write(String(error && error.message || error)); process.exit(1); });
        """

    static func parse(_ text: String) throws -> Parsed {
        let bundle = try #require(bundle, "Mermaid's parser is missing: run scripts/ensure-mermaid-parser and set NAVGRAPH_MERMAID_PARSER")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", runner, bundle]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Mermaid's parser refused the text: \(message)")
        return try JSONDecoder().decode(Parsed.self, from: data)
    }

    /// Mermaid's placeholders for entities (`#quot;` is kept as `ﬂ°quot¶ß`, `#59;` as `ﬂ°°59¶ß`)
    /// decoded as it draws them.
    static func decoded(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "ﬂ°"), let end = rest[start.upperBound...].range(of: "¶ß") {
            result += rest[..<start.lowerBound]
            let name = rest[start.upperBound..<end.lowerBound]
            if name == "quot" {
                result += "\""
            } else if name.hasPrefix("°"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[start.lowerBound..<end.upperBound]
            }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
