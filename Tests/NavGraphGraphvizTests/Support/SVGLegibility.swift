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

    /// Measures `svg` as shown `displayWidth` px wide.
    static func measure(_ svg: Data, displayWidth: Int = 880) throws -> SVGLegibility {
        try #require(FileManager.default.fileExists(atPath: tool.path), "svg-legibility is not at \(tool.path)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("legibility-\(UUID().uuidString).svg")
        try svg.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var result = try JSONDecoder().decode(SVGLegibility.self, from: run([file.path, "--display-width", "\(displayWidth)", "--json"]).output)
        let plain = try run([file.path, "--display-width", "\(displayWidth)"])
        result.status = plain.status
        result.report = String(decoding: plain.output, as: UTF8.self)
        return result
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
