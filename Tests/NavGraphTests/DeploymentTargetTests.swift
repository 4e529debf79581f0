import Foundation
import Testing

/// The core deploys to iOS 16 and macOS 13, whose runtimes have no metadata for typed-throws
/// function types; Linux builds cannot tell, so the sources are scanned for such uses.
@Suite("The core needs no runtime newer than its deployment targets")
struct DeploymentTargetTests {
    /// Every Swift file of `Sources/NavGraph`.
    static let coreFiles: [URL] = {
        let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/NavGraph").standardized
        let files = FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }()

    @Test("No stored, generic or optional typed-throws function type in the core")
    func noStoredTypedThrows() throws {
        #expect(Self.coreFiles.count > 50, "the core's sources were not found")
        for file in Self.coreFiles {
            let findings = StoredTypedThrows.findings(in: try String(contentsOf: file, encoding: .utf8))
            #expect(findings.isEmpty, "\(file.lastPathComponent): \(findings)")
        }
    }

    @Test("The scan flags what needs the metadata and passes what does not", arguments: [
        ("var pending: [() throws(NavigationError) -> Void] = []", true),
        ("let work: () throws(E) -> Void = {}", true),
        ("var hook: (() throws(E) -> Void)?", true),
        ("typealias Work = () throws(E) -> Void", true),
        ("let box = Box<() throws(E) -> Int>()", true),
        ("let take: @MainActor @Sendable (any Node) throws(E) -> Void", true),
        ("func run(_ work: () throws(E) -> Void) throws(E) {}", false),
        ("func enqueue(_ work: @escaping @Sendable () throws(E) -> Void) {}", false),
        ("func run<T>(_ body: () throws(E) -> T) throws(E) -> T {}", false),
        ("init?(value: Int) throws(E) {}", false),
        ("try dispatcher.run { () throws(NavigationError) in try take(event) }", false),
        ("// var pending: [() throws(E) -> Void]", false),
        ("let text = \"[() throws(E) -> Void]\"", false),
    ])
    func scanCases(source: String, flagged: Bool) {
        #expect(StoredTypedThrows.findings(in: source).isEmpty == !flagged, "\(source)")
    }
}
