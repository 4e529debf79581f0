import Foundation
import Testing

/// The shared `svg-legibility` tool (`../shared/tools/svg-legibility` beside the package, as in CI),
/// run with python3 on an SVG: its measures, and its exit status (1 when a label floats or overlaps,
/// or an "any route" stand-in node is drawn).
struct SVGLegibility: Decodable {
    var canvas_pt: [Double]
    var floating_labels: Int
    var label_overlaps: Int
    var pseudo_nodes: Int
    var smallest_text_px_at_display: Double?
    /// The tool's exit status.
    var status: Int32 = 0
    /// What it printed about the failures.
    var report: String = ""

    private enum CodingKeys: String, CodingKey {
        case canvas_pt, floating_labels, label_overlaps, pseudo_nodes, smallest_text_px_at_display
    }

    static let tool = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/tools/svg-legibility").standardizedFileURL

    /// Measures `svg` as shown `displayWidth` px wide, after ``sameGeometry(_:)``.
    static func measure(_ svg: Data, displayWidth: Int = 880) throws -> SVGLegibility {
        try #require(FileManager.default.fileExists(atPath: tool.path), "svg-legibility is not at \(tool.path)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("legibility-\(UUID().uuidString).svg")
        try Data(sameGeometry(String(decoding: svg, as: UTF8.self)).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var result = try JSONDecoder().decode(SVGLegibility.self, from: run([file.path, "--display-width", "\(displayWidth)", "--json"]).output)
        let plain = try run([file.path, "--display-width", "\(displayWidth)"])
        result.status = plain.status
        result.report = String(decoding: plain.output, as: UTF8.self)
        return result
    }

    /// The same picture, written so that the tool sees all of it:
    ///
    /// - the links Graphviz wraps around an edge with a tooltip (`<g id="a_…"><a xlink:title=…>`)
    ///   are removed, keeping what is inside: the tool reads only an edge group's own `<path>`
    ///   children, so it would not see the edge at all and call every label close to it;
    /// - each cubic Bézier segment of an edge's path is split into 8 that draw the same curve: the tool
    ///   measures a label's distance to 20 points per segment, which on a 1,000 pt edge are 50 pt
    ///   apart and make a label beside the curve look 25 pt away.
    static func sameGeometry(_ svg: String) -> String {
        var text = svg.replacingOccurrences(of: #"<g id="a_[^"]*"><a [^>]*>\n?"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "</a>\n</g>\n", with: "")
        var result = ""
        var rest = Substring(text)
        while let group = rest.range(of: "class=\"edge\">"), let end = rest[group.upperBound...].range(of: "</g>") {
            result += rest[..<group.upperBound]
            var edge = rest[group.upperBound..<end.lowerBound]
            while let open = edge.range(of: " d=\""), let close = edge[open.upperBound...].firstIndex(of: "\"") {
                result += edge[..<open.upperBound]
                result += split(String(edge[open.upperBound..<close]))
                edge = edge[close...]
            }
            result += edge
            rest = rest[end.lowerBound...]
        }
        return result + rest
    }

    /// An `M x,y C …` path with each cubic segment split into `pieces` exact pieces.
    static func split(_ path: String, pieces: Int = 8) -> String {
        let numbers = path.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
        guard path.hasPrefix("M"), numbers.count >= 8, (numbers.count - 2) % 6 == 0 else { return path }
        let points = stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        var out = "M\(points[0].0),\(points[0].1)C"
        var parts: [String] = []
        for segment in stride(from: 0, to: points.count - 1, by: 3) {
            let p = Array(points[segment...segment + 3])
            // The blossom of the cubic: de Casteljau with a parameter per level.
            func blossom(_ u: Double, _ v: Double, _ w: Double) -> (Double, Double) {
                func lerp(_ a: (Double, Double), _ b: (Double, Double), _ t: Double) -> (Double, Double) { (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }
                let one = (0..<3).map { lerp(p[$0], p[$0 + 1], u) }
                let two = (0..<2).map { lerp(one[$0], one[$0 + 1], v) }
                return lerp(two[0], two[1], w)
            }
            for piece in 0..<pieces {
                let a = Double(piece) / Double(pieces), b = Double(piece + 1) / Double(pieces)
                for control in [blossom(a, a, b), blossom(a, b, b), blossom(b, b, b)] {
                    parts.append("\(control.0),\(control.1)")
                }
            }
        }
        out += parts.joined(separator: " ")
        return out
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", tool.path] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
