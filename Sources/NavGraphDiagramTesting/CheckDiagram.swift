import Foundation
public import NavGraph
import NavGraphGraphviz

/// The environment variable that makes ``checkDiagram(of:at:recording:filePath:)`` and
/// ``expectDiagramCurrent(of:at:filePath:sourceLocation:)`` record every diagram: `1`.
public let recordDiagramsVariable = "NAVGRAPH_RECORD_DIAGRAMS"

/// When ``checkDiagram(of:at:recording:filePath:)`` writes files.
public enum DiagramRecording: Hashable, Sendable {
    /// Write the files that are missing; compare the others.
    case whenMissing
    /// Write every file, whatever is committed.
    case always
    /// Write nothing: a missing file is stale.
    case never

    /// ``always`` when the environment variable `NAVGRAPH_RECORD_DIAGRAMS` is `1`, else ``whenMissing``.
    public static var fromEnvironment: DiagramRecording {
        ProcessInfo.processInfo.environment[recordDiagramsVariable] == "1" ? .always : .whenMissing
    }
}

/// Compares the diagram committed at `path` with the one `Root`'s hierarchy draws today, recording
/// it when it is missing or when recording is asked for.
///
/// The spec JSON, DOT and Mermaid are compared; SVG, PNG and the HTML explorer around the SVG
/// depend on fonts and the Graphviz version, so they are only written when recording (and skipped
/// when Graphviz cannot lay out).
/// Whether the hierarchy changed is decided on the graphs decoded from the committed JSON, so the
/// outcome names flows, routes and transitions rather than lines of text.
///
/// ```swift
/// let outcome = try checkDiagram(of: AppFlow.self, at: "diagrams/app")
/// if case .hierarchyChanged(let diff) = outcome { print(diff) }   // + route Home.profile
/// ```
///
/// - Parameters:
///   - root: The hierarchy's root flow type.
///   - path: The files' path without extension, relative to the package root (the nearest folder
///     above `filePath` holding a `Package.swift`).
///   - recording: When to write files; by default every file when the environment variable
///     `NAVGRAPH_RECORD_DIAGRAMS` is `1`, else the missing ones.
///   - filePath: The calling file, from which the package root is found; leave the default.
/// - Throws: ``DiagramTestingError`` when the hierarchy does not derive, the committed spec does not
///   read, or a file cannot be written.
public func checkDiagram<Root: Flow>(
    of root: Root.Type,
    at path: String,
    recording: DiagramRecording = .fromEnvironment,
    filePath: String = #filePath
) throws(DiagramTestingError) -> DiagramOutcome {
    let location = try DiagramLocation(path: path, filePath: filePath)
    let graph: FlowGraph
    do {
        graph = try FlowGraph(root: root)
    } catch {
        throw DiagramTestingError("\(Root.self) has no graph: \(error)")
    }
    let texts = try DiagramTexts(graph)
    let committedSpec = try? String(contentsOf: location.file("json"), encoding: .utf8)
    if recording == .always || (recording == .whenMissing && committedSpec == nil) {
        return try record(texts, graph: graph, at: location)
    }
    guard let committedSpec else { return .missing(files: texts.files.map { "\(location.name).\($0.fileExtension)" }) }
    let committed: FlowGraph
    do {
        committed = try FlowGraph(jsonSpec: committedSpec)
    } catch {
        throw DiagramTestingError("\(location.path).json does not read as a spec (\(error)): record it again with \(recordDiagramsVariable)=1")
    }
    guard committed == graph else { return .hierarchyChanged(FlowGraphDiff(from: committed, to: graph)) }

    var missing: [(fileExtension: String, text: String)] = []
    var differing: [String] = []
    for file in texts.files {
        switch try? String(contentsOf: location.file(file.fileExtension), encoding: .utf8) {
        case nil: missing.append(file)
        case file.text?: continue
        case _?: differing.append("\(location.name).\(file.fileExtension)")
        }
    }
    if !differing.isEmpty { return .drawingChanged(files: differing) }
    if missing.isEmpty { return .current }
    let missingNames = missing.map { "\(location.name).\($0.fileExtension)" }
    if recording == .never { return .missing(files: missingNames) }
    for file in missing { try write(Data(file.text.utf8), to: location.file(file.fileExtension)) }
    return .recorded(files: missingNames, skipped: nil)
}

/// Writes every text file, then SVG, PNG and the HTML explorer when Graphviz lays them out.
private func record(_ texts: DiagramTexts, graph: FlowGraph, at location: DiagramLocation) throws(DiagramTestingError) -> DiagramOutcome {
    do {
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
    } catch {
        throw DiagramTestingError("cannot create \(location.folder.path): \(error.localizedDescription)")
    }
    var written: [String] = []
    for (fileExtension, text) in texts.files {
        try write(Data(text.utf8), to: location.file(fileExtension))
        written.append("\(location.name).\(fileExtension)")
    }
    let pictures: [RenderFormat] = [.svg, .png]
    let rendered: [RenderFormat: Data]
    do {
        rendered = try GraphvizRenderer().render(graph, formats: pictures)
    } catch {
        return .recorded(files: written, skipped: "SVG and PNG not written: \(error)")
    }
    for format in pictures {
        guard let data = rendered[format] else { continue }
        try write(data, to: location.file(format.fileExtension))
        written.append("\(location.name).\(format.fileExtension)")
    }
    if let svg = rendered[.svg] {
        try write(Data(ExplorerPage(graph: graph, svg: svg, options: RenderOptions()).html.utf8), to: location.file("html"))
        written.append("\(location.name).html")
    }
    return .recorded(files: written, skipped: nil)
}

private func write(_ data: Data, to file: URL) throws(DiagramTestingError) {
    do {
        try data.write(to: file, options: .atomic)
    } catch {
        throw DiagramTestingError("cannot write \(file.path): \(error.localizedDescription)")
    }
}

/// The compared files of a graph, in the order they are written: spec JSON, DOT, Mermaid.
struct DiagramTexts {
    let files: [(fileExtension: String, text: String)]

    init(_ graph: FlowGraph) throws(DiagramTestingError) {
        do {
            files = [("json", try graph.jsonSpec()), ("dot", try GraphvizRenderer().dot(graph)), ("mmd", graph.mermaid())]
        } catch {
            throw DiagramTestingError("cannot draw \(graph.root): \(error)")
        }
    }
}
