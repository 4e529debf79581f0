import Foundation
import NavGraph
import NavGraphDiagramTesting
import Testing

/// A throwaway package folder (a `Package.swift` and a test file path inside it), so diagram tests
/// record into it rather than into this repository.
struct TemporaryPackage: ~Copyable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-diagrams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// What `#filePath` is for a test file of this package.
    var testFile: String { root.appendingPathComponent("Tests/AppTests/DiagramTests.swift").path }

    /// The file at `path` below the root.
    func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Records `root`'s diagram at `path`, expecting it to be written.
    func record<Root: Flow>(_ root: Root.Type, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try checkDiagram(of: root, at: path, recording: .always, filePath: testFile)
        guard case .recorded = outcome else {
            Issue.record("expected \(path) recorded, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
    }

    /// The names of the files in `folder`, sorted.
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(folder).path)) ?? []).sorted()
    }
}
