public import Foundation

/// The worker side of ``IsolatedRenderer``: reads a ``RenderRequest`` as JSON on stdin, renders it
/// with ``GraphvizRenderer`` (libgvc, in this process) and writes the outputs to stdout.
///
/// An executable offers it as a hidden command and returns its status:
///
/// ```swift
/// struct RenderWorkerCommand: ParsableCommand {
///     func run() throws {
///         let status = RenderWorker.run()
///         if status != 0 { throw ExitCode(status) }
///     }
/// }
/// ```
///
/// The worker ends as soon as its parent is gone: a thread watches the stdout pipe, which reports an
/// error once nobody holds its reading end (the parent was killed, even with SIGKILL). It also stops
/// itself with `SIGALRM` a few seconds after the request's time limit.
public enum RenderWorker {
    /// Exit status: rendered; every output is on stdout.
    public static let rendered: Int32 = 0
    /// Exit status: Graphviz failed; the ``GraphvizError`` is on stdout.
    public static let failed: Int32 = 1
    /// Exit status: stdin held no valid request.
    public static let badRequest: Int32 = 2

    /// Serves one request from `input` to `output` (stdin and stdout by default) and returns the
    /// exit status.
    public static func run(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Int32 {
        ParentWatch.start(output.fileDescriptor)
        let request: RenderRequest
        do {
            let data = try input.readToEnd() ?? Data()
            request = try JSONDecoder().decode(RenderRequest.self, from: data)
        } catch {
            let failure = GraphvizError(.worker("no valid render request on stdin: \(error)"))
            write(WorkerFrames.encode([("error", encode(failure))]), to: output)
            return badRequest
        }
        if request.timeLimit > 0 {
            alarm(UInt32(min(request.timeLimit.rounded(.up), Double(UInt32.max - 10))) + 5)
        }
        do {
            let rendering = try GraphvizRenderer(options: request.options).rendering(request.graph, formats: request.formats)
            var frames = request.formats.compactMap { format in rendering.outputs[format].map { (format.rawValue, $0) } }
            if !rendering.warnings.isEmpty, let warnings = try? JSONEncoder().encode(rendering.warnings) {
                frames.append((WorkerFrames.warnings, warnings))
            }
            write(WorkerFrames.encode(frames), to: output)
            return rendered
        } catch {
            write(WorkerFrames.encode([("error", encode(error))]), to: output)
            return failed
        }
    }

    private static func encode(_ error: GraphvizError) -> Data {
        (try? JSONEncoder().encode(error)) ?? Data()
    }

    private static func write(_ data: Data, to output: FileHandle) {
        try? output.write(contentsOf: data)
    }
}
