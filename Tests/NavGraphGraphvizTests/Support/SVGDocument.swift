import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed as XML: whether it parsed, the text of every `<text>` and `<title>` element, and
/// Graphviz's groups (`<g class="node|edge|cluster" id=…>`) with the tooltip of each edge.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Group: Equatable {
        var kind: String
        var id: String
        /// The `xlink:title` of the first link inside the group (an edge's tooltip).
        var tooltip: String?
    }

    private(set) var groups: [Group] = []
    private(set) var texts: [String] = []
    private(set) var titles: [String] = []
    private(set) var rootElement: String?
    /// Every element's name, and every attribute as (element, attribute, value), in document order.
    private(set) var elements: [String] = []
    private(set) var attributes: [(element: String, name: String, value: String)] = []
    private(set) var error: String?
    private var current: String?
    private var buffer = ""

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown XML error"
        }
    }

    var parsed: Bool { error == nil && rootElement == "svg" }

    /// What could run script in a browser: a `script` or `foreignObject` element, an event handler
    /// attribute (`onload=`), or a link to `javascript:`; empty when there is none.
    var activeContent: [String] {
        var found = elements.filter { ["script", "foreignobject"].contains($0.lowercased()) }.map { "<\($0)>" }
        for attribute in attributes {
            let name = attribute.name.lowercased()
            let value = attribute.value.lowercased().filter { !$0.isWhitespace && !$0.isNewline }
            if name.hasPrefix("on") { found.append("\(attribute.element) \(attribute.name)=") }
            if value.contains("javascript:") && (name.hasSuffix("href") || name == "src" || name == "action") {
                found.append("\(attribute.element) \(attribute.name)=\(attribute.value)")
            }
        }
        return found
    }

    /// The groups of one kind: `node`, `edge` or `cluster`.
    func groups(_ kind: String) -> [Group] { groups.filter { $0.kind == kind } }

    /// The text lines a node or edge label became (Graphviz writes one `<text>` per line).
    var textContent: String { texts.joined(separator: "\n") }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if rootElement == nil { rootElement = name }
        elements.append(name)
        for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) { self.attributes.append((name, attribute, value)) }
        if name == "g", let kind = attributes["class"], ["node", "edge", "cluster"].contains(kind) {
            groups.append(Group(kind: kind, id: attributes["id"] ?? ""))
        }
        if name == "a", let title = attributes["xlink:title"], let last = groups.indices.last, groups[last].tooltip == nil {
            groups[last].tooltip = title
        }
        if name == "text" || name == "title" {
            current = name
            buffer = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == current {
            if name == "text" { texts.append(buffer) } else { titles.append(buffer) }
            current = nil
        }
    }
}
