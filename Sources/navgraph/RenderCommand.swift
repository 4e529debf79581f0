import ArgumentParser
import Foundation
import NavGraphGraphviz
import NavGraphTool

/// `navgraph render`: a hierarchy as DOT, SVG, PNG, an interactive HTML explorer, Mermaid or its JSON spec.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a flow hierarchy as DOT, SVG, PNG, an HTML explorer, Mermaid or its JSON spec.",
        discussion: """
            Reads a JSON spec written by FlowGraph.jsonSpec() (or `--format json`), or a built-in \
            example, and writes <name>.<format> into the output folder, all or nothing. A picture \
            (dot, svg, png) is drawn whole when its smallest text is 9 px or more in an 880 px \
            column, left to right or else top to bottom (or as --direction says); otherwise it is drawn as an overview \
            (<name>-overview: the root's routes, the flows below as boxes) and one picture per \
            subtree (<name>-<flow>, each split the same way when it does not fit), and a "note: " \
            line on stderr says so. --whole or --depth draws one picture. html is one \
            self-contained page around the SVG: pan, zoom, find, inspect, and step through a \
            --highlight run. Graphviz \
            (libgvc) runs in a worker process: a Graphviz crash or hang is reported, never fatal. \
            Graphviz's own warnings are printed as "warning: graphviz: …" lines; a render it \
            warned about (a PNG scaled down to fit, an edge it could not route) fails with status 70 \
            and writes nothing, unless --allow-graphviz-warnings.

            Examples:
              navgraph render --example toaster --format dot,svg,png --output diagrams
              navgraph render --example toaster --whole --format svg,png
              navgraph render path/to/spec.json --format svg --output out
              navgraph render --example toaster --format json
              navgraph render --example toaster --flow TabBar --direction TB --format png
              navgraph render --example toaster --depth 2 --name toaster-overview
              navgraph render --example toaster --format html --highlight run.json

            \(SpecText.help)

            \(ToolError.exitStatusHelp)
            """
    )

    @Argument(help: "A JSON spec file written by FlowGraph.jsonSpec().")
    var spec: String?

    @Option(help: "A built-in example instead of a spec file: \(Example.allCases.map(\.rawValue).joined(separator: ", ")).")
    var example: String?

    @Option(name: .shortAndLong, help: "Comma-separated formats: \(OutputFormat.all.map(\.name).joined(separator: ", ")).")
    var format: [String] = ["svg"]

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String = "."

    @Option(help: "The base name of the files (default: the example's or the spec file's name).")
    var name: String?

    @Option(help: "Draw only this flow and its descendants, e.g. TabBar.")
    var flow: String?

    @Option(help: "Layout direction: left to right or top to bottom (default: LR, or TB where only that fits).")
    var direction: RenderOptions.Direction?

    @Option(help: "Graphviz layout engine; dot and fdp draw clusters.")
    var engine: LayoutEngine = .dot

    @Option(help: "Edge text: on the edge (inline), beside it, for a lighter layout (external), or only as an SVG tooltip (hidden).")
    var edgeLabels: RenderOptions.EdgeLabels = .inline

    @Option(help: "Draw flows this many levels deep with their routes, deeper ones as one box each (an overview).")
    var depth: Int?

    @Flag(help: "Draw the whole hierarchy in one picture, even where its text is smaller than 9 px in an 880 px column.")
    var whole = false

    @Option(help: "A run (RunSpec JSON: version, steps of flow, from, event, to) to draw: its edges numbered and bold, the rest faded.")
    var highlight: String?

    @Flag(name: .customLong("legend"), inversion: .prefixedNo, help: "Draw a legend of the edge styles the picture uses.")
    var legend = false

    @Option(parsing: .unconditional, help: "Seconds Graphviz may take before it is stopped (above 0).")
    var timeout: Double = 120

    @Flag(help: "Write the files even when Graphviz warns that it could not draw them as asked (a PNG scaled down to fit, an edge left out).")
    var allowGraphvizWarnings = false

    func run() throws {
        Interruption.install()
        let status = ToolRun.report { () throws(ToolError) in
            let job = RenderJob(
                source: try .from(spec: spec, example: example),
                formats: try OutputFormat.list(format),
                output: URL(fileURLWithPath: output),
                name: name,
                flow: flow,
                options: RenderOptions(direction: direction ?? .leftToRight, engine: engine, edgeLabels: edgeLabels, legend: legend, depth: depth,
                                       highlight: try highlight.map { path throws(ToolError) in try RunFile(path: path).run() }),
                pictures: whole || depth != nil ? .one : .fitted(PageFit(), directions: direction.map { [$0] } ?? [.leftToRight, .topToBottom]),
                timeLimit: timeout,
                worker: RenderJob.Worker(executable: RenderJob.Worker.currentExecutable, arguments: [RenderWorkerCommand.name]),
                allowGraphvizWarnings: allowGraphvizWarnings
            )
            return try job.run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension RenderOptions.Direction: ExpressibleByArgument {}
extension RenderOptions.EdgeLabels: ExpressibleByArgument {}
extension LayoutEngine: ExpressibleByArgument {}
