import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG parsed as XML: whether it parsed, and the text of every `<text>` and `<title>` element.
final class SVGDocument: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private(set) var titles: [String] = []
    private(set) var rootElement: String?
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

    /// The text lines a node or edge label became (Graphviz writes one `<text>` per line).
    var textContent: String { texts.joined(separator: "\n") }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if rootElement == nil { rootElement = name }
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
