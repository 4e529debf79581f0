public import NavGraph
public import Testing

/// Expects the diagram committed at `path` to be what `Root`'s hierarchy draws today: records a
/// Swift Testing issue at the caller with a graph diff when it is stale, and writes the files when
/// they are missing or the environment variable `NAVGRAPH_RECORD_DIAGRAMS` is `1`.
///
/// ```swift
/// import NavGraphDiagramTesting
/// import Testing
///
/// @Test func appDiagramIsCurrent() throws {
///     try expectDiagramCurrent(of: AppFlow.self, at: "diagrams/app")   // diagrams/app.{json,dot,mmd,svg,png,html}
/// }
/// ```
///
/// See ``checkDiagram(of:at:recording:filePath:)`` for what is compared.
///
/// - Parameters:
///   - root: The hierarchy's root flow type.
///   - path: The files' path without extension, relative to the package root.
///   - filePath: The calling file, from which the package root is found; leave the default.
///   - sourceLocation: Where the issue is recorded; leave the default.
/// - Returns: What was found, for tests that look further.
/// - Throws: ``DiagramTestingError`` when the diagram cannot be checked at all.
@discardableResult
public func expectDiagramCurrent<Root: Flow>(
    of root: Root.Type,
    at path: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws(DiagramTestingError) -> DiagramOutcome {
    let outcome = try checkDiagram(of: root, at: path, filePath: filePath)
    if outcome.isStale {
        let message = """
            \(path) is stale: \(outcome)
            Record it with \(recordDiagramsVariable)=1 swift test, review, and commit \(path).*
            """
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return outcome
}
