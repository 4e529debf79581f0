package import Foundation
package import NavGraph
package import NavGraphGraphviz

/// What `navgraph render` does: load the graph (an example or a spec file), keep one subtree if
/// asked, render it in an isolated worker process, and write every format into the output folder
/// all or nothing.
///
/// ```swift
/// let job = try RenderJob(
///     source: .example(.toaster),
///     formats: OutputFormat.list(["dot,svg,png,json"]),
///     output: URL(fileURLWithPath: "diagrams"),
///     worker: RenderJob.Worker(executable: RenderJob.Worker.currentExecutable, arguments: ["render-worker"])
/// )
/// let files = try job.run()   // diagrams/toaster.dot, …/toaster.svg, …/toaster.png, …/toaster.json
/// ```
package struct RenderJob: Sendable {
    /// Where the graph comes from.
    package enum Source: Hashable, Sendable {
        /// A built-in example.
        case example(Example)
        /// A JSON spec file.
        case file(SpecFile)

        /// The source named by a command line: exactly one of a spec path and an example name.
        package static func from(spec: String?, example: String?) throws(ToolError) -> Source {
            switch (spec, example) {
            case (let spec?, nil): return .file(SpecFile(path: spec))
            case (nil, let example?): return .example(try Example.named(example))
            case (.some, .some): throw ToolError.usage("give either a spec file or --example, not both")
            case (nil, nil): throw ToolError.usage("give a spec file (navgraph render path/to/spec.json) or --example toaster")
            }
        }

        /// The graph.
        package func graph() throws(ToolError) -> FlowGraph {
            switch self {
            case .example(let example): try example.graph()
            case .file(let file): try file.graph()
            }
        }

        /// The default base name of the files written.
        package var stem: String {
            switch self {
            case .example(let example): example.rawValue
            case .file(let file): file.stem
            }
        }
    }

    /// The executable serving render requests (``RenderWorker``), and its arguments.
    package struct Worker: Hashable, Sendable {
        /// The executable.
        package var executable: URL
        /// The arguments that make it serve a request (`["render-worker"]`).
        package var arguments: [String]
        /// A worker.
        package init(executable: URL, arguments: [String]) {
            self.executable = executable
            self.arguments = arguments
        }

        /// This process's own executable.
        package static var currentExecutable: URL {
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "navgraph")
        }
    }

    /// How many pictures the hierarchy is drawn in.
    package enum Pictures: Hashable, Sendable {
        /// One picture, as ``RenderJob/options`` say.
        case one
        /// The whole hierarchy when it fits `page` laid out in one of `directions` (tried in
        /// order), else an overview and one picture per subtree (``FittedPictures``).
        case fitted(PageFit, directions: [RenderOptions.Direction])
    }

    /// Where the graph comes from.
    package var source: Source
    /// The formats written, in order.
    package var formats: [OutputFormat]
    /// The output folder; created when missing.
    package var output: URL
    /// The base name of the files; by default the example's name or the spec file's name, with
    /// `-<flow>` for a subtree.
    package var name: String?
    /// The flow whose subtree is drawn; the whole graph when `nil`.
    package var flow: String?
    /// What the diagram shows and how it is laid out.
    package var options: RenderOptions
    /// One picture, or as many as fit a page; DOT, SVG and PNG are written per picture, the
    /// explorer, JSON and Mermaid once for the whole hierarchy.
    package var pictures: Pictures
    /// Seconds Graphviz may take.
    package var timeLimit: Double
    /// The process Graphviz runs in.
    package var worker: Worker
    /// Whether a render Graphviz warned about (a bitmap scaled down to fit, an edge it could not
    /// route) is written anyway; by default it fails and nothing is written.
    package var allowGraphvizWarnings: Bool

    /// A job; see the type's example.
    package init(source: Source, formats: [OutputFormat], output: URL, name: String? = nil, flow: String? = nil,
                options: RenderOptions = RenderOptions(), pictures: Pictures = .one, timeLimit: Double = 120, worker: Worker,
                allowGraphvizWarnings: Bool = false) {
        self.source = source
        self.formats = formats
        self.output = output
        self.name = name
        self.flow = flow
        self.options = options
        self.pictures = pictures
        self.timeLimit = timeLimit
        self.worker = worker
        self.allowGraphvizWarnings = allowGraphvizWarnings
    }

    /// Renders and writes every format; nothing is written unless every format rendered. Graphviz's
    /// warnings go to stderr as `warning: graphviz: …` lines; unless ``allowGraphvizWarnings``, a
    /// warning fails the job.
    ///
    /// - Returns: The files written, in the order of ``formats``.
    /// - Throws: ``ToolError`` in one line.
    package func run() throws(ToolError) -> [URL] {
        guard timeLimit > 0, timeLimit.isFinite else { throw ToolError.usage("--timeout: \(timeLimit) is not a number of seconds above 0") }
        if let depth = options.depth, depth < 1 { throw ToolError.usage("--depth: \(depth) is not a number of levels of 1 or more") }
        let baseName = try fileName()
        var graph = try source.graph()
        do {
            try options.highlight?.validate(against: graph)  // the whole graph: a subtree draws the steps it holds
        } catch {
            throw ToolError(.spec, "--highlight: \(error)")
        }
        if let flow {
            do {
                graph = try graph.subgraph(from: flow)
            } catch {
                throw ToolError.usage("--flow: \(error.problem)")
            }
        }
        let (pictures, notes) = try drawnPictures(of: graph, named: baseName)
        var files: [(name: String, data: Data)] = []
        for format in formats {
            switch format {
            case .graphviz(let rendered):
                for picture in pictures {
                    guard let data = picture.outputs[rendered] else { throw ToolError(.graphviz, "Graphviz did not render \(rendered.rawValue)") }
                    files.append(("\(picture.name).\(format.fileExtension)", data))
                }
            case .html:
                files.append(("\(baseName).\(format.fileExtension)", Data(try explorerPage(of: graph, pictures: pictures).utf8)))
            case .json:
                do {
                    files.append(("\(baseName).\(format.fileExtension)", Data(try graph.jsonSpec().utf8)))
                } catch {
                    throw ToolError(.spec, "cannot write the JSON spec: \(error)")
                }
            case .mermaid:
                files.append(("\(baseName).\(format.fileExtension)", Data(graph.mermaid().utf8)))
            }
        }
        let written: [URL]
        do {
            written = try OutputFolder(output).write(files)
        } catch {
            throw ToolError(error)
        }
        for note in notes { StandardError.line("note: \(note)") }
        return written
    }

    /// One picture written: its base name, and its bytes in each Graphviz format asked for.
    struct Picture {
        var name: String
        var graph: FlowGraph
        var options: RenderOptions
        var outputs: [RenderFormat: Data]
    }

    /// The Graphviz formats asked for (DOT, SVG, PNG).
    private var pictureFormats: [RenderFormat] {
        formats.compactMap { format in
            if case .graphviz(let rendered) = format { return rendered }
            return nil
        }
    }

    /// The pictures to write: one named `baseName`, or, when ``pictures`` asks for a fit and the
    /// whole does not fit, an overview (`<baseName>-overview`) and one per subtree
    /// (`<baseName>-<flow>`), with the notes that say so. Graphviz's warnings about them are
    /// printed; unless ``allowGraphvizWarnings``, one fails the job.
    private func drawnPictures(of graph: FlowGraph, named baseName: String) throws(ToolError) -> (pictures: [Picture], notes: [String]) {
        let wanted = pictureFormats
        guard !wanted.isEmpty else { return ([], []) }
        var pictures: [Picture] = []
        var notes: [String] = []
        var warnings: [String] = []
        switch self.pictures {
        case .one:
            // The explorer wraps the SVG of the same layout.
            let rendering = try render(graph, options: options, formats: formats.contains(.html) && !wanted.contains(.svg) ? wanted + [.svg] : wanted)
            warnings = rendering.warnings
            pictures = [Picture(name: baseName, graph: graph, options: options, outputs: rendering.outputs)]
        case .fitted(let page, let directions):
            let planned: [FittedPictures.Picture]
            do {
                planned = try FittedPictures.plan(graph, options: options, page: page, directions: directions) { graph, options throws(GraphvizError) in
                    try renderer(options).rendering(graph, formats: [.svg])
                }
            } catch {
                throw ToolError(error)
            }
            let names = Self.pictureNames(planned.map(\.flow), baseName: baseName)
            for (picture, name) in zip(planned, names) {
                let rendering = wanted == [.svg] ? picture.rendering : try render(picture.graph, options: picture.options, formats: wanted)
                warnings += rendering.warnings
                pictures.append(Picture(name: name, graph: picture.graph, options: picture.options, outputs: rendering.outputs))
            }
            if planned.count > 1 {
                let column = "\(Int(page.width)) px column with text of \(Int(page.minimumText)) px or more"
                let drawn = flow.map { "the subtree of \(OneLine.escaped($0))" } ?? "the whole hierarchy"
                notes.append("\(drawn) does not fit an \(column); drawn as an overview and one picture per subtree: "
                    + "\(names.map(OneLine.escaped).joined(separator: ", ")) (--whole draws it in one picture)")
            }
            for (picture, name) in zip(planned, names) where !picture.fits {
                let size = picture.textSize.map { "\($0) px" } ?? "unmeasured"
                notes.append("\(OneLine.escaped(name)): its smallest text is \(size) in an \(Int(page.width)) px column; "
                    + "\(OneLine.escaped(picture.flow ?? graph.root)) is too wide on its own")
            }
        }
        try report(warnings)
        return (pictures, notes)
    }

    /// The explorer page: the whole hierarchy around an SVG of one layout of it.
    private func explorerPage(of graph: FlowGraph, pictures: [Picture]) throws(ToolError) -> String {
        if pictures.count == 1, let picture = pictures.first, let svg = picture.outputs[.svg], picture.graph == graph, picture.options.depth == options.depth {
            return ExplorerPage(graph: graph, svg: svg, options: picture.options).html
        }
        let rendering = try render(graph, options: options, formats: [.svg])
        try report(rendering.warnings)
        guard let svg = rendering.outputs[.svg] else { throw ToolError(.graphviz, "Graphviz did not render svg") }
        return ExplorerPage(graph: graph, svg: svg, options: options).html
    }

    private func renderer(_ options: RenderOptions) -> IsolatedRenderer {
        IsolatedRenderer(worker: worker.executable, arguments: worker.arguments, options: options, timeLimit: timeLimit)
    }

    private func render(_ graph: FlowGraph, options: RenderOptions, formats: [RenderFormat]) throws(ToolError) -> GraphvizRendering {
        do {
            return try renderer(options).rendering(graph, formats: formats)
        } catch {
            throw ToolError(error)
        }
    }

    /// Prints Graphviz's warnings; unless ``allowGraphvizWarnings``, fails when there are any.
    private func report(_ warnings: [String]) throws(ToolError) {
        for warning in warnings { StandardError.line("warning: graphviz: \(warning)") }
        if !warnings.isEmpty, !allowGraphvizWarnings {
            let count = warnings.count == 1 ? "the warning" : "the \(warnings.count) warnings"
            throw ToolError(.graphviz, "Graphviz could not draw it as asked (\(count) above); nothing was written; --allow-graphviz-warnings writes it anyway")
        }
    }

    /// The base name of each picture: `baseName` for a single one; else `<baseName>-overview` for
    /// the root's and `<baseName>-<flow>` for a subtree's (`<baseName>-<number>` past 200 bytes),
    /// a name taken twice numbered `-2`, `-3` ….
    package static func pictureNames(_ flows: [String?], baseName: String) -> [String] {
        guard flows.count > 1 else { return flows.map { _ in baseName } }
        var taken: Set<String> = []
        return flows.enumerated().map { index, flow in
            var name = "\(baseName)-\(flow.map(fileSafe) ?? "overview")"
            if name.utf8.count > 200 { name = "\(baseName)-\(index + 1)" }
            var unique = name
            var number = 2
            while taken.contains(unique) {
                unique = "\(name)-\(number)"
                number += 1
            }
            taken.insert(unique)
            return unique
        }
    }

    /// `flow` as part of a file name: path separators and line breaks become `_`.
    private static func fileSafe(_ flow: String) -> String {
        String(flow.map { $0 == "/" || $0 == "\\" || $0.unicodeScalars.contains(where: breaksLine) ? "_" : $0 })
    }

    /// The base name of the files written, checked to be one plain file name that fits on one line
    /// of the listing on stdout: `--name`, or the default taken from the example or spec file's name.
    func fileName() throws(ToolError) -> String {
        if let name { return try Self.checked(name, as: "--name") }
        guard let flow else { return try Self.checked(source.stem, as: defaultNameOrigin) }
        return try Self.checked("\(source.stem)-\(Self.fileSafe(flow))", as: defaultNameOrigin)
    }

    /// Where the default base name comes from, as messages name it.
    private var defaultNameOrigin: String {
        switch source {
        case .example: "the example's name"
        case .file(let file): "the default --name (from \(file.path))"
        }
    }

    /// A control character or a Unicode line or paragraph separator: one would split the listing.
    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `name`, when it is one plain file name; `origin` names it in the error (`--name`).
    private static func checked(_ name: String, as origin: String) throws(ToolError) -> String {
        let shown = OneLine.escaped(name)
        let advice = origin == "--name" ? "" : "; give --name"
        guard !name.isEmpty, name != ".", name != ".." else { throw ToolError.usage("\(origin): \"\(shown)\" is not a file name\(advice)") }
        guard !name.contains("/"), !name.contains("\\") else {
            throw ToolError.usage("\(origin): \"\(shown)\" holds a path separator; give a plain file name and --output for the folder")
        }
        guard !name.unicodeScalars.contains(where: breaksLine) else {
            throw ToolError.usage("\(origin): \"\(shown)\" holds a line break or another control character\(advice)")
        }
        // File names hold 255 bytes; the hidden temporary adds about 30 to the name and extension.
        guard name.utf8.count <= 200 else { throw ToolError.usage("\(origin): \(name.utf8.count) bytes; the limit is 200\(advice)") }
        return name
    }
}
