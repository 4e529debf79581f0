public import Foundation
public import NavGraph

/// Draws a `FlowGraph` like ``GraphvizRenderer``, but in a worker process with a time limit, so
/// that a crash or hang inside Graphviz becomes a ``GraphvizError`` instead of killing or freezing
/// this process.
///
/// The worker is an executable that serves ``RenderWorker/run(input:output:)`` — usually the
/// program itself behind a hidden command, as `navgraph render-worker`. It still renders with libgvc
/// in-process; it never runs Graphviz's `dot` command.
///
/// ```swift
/// let renderer = IsolatedRenderer(worker: Bundle.main.executableURL!, arguments: ["render-worker"], timeLimit: 60)
/// do {
///     let outputs = try renderer.render(graph, formats: [.svg, .png])
/// } catch GraphvizError.Code.crashed {
///     // Graphviz 2.42 crashed on this graph: try another engine, fewer edge labels or a subtree.
/// }
/// ```
public struct IsolatedRenderer: Sendable {
    /// The worker executable.
    public var worker: URL
    /// Arguments that make it serve a render request (`["render-worker"]`).
    public var arguments: [String]
    /// The worker's environment; `nil` passes on only what the loader, fontconfig and Graphviz read
    /// (`PATH`, `HOME`, `TMPDIR`, `LANG`, `LC_*`, `FONTCONFIG_*`, `GVBINDIR`, `XDG_*` …) of this process's.
    public var environment: [String: String]?
    /// What the diagram shows and how it is laid out.
    public var options: RenderOptions
    /// Seconds the worker may take before it is stopped.
    public var timeLimit: Double

    /// A renderer running `worker arguments…` for each render.
    public init(worker: URL, arguments: [String], environment: [String: String]? = nil, options: RenderOptions = RenderOptions(), timeLimit: Double = 120) {
        self.worker = worker
        self.arguments = arguments
        self.environment = environment
        self.options = options
        self.timeLimit = timeLimit
    }

    /// The graph rendered in each of `formats`, from one layout in one worker process.
    ///
    /// ```swift
    /// let svg = try renderer.render(graph, formats: [.svg])[.svg]
    /// ```
    /// - Throws: ``GraphvizError``: the worker's own errors as ``GraphvizRenderer`` throws them;
    ///   `.crashed` with the signal when Graphviz crashed; `.killed` when something else killed the
    ///   worker (SIGKILL, SIGTERM, SIGINT, SIGHUP); `.timedOut` after ``timeLimit``;
    ///   `.workerFailed` when the worker could not start or answered nonsense.
    public func render(_ graph: FlowGraph, formats: [RenderFormat]) throws(GraphvizError) -> [RenderFormat: Data] {
        try rendering(graph, formats: formats).outputs
    }

    /// The graph rendered in each of `formats` in one worker process, with Graphviz's warnings: those
    /// it reported through its error callback, and any line it wrote straight to the worker's stderr.
    ///
    /// ```swift
    /// let rendering = try renderer.rendering(graph, formats: [.png])
    /// for warning in rendering.warnings { print("warning: graphviz: \(warning)") }
    /// ```
    /// - Throws: what ``render(_:formats:)`` throws.
    public func rendering(_ graph: FlowGraph, formats: [RenderFormat]) throws(GraphvizError) -> GraphvizRendering {
        do {
            try graph.validate()
        } catch {
            throw GraphvizError(.invalidGraph(error))
        }
        guard !formats.isEmpty else { return GraphvizRendering(outputs: [:], warnings: []) }
        let request: Data
        do {
            request = try JSONEncoder().encode(RenderRequest(graph: graph, formats: formats, options: options, timeLimit: timeLimit))
        } catch {
            throw GraphvizError(.worker("cannot encode the request: \(error)"))
        }
        let process = WorkerProcess(executable: worker, arguments: arguments, environment: environment, timeLimit: timeLimit)
        switch try process.run(input: request) {
        case .timedOut:
            throw GraphvizError(.timedOut(seconds: timeLimit))
        case .signalled(let signal, _, _) where [SIGKILL, SIGTERM, SIGINT, SIGHUP].contains(signal):
            throw GraphvizError(.killed(signal: signal))
        case .signalled(let signal, _, let stderr):
            throw GraphvizError(.crashed(signal: signal, stderr: Self.lastLine(of: stderr)))
        case .exited(let status, let stdout, let stderr):
            guard let frames = WorkerFrames.decode(stdout) else {
                let said = Self.lastLine(of: stderr)
                throw GraphvizError(.worker("it exited with status \(status) without a complete answer" + (said.isEmpty ? "" : ": \(said)")))
            }
            if let failure = frames.first(where: { $0.tag == "error" }) {
                guard let error = try? JSONDecoder().decode(GraphvizError.self, from: failure.data) else {
                    throw GraphvizError(.worker("it failed with an unreadable error"))
                }
                throw error
            }
            var outputs: [RenderFormat: Data] = [:]
            var warnings: [String] = []
            for frame in frames {
                if frame.tag == WorkerFrames.warnings {
                    guard let said = try? JSONDecoder().decode([String].self, from: frame.data) else { throw GraphvizError(.worker("it answered unreadable warnings")) }
                    warnings += said
                    continue
                }
                guard let format = RenderFormat(rawValue: frame.tag) else { throw GraphvizError(.worker("it answered an unknown format \"\(frame.tag)\"")) }
                outputs[format] = frame.data
            }
            for format in formats where outputs[format] == nil {
                throw GraphvizError(.worker("it did not render \(format.rawValue)"))
            }
            // Messages that bypass Graphviz's error callback went to the worker's stderr.
            let bypassed = GraphvizMessages(text: String(decoding: stderr, as: UTF8.self))
            warnings += bypassed.errors + bypassed.warnings
            return GraphvizRendering(outputs: outputs, warnings: warnings)
        }
    }

    /// Renders `formats` in the worker and writes them as `name.<extension>` into `folder`, all or
    /// nothing (see ``OutputFolder``).
    ///
    /// ```swift
    /// try renderer.write(graph, formats: [.dot, .svg, .png], to: URL(filePath: "diagrams"), named: "toaster")
    /// ```
    @discardableResult
    public func write(_ graph: FlowGraph, formats: [RenderFormat], to folder: URL, named name: String) throws(GraphvizError) -> [URL] {
        let outputs = try render(graph, formats: formats)
        return try OutputFolder(folder).write(outputs.files(named: name, order: formats))
    }

    /// The last non-empty line a worker printed on stderr, shortened.
    static func lastLine(of stderr: Data) -> String {
        let line = String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
