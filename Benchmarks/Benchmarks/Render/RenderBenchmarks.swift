import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import Foundation
import NavGraph
import NavGraphGraphviz
import ToasterExample

/// Render: in-process (libcgraph + libgvc) against writing the same graph's DOT and running
/// Graphviz's `dot` on it, for the reference hierarchy and a generated 1,000-route one.
let benchmarks: @Sendable () -> Void = {
    let toaster: FlowGraph
    do {
        toaster = try FlowGraph(root: AppFlow.self)
    } catch {
        fatalError("the reference hierarchy is not a valid graph: \(error)")
    }
    let generated = GeneratedHierarchy.make(flows: 100, routes: 10)
    let graphs: [(name: String, graph: FlowGraph, maxIterations: Int)] = [
        ("Toaster (9 flows, 20 routes)", toaster, 20),
        // One sample each: a layout of this graph takes seconds (see GRAPHVIZ.md).
        ("generated (100 flows, 1,000 routes)", generated, 1),
    ]
    for (name, graph, maxIterations) in graphs {
        for format in [RenderFormat.svg, .png] {
            comparisonBenchmark(
                "Render: \(name) to \(format.rawValue.uppercased()), in-process (vs dot -T\(format.rawValue))",
                subject: { renderInProcess(graph, format) },
                baseline: { renderWithCommandLine(graph, format) },
                maxDuration: .seconds(3),
                maxIterations: maxIterations
            )
        }
    }
}

/// The renderer's whole path: graph built with cgraph, laid out and rendered by libgvc.
func renderInProcess(_ graph: FlowGraph, _ format: RenderFormat) -> ComparisonRun {
    do {
        blackHole(try GraphvizRenderer().render(graph, as: format))
    } catch {
        fatalError("in-process render failed: \(error)")
    }
    return ComparisonRun()
}

/// What a user without the in-process renderer does: write the DOT (`agwrite`, no layout) to a
/// file and run `dot -T<format>` on it. The time includes writing the DOT and starting `dot`.
func renderWithCommandLine(_ graph: FlowGraph, _ format: RenderFormat) -> ComparisonRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-bench-\(getpid())")
    let input = folder.appendingPathComponent("graph.dot")
    let output = folder.appendingPathComponent("graph.\(format.fileExtension)")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try GraphvizRenderer().dot(graph).write(to: input, atomically: false, encoding: .utf8)
    } catch {
        fatalError("could not write the DOT: \(error)")
    }
    let run = ProcessRun(["dot", "-T\(format.rawValue)", input.path, "-o", output.path])
    guard run.status == 0 else { fatalError("dot -T\(format.rawValue) exited with status \(run.status)") }
    try? FileManager.default.removeItem(at: folder)
    return ComparisonRun([(.baselinePeakResidentKiB, run.peakResidentKiB)])
}
