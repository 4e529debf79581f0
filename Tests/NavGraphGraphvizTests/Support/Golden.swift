import Foundation
import Testing

/// Golden files beside the tests, in `Golden/`; `NAVGRAPH_RECORD=1` rewrites them from the output.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    /// Checks `actual` against `Golden/<name>` byte for byte, or records it.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "no golden file \(name): run the tests with NAVGRAPH_RECORD=1 to record it",
            sourceLocation: sourceLocation
        )
        #expect(actual == expected, "\(name) differs from its golden file; re-record with NAVGRAPH_RECORD=1 if the change is intended", sourceLocation: sourceLocation)
    }
}
