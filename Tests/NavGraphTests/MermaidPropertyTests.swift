import Foundation
import NavGraph
import PropertyBased
import Testing

/// Any name the spec accepts: Mermaid's own parser reads back the states, composites and edges
/// `mermaid()` wrote, with labels equal to the names.
@Suite("Mermaid's parser reads any name as written", .enabled(if: MermaidParser.bundle != nil || ProcessInfo.processInfo.environment["CI"] == "true"))
struct MermaidPropertyTests {
    /// Mermaid's keywords and punctuation, and text that breaks naive escaping, mixed with letters.
    static let pieces: [String] = [
        "end note", "END NOTE", "end", "note", "note right of x", "direction TB", "direction", "Direction lr", " TB", "BT", "RL",
        "%%{init: {\"theme\": \"dark\", \"themeCSS\": \"x\"}}%%", "%%", "%", "state", "State ", "[*]", "-->", "--", ":::", ":",
        "<<fork>>", "<<choice>>", "[[fork]]", "[[", "]]", "[", "]", "classDef x fill:#f00;", "class", "style", "click", "href",
        "default", "accTitle: t", "accDescr {", "hide empty description", "scale 2 width", "stateDiagram-v2", "as", "{", "}",
        "#", "#35;", ";", "\"", "'", "`", "&", "&lt;", "&#35;", "<br>", "<script>", "\\", "\n", "\r\n", " ", "\t", "\u{2028}",
        "\u{A0}", "\u{FEFF}", "ﬂ°", "¶ß", "로그인", "😀", "a", "Z", "0", "_", "-", "/", "|", "⇒",
    ]

    static let name = Gen<String?>.element(of: pieces).map { $0 ?? "a" }.array(of: 1...4).map { $0.joined() }

    /// Names for a graph: a root flow with four routes and a child flow with two, events and a guard.
    struct Names: Sendable, CustomStringConvertible {
        var flows: [String]
        var routes: [String]
        var events: [String]
        var guardName: String

        var description: String { "flows \(flows) routes \(routes) events \(events) guard \(guardName.debugDescription)" }

        /// `names` with a mark appended to repeats, so that names that must differ do.
        static func distinct(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.enumerated().map { index, name in
                var unique = name
                while !seen.insert(unique).inserted { unique += "~\(index)" }
                return unique
            }
        }
    }

    static let names = zip(name.array(of: 2...2), name.array(of: 6...6), name.array(of: 6...6), name).map { flows, routes, events, guardName in
        Names(flows: Names.distinct(flows), routes: Names.distinct(Array(routes[..<4])) + Names.distinct(Array(routes[4...])),
              events: events, guardName: guardName)
    }

    /// The graph, and the edges and notes it must show: (tail label, head label, edge label).
    static func graph(_ names: Names) -> (graph: FlowGraph, edges: [[String]], notes: [String]) {
        let (root, child) = (names.flows[0], names.flows[1])
        let r = Array(names.routes[..<4]), c = Array(names.routes[4...]), e = names.events
        func push(_ route: String) -> ActionSpec { ActionSpec(kind: .push, route: route) }
        let graph = FlowGraph(root: root, flows: [
            FlowSpec(name: root, layout: .stack, routes: r, initialRoute: r[0], transitions: [
                TransitionSpec(from: r[0], event: e[0], action: push(r[1])),
                TransitionSpec(from: r[1], event: e[1], guard: names.guardName, action: push(r[2])),
                TransitionSpec(from: r[2], event: e[2], action: ActionSpec(kind: .present, route: r[3])),
                TransitionSpec(from: r[0], event: e[3], action: ActionSpec(kind: .start, flow: child, presentation: .push)),
                TransitionSpec(from: nil, event: e[4], action: ActionSpec(kind: .pop)),
            ], children: [ChildSpec(flow: child, outputs: [])]),
            FlowSpec(name: child, layout: .stack, routes: c, initialRoute: c[0], transitions: [
                TransitionSpec(from: c[0], event: e[5], action: push(c[1])),
                TransitionSpec(from: nil, event: e[4], action: ActionSpec(kind: .pop)),
            ]),
        ])
        let edges = [
            [r[0], r[1], "\(e[0]) / push \(r[1])"],
            [r[1], r[2], "\(e[1]) [\(names.guardName)] / push \(r[2])"],
            [r[2], r[3], "\(e[2]) / present \(r[3])"],
            [r[0], child, "\(e[3]) / push \(child)"],
            [c[0], c[1], "\(e[5]) / push \(c[1])"],
        ]
        return (graph, edges, ["\(e[4]) / pop", "\(e[4]) / pop"])
    }

    @Test("States, composites, edges and notes come back with the names as labels")
    func anyName() async {
        await propertyCheck(count: 12, input: Self.names) { names in
            Self.expectReadBack(names)
        }
    }

    /// Names the issue reported: each stays a fixed case.
    @Test("Names that once broke the text", arguments: [
        "Append\nend note", "go direction LR", "x direction\nTB", "%%{init: {\"theme\": \"forest\"}}%%", "[[choice]] y", "Click", "accTitle",
    ])
    func knownCases(name: String) {
        Self.expectReadBack(Names(flows: [name, "C"], routes: [name, "b", "c", "d", "e", "f"], events: Array(repeating: name, count: 6), guardName: name))
    }

    static func expectReadBack(_ names: Names, sourceLocation: SourceLocation = #_sourceLocation) {
        let (graph, edges, notes) = graph(names)
        do {
            try graph.validate()
        } catch {
            Issue.record("the graph for \(names) is not valid: \(error)", sourceLocation: sourceLocation)
            return
        }
        let text = graph.mermaid()
        let parsed: MermaidParser.Parsed
        do {
            parsed = try MermaidParser.parse(text)
        } catch {
            Issue.record("Mermaid refused the text for \(names): \(error)\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(parsed.type == "stateDiagram", sourceLocation: sourceLocation)
        let label = Dictionary(parsed.nodes.map { ($0.id, MermaidParser.decoded($0.label ?? "")) }) { first, _ in first }
        let groups = parsed.nodes.filter { $0.isGroup == true && $0.shape == "roundedWithTitle" }.map { label[$0.id] ?? "" }
        #expect(groups.sorted() == names.flows.sorted(), "\(text)", sourceLocation: sourceLocation)
        let states = parsed.nodes.filter { $0.shape == "rect" }.map { label[$0.id] ?? "" }
        #expect(states.sorted() == names.routes.sorted(), "\(text)", sourceLocation: sourceLocation)
        let drawn = parsed.edges.filter { !($0.label ?? "").isEmpty }.map { [label[$0.start] ?? $0.start, label[$0.end] ?? $0.end, MermaidParser.decoded($0.label ?? "")] }
        #expect(drawn.sorted { $0.lexicographicallyPrecedes($1) } == edges.sorted { $0.lexicographicallyPrecedes($1) }, "\(text)", sourceLocation: sourceLocation)
        let noted = parsed.nodes.filter { $0.shape == "note" }.map { label[$0.id] ?? "" }
        #expect(noted == notes, "\(text)", sourceLocation: sourceLocation)
    }
}
