import NavGraph
import Foundation

/// A diagram Graphviz could not build, lay out, render or write, with Graphviz's own messages.
///
/// Match a kind of failure with `~=`:
///
/// ```swift
/// do {
///     let png = try GraphvizRenderer().render(graph, as: .png)
/// } catch GraphvizError.Code.pluginMissing {
///     print("install Graphviz's cairo plugin")
/// } catch {
///     print(error)   // one line: what failed, and what Graphviz said
/// }
/// ```
public struct GraphvizError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The code's name, as ``GraphvizError`` encodes it (`"timedOut"`).
        public let rawValue: String
        /// The code named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code's name.
        public var description: String { rawValue }

        /// The `FlowGraph` does not validate.
        public static let invalidGraph = Code(rawValue: "invalidGraph")
        /// `gvContext()` failed.
        public static let contextUnavailable = Code(rawValue: "contextUnavailable")
        /// A layout engine or render device is not installed or not registered.
        public static let pluginMissing = Code(rawValue: "pluginMissing")
        /// cgraph refused to create a graph, subgraph, node, edge or attribute.
        public static let graphConstruction = Code(rawValue: "graphConstruction")
        /// `gvLayout` failed.
        public static let layoutFailed = Code(rawValue: "layoutFailed")
        /// `gvRenderData` failed.
        public static let renderFailed = Code(rawValue: "renderFailed")
        /// `agwrite` failed.
        public static let writeFailed = Code(rawValue: "writeFailed")
        /// An output file or folder could not be written.
        public static let outputFailed = Code(rawValue: "outputFailed")
        /// The isolated worker process crashed (a crash inside libgvc).
        public static let crashed = Code(rawValue: "crashed")
        /// The isolated worker process was killed from outside (SIGKILL, SIGTERM, SIGINT, SIGHUP): not a crash.
        public static let killed = Code(rawValue: "killed")
        /// The isolated worker process did not finish in time (a hang inside libgvc).
        public static let timedOut = Code(rawValue: "timedOut")
        /// The isolated worker process could not be started or answered nonsense.
        public static let workerFailed = Code(rawValue: "workerFailed")
    }

    /// The kind of failure.
    public let code: Code
    /// What failed, in one line, ending with Graphviz's own message when it gave one.
    public let message: String

    /// An error of kind `code`.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}

extension GraphvizError.Code {
    /// Whether `error` is a ``GraphvizError`` of kind `code`: `catch GraphvizError.Code.timedOut`.
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? GraphvizError)?.code == code
    }
}

/// Everything that can go wrong while rendering, mapped to a ``GraphvizError`` in one exhaustive place.
enum GraphvizFailure {
    case invalidGraph(FlowGraphError)
    case contextUnavailable
    case layoutPluginMissing(engine: String, available: [String])
    case devicePluginMissing(format: String, available: [String])
    case construction(what: String, name: String, messages: GraphvizMessages)
    case layout(engine: String, messages: GraphvizMessages)
    case render(format: String, messages: GraphvizMessages)
    case write(messages: GraphvizMessages)
    case output(path: String, reason: String)
    case crashed(signal: Int32, stderr: String)
    case killed(signal: Int32)
    case timedOut(seconds: Double)
    case worker(String)
}

extension GraphvizError {
    init(_ failure: GraphvizFailure) {
        switch failure {
        case .invalidGraph(let error):
            self.init(code: .invalidGraph, message: "invalid graph: \(error)")
        case .contextUnavailable:
            self.init(code: .contextUnavailable, message: "Graphviz could not create a context (gvContext failed)")
        case .layoutPluginMissing(let engine, let available):
            self.init(code: .pluginMissing, message: "Graphviz has no layout engine \"\(engine)\" (it knows: \(Self.list(available))); "
                + Self.pluginAdvice)
        case .devicePluginMissing(let format, let available):
            self.init(code: .pluginMissing, message: "Graphviz has no renderer for \"\(format)\" (it knows: \(Self.list(available))); "
                + Self.pluginAdvice)
        case .construction(let what, let name, let messages):
            self.init(code: .graphConstruction, message: "cgraph could not create \(what) \"\(name)\"" + messages.suffix)
        case .layout(let engine, let messages):
            self.init(code: .layoutFailed, message: "Graphviz could not lay out the graph with \(engine)" + messages.suffix)
        case .render(let format, let messages):
            self.init(code: .renderFailed, message: "Graphviz could not render \(format)" + messages.suffix)
        case .write(let messages):
            self.init(code: .writeFailed, message: "cgraph could not write the graph as DOT" + messages.suffix)
        case .output(let path, let reason):
            self.init(code: .outputFailed, message: "cannot write \(path): \(reason)")
        case .crashed(let signal, let stderr):
            let said = stderr.isEmpty ? "" : " after printing \"\(stderr)\""
            self.init(code: .crashed, message: "Graphviz crashed with signal \(signal) (\(Self.signalName(signal)))\(said) while laying out or rendering")
        case .killed(let signal):
            self.init(code: .killed, message: "the Graphviz worker was killed by signal \(signal) (\(Self.signalName(signal)))")
        case .timedOut(let seconds):
            self.init(code: .timedOut, message: "Graphviz did not finish within \(Self.format(seconds)) s and was stopped")
        case .worker(let reason):
            self.init(code: .workerFailed, message: "the render worker failed: \(reason)")
        }
    }

    private static let pluginAdvice =
        "install Graphviz's plugins (Debian/Ubuntu: apt-get install libgvc6 graphviz; macOS: brew install graphviz) "
        + "and register them (`dot -c` as root)"

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGSEGV: "SIGSEGV"
        case SIGALRM: "SIGALRM"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }
}
