public import Foundation
public import NavGraph

extension TraceRun {
    /// The transitions the run applied, in order, as a run to draw on the diagram
    /// (`navgraph render spec.json --highlight run.json`). Platform reports have no declared
    /// transition to draw and are left out; a flow that finished has no route after its step.
    public var runSpec: RunSpec {
        RunSpec(steps: steps.flatMap(\.records).filter { $0.origin != .platform }.map { record in
            RunSpec.Step(flow: record.flow, from: record.from, event: record.event, to: record.to == "finished" ? nil : record.to, row: record.transition)
        })
    }

    /// Writes ``runSpec`` as `<folder>/<name>.run.json` and the hierarchy's spec beside it as
    /// `<name>.json`, and returns the command that draws one on the other.
    ///
    /// `check` does this for each failure, in the folder `NAVGRAPH_FAILURE_RUNS` names, or else
    /// the temporary directory's `navgraph-failures`.
    public func writeRun(of graph: FlowGraph, to folder: URL, name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = folder.appendingPathComponent("\(name).run.json")
        let spec = folder.appendingPathComponent("\(name).json")
        try Data(try runSpec.jsonSpec().utf8).write(to: run, options: .atomic)
        try Data(try graph.jsonSpec().utf8).write(to: spec, options: .atomic)
        return "navgraph render \(spec.path) --highlight \(run.path) --format svg --name \(name)-run --output \(folder.path)"
    }

    /// The folder failing runs are written to.
    static var failureFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["NAVGRAPH_FAILURE_RUNS"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-failures")
    }
}
