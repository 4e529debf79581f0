import Foundation
import Testing

/// Golden files of the command line, in `Golden/`; `NAVGRAPH_RECORD=1` rewrites them.
enum CLIGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try #require(try? String(contentsOf: url, encoding: .utf8), "no golden file \(name): run the tests with NAVGRAPH_RECORD=1", sourceLocation: sourceLocation)
        #expect(actual == expected, "\(name) differs from its golden file; re-record with NAVGRAPH_RECORD=1 if intended", sourceLocation: sourceLocation)
    }
}
