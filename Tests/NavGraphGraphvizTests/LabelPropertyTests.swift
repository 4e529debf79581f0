import Foundation
import NavGraph
@testable import NavGraphGraphviz
import PropertyBased
import Testing

/// Any text a name can hold reaches the DOT (as Graphviz's own `dot` reads it) and the SVG intact,
/// and the SVG stays well-formed XML with nothing in it that runs script.
@Suite("Label text survives into DOT and SVG")
struct LabelPropertyTests {
    /// Pieces that break naive escaping, mixed with letters.
    static let pieces: [String] = [
        "\"", "\\", "\\\\", "<", ">", "&", "&amp;", "&lt;", "\n", " ", "'", "{", "}", "|", "[", "]", ";", ",", "=", "-", "%", "#", "/", ":",
        "\\N", "\\l", "\\n", "<b>bold</b>", "로그인", "설정", "😀", "👨‍👩‍👧", "é", "a", "Z", "0", "route", "ok",
        "<script>alert(1)</script>", "\" onload=\"alert(1)", "' onmouseover='x", "javascript:alert(1)", "]]>", "<![CDATA[", "<?xml",
        "&#60;script&#62;", "<svg onload=x>", "-->", "<!--",
    ]

    static let text = Gen<String?>.element(of: pieces).map { $0 ?? "a" }.array(of: 1...8).map { $0.joined() }

    /// The lines Graphviz draws for `text`: one per line, blank lines dropped, spaces trimmed.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The texts of an SVG, with Graphviz's non-breaking spaces turned back into spaces, trimmed.
    static func texts(_ svg: SVGDocument) -> Set<String> {
        Set(svg.texts.map { $0.replacingOccurrences(of: "\u{A0}", with: " ").trimmingCharacters(in: .whitespaces) })
    }

    @Test("Quotes, backslashes (a trailing one too), <>&, newlines, Korean, emoji and markup that would run script")
    func survives() async {
        await propertyCheck(count: 40, input: Self.text) { text in
            Self.expectSurvives(text)
        }
    }

    /// Texts random runs found once: each stays a fixed case.
    @Test("Texts that once broke the round trip", arguments: [
        "\"\n\\",  // a raw newline between `\"` and a backslash was dropped by `dot`'s reader
        "\"\n\\ [\"\n\\]",
        "&;",  // names went raw into the SVG's <title>s, and Graphviz takes `&;` for an entity
        "a&b;c &#; &x;",
        "<script>alert(1)</script>\" onload=\"x' onclick='y javascript:z ]]> <!--",
    ])
    func survivesKnownCases(text: String) {
        Self.expectSurvives(text)
    }

    @Test("The script check finds script elements, event handlers and javascript: links")
    func activeContentIsFound() {
        let svg = SVGDocument(Data(#"<svg xmlns:xlink="http://www.w3.org/1999/xlink" onload="x"><script>1</script><a xlink:href=" JavaScript:y"/></svg>"#.utf8))
        #expect(svg.parsed)
        #expect(svg.activeContent == ["<script>", "svg onload=", "a xlink:href= JavaScript:y"])
    }

    /// Renders a graph labelled `text` to DOT and SVG and expects every line of `text` in both, the
    /// DOT read by Graphviz's own `dot` without a warning.
    static func expectSurvives(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = Graphs.labelled(text)
        let renderer = GraphvizRenderer(options: RenderOptions(legend: false))
        // The child's finish and the parent's guarded transition it becomes are one edge.
        let expected = lines(text) + lines("\(text) ⇒ \(text) [\(text)] / push \(text)")
        do {
            let outputs = try renderer.render(graph, formats: [.dot, .svg])
            let dot = try #require(outputs[.dot], sourceLocation: sourceLocation)
            // Graphviz's own dot reads the DOT without a warning and draws the same text.
            let oracle = try DotOracle.run(["-Tsvg"], input: dot)
            #expect(oracle.status == 0, sourceLocation: sourceLocation)
            #expect(oracle.stderr.isEmpty, "dot warned: \(oracle.stderr)", sourceLocation: sourceLocation)
            let fromDOT = SVGDocument(oracle.stdout)
            #expect(fromDOT.parsed, sourceLocation: sourceLocation)
            let svgData = try #require(outputs[.svg], sourceLocation: sourceLocation)
            let svg = SVGDocument(svgData)
            #expect(svg.parsed, "\(svg.error ?? "")", sourceLocation: sourceLocation)
            #expect(svg.activeContent.isEmpty, "\(svg.activeContent)", sourceLocation: sourceLocation)
            #expect(!String(decoding: svgData, as: UTF8.self).lowercased().contains("<script"), sourceLocation: sourceLocation)
            let (dotTexts, svgTexts) = (texts(fromDOT), texts(svg))
            for line in expected {
                #expect(dotTexts.contains(line), "the DOT lost \(line.debugDescription)", sourceLocation: sourceLocation)
                #expect(svgTexts.contains(line), "the SVG lost \(line.debugDescription)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("rendering \(text.debugDescription) failed: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test("A label ending in a backslash writes DOT that parses", arguments: ["\\", "end\\", "\\\\", "a\"\\", "\\\""])
    func trailingBackslash(text: String) throws {
        let dot = try GraphvizRenderer().dot(Graphs.labelled(text))
        try DotOracle.accepts(dot)
    }
}
