import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// How readable a Graphviz SVG is, measured from its own geometry: edge labels that float away
/// from their edge or overlap another label or a node, "any route" stand-in nodes, and the
/// smallest text's size when the picture is shown at a given width.
///
/// Text boxes are estimated from the font size and the number of characters (0.55 em each);
/// an edge's curve is sampled finely enough that a label beside a long edge is measured against
/// the curve, not against sparse points on it.
struct SVGLegibility {
    /// The canvas, width and height in pt (the `viewBox`).
    var canvas: (width: Double, height: Double)
    /// Edge labels farther than the allowed gap from every point of their edge: distance, edge, text.
    var floating: [(distance: Double, edge: String, text: String)]
    /// Edge labels that overlap another edge label or a node's box.
    var overlaps: [(label: String, other: String)]
    /// Nodes whose only text is "any route".
    var pseudoNodes: Int
    /// The smallest node or edge text, in pt.
    var smallestText: Double?
    /// The smallest text's height in px when the picture is shown `displayWidth` px wide.
    var smallestTextAtDisplay: Double?

    /// Whether nothing floats or overlaps and no stand-in node is drawn.
    var passes: Bool { floating.isEmpty && overlaps.isEmpty && pseudoNodes == 0 }

    /// What failed, a line each.
    var report: String {
        var lines = ["canvas: \(Int(canvas.width)) x \(Int(canvas.height)) pt; smallest text \(smallestText.map { "\($0)" } ?? "none") pt"]
        lines += floating.prefix(20).map { "floating \(Int($0.distance)) pt: \($0.text) on \($0.edge)" }
        lines += overlaps.prefix(20).map { "overlap: \($0.label) over \($0.other)" }
        if pseudoNodes > 0 { lines.append("'any route' stand-in nodes: \(pseudoNodes)") }
        lines.append("smallest text at display width: \(smallestTextAtDisplay.map { "\($0)" } ?? "none") px")
        return lines.joined(separator: "\n")
    }

    /// Measures `svg` as shown `displayWidth` px wide; a label farther than `maxLabelGap` pt from
    /// its edge floats.
    static func measure(_ svg: Data, displayWidth: Double = 880, maxLabelGap: Double = 16) throws -> SVGLegibility {
        let document = try Groups(svg)
        var floating: [(Double, String, String)] = []
        var labels: [(box: Box, text: String)] = []
        var nodes: [(box: Box, name: String)] = []
        var sizes: [Double] = []
        var pseudo = 0
        for group in document.groups {
            switch group.kind {
            case "node":
                if !group.texts.isEmpty, group.texts.allSatisfy({ $0.content.trimmingCharacters(in: .whitespaces) == "any route" }) { pseudo += 1 }
                if let box = group.shapeBox { nodes.append((box, group.title)) }
                sizes += group.texts.map(\.size)
            case "edge":
                let points = group.paths.flatMap(curvePoints)
                for text in group.texts {
                    sizes.append(text.size)
                    guard !text.content.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                    labels.append((text.box, text.content))
                    if let distance = points.map({ text.box.distance(to: $0) }).min(), distance > maxLabelGap {
                        floating.append((distance, group.title, text.content))
                    }
                }
            default:
                break
            }
        }
        var overlaps: [(String, String)] = []
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] where label.box.overlaps(other.box) { overlaps.append((label.text, other.text)) }
            for node in nodes where label.box.overlaps(node.box) { overlaps.append((label.text, node.name)) }
        }
        let smallest = sizes.min()
        let width = document.viewBox.width
        return SVGLegibility(
            canvas: document.viewBox, floating: floating.map { (distance: $0.0, edge: $0.1, text: $0.2) },
            overlaps: overlaps.map { (label: $0.0, other: $0.1) }, pseudoNodes: pseudo, smallestText: smallest,
            smallestTextAtDisplay: smallest.flatMap { width > 0 ? (($0 * min(1, displayWidth / width)) * 10).rounded() / 10 : nil }
        )
    }

    /// Points along an `M x,y C …` path: each cubic segment sampled at 64 points.
    static func curvePoints(_ path: String) -> [(Double, Double)] {
        let numbers = numbers(in: path)
        let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        guard let first = points.first else { return [] }
        guard path.contains("C"), (points.count - 1) % 3 == 0 else { return points }
        var out = [first]
        for segment in stride(from: 0, to: points.count - 1, by: 3) {
            let (p0, p1, p2, p3) = (points[segment], points[segment + 1], points[segment + 2], points[segment + 3])
            for step in 1...64 {
                let t = Double(step) / 64, u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                out.append((a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1))
            }
        }
        return out
    }

    static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
    }
}

/// An axis-aligned box in SVG coordinates.
struct Box {
    var minX, minY, maxX, maxY: Double

    func distance(to point: (Double, Double)) -> Double {
        let dx = max(minX - point.0, 0, point.0 - maxX), dy = max(minY - point.1, 0, point.1 - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether the boxes share more than a point's width in both directions.
    func overlaps(_ other: Box) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > 1 && min(maxY, other.maxY) - max(minY, other.minY) > 1
    }
}

/// Graphviz's node, edge and cluster groups of an SVG, with their shapes and texts.
private final class Groups: NSObject, XMLParserDelegate {
    struct Text {
        var x = 0.0, y = 0.0, size = 14.0, anchor = "start", content = ""

        /// The estimated box: 0.55 em a character, from 0.8 em above the baseline to 0.2 below.
        var box: Box {
            let width = 0.55 * size * Double(max(content.unicodeScalars.count, 1))
            let minX = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x
            return Box(minX: minX, minY: y - size * 0.8, maxX: minX + width, maxY: y + size * 0.2)
        }
    }

    struct Group {
        var kind: String
        var title = ""
        var texts: [Text] = []
        var paths: [String] = []
        var shapePoints: [(Double, Double)] = []

        var shapeBox: Box? {
            guard let first = shapePoints.first else { return nil }
            return shapePoints.reduce(Box(minX: first.0, minY: first.1, maxX: first.0, maxY: first.1)) { box, point in
                Box(minX: min(box.minX, point.0), minY: min(box.minY, point.1), maxX: max(box.maxX, point.0), maxY: max(box.maxY, point.1))
            }
        }
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var groups: [Group] = []
    private(set) var viewBox = (width: 0.0, height: 0.0)
    /// The depth of each open `<g>`, and the depth at which the current Graphviz group opened.
    private var depth = 0
    private var groupDepth: Int?
    private var text: Text?
    private var inTitle = false

    init(_ data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw Unreadable(description: parser.parserError.map { "\($0)" } ?? "not XML") }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "svg":
            let box = SVGLegibility.numbers(in: attributes["viewBox"] ?? "")
            if box.count == 4 { viewBox = (box[2], box[3]) }
        case "g":
            depth += 1
            if groupDepth == nil, let kind = attributes["class"], ["node", "edge", "cluster"].contains(kind) {
                groupDepth = depth
                groups.append(Group(kind: kind))
            }
        case "title" where groupDepth != nil:
            inTitle = true
        case "text" where groupDepth != nil:
            text = Text(
                x: Double(attributes["x"] ?? "") ?? 0, y: Double(attributes["y"] ?? "") ?? 0,
                size: Double(attributes["font-size"] ?? "") ?? 14, anchor: attributes["text-anchor"] ?? "start"
            )
        case "polygon", "polyline":
            let numbers = SVGLegibility.numbers(in: attributes["points"] ?? "")
            addShape(stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) })
        case "ellipse":
            let value = { (key: String) in Double(attributes[key] ?? "") ?? 0 }
            let (cx, cy, rx, ry) = (value("cx"), value("cy"), value("rx"), value("ry"))
            addShape([(cx - rx, cy - ry), (cx + rx, cy + ry)])
        case "path":
            let d = attributes["d"] ?? ""
            guard groupDepth != nil, !groups.isEmpty else { return }
            groups[groups.count - 1].paths.append(d)
            let numbers = SVGLegibility.numbers(in: d)
            addShape(stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) })
        default:
            break
        }
    }

    private func addShape(_ points: [(Double, Double)]) {
        guard groupDepth != nil, !groups.isEmpty else { return }
        groups[groups.count - 1].shapePoints += points
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if text != nil { text?.content += string } else if inTitle, !groups.isEmpty { groups[groups.count - 1].title += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g":
            if depth == groupDepth { groupDepth = nil }
            depth -= 1
        case "title":
            inTitle = false
        case "text":
            if let text, !groups.isEmpty { groups[groups.count - 1].texts.append(text) }
            text = nil
        default:
            break
        }
    }
}
