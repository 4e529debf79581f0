import Foundation
import Testing

/// The built `navgraph` executable, run as a user would.
enum NavGraphBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// stderr's lines.
        var errorLines: [Substring] { stderr.split(separator: "\n") }
    }

    /// `navgraph` next to the test bundle (`.build/<configuration>/`), or `$NAVGRAPH_BINARY`.
    static var url: URL? {
        if let path = ProcessInfo.processInfo.environment["NAVGRAPH_BINARY"] { return URL(fileURLWithPath: path) }
        let folders = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
            .compactMap { $0?.deletingLastPathComponent() }
        var candidates: [URL] = []
        for folder in folders {
            var current = folder
            for _ in 0..<4 {  // the bundle may be nested: …/debug/NavGraphPackageTests.xctest/Contents/MacOS
                candidates.append(current.appendingPathComponent("navgraph"))
                current = current.deletingLastPathComponent()
            }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `navgraph arguments…` in `folder`, with `environment` added to this process's.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(url, "the navgraph executable is not built: run `swift build` first")
        return try run(executable: binary, arguments, in: folder, environment: environment)
    }

    /// Runs `executable arguments…` in `folder`, with `environment` added to this process's.
    static func run(executable binary: URL, _ arguments: [String], in folder: URL?, environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "100"].merging(environment) { $1 }) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errors = PipeText(stderr.fileHandleForReading)
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: output, stderr: errors.text())
    }
}

/// Reads a pipe to its end on another thread.
final class PipeText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            let read = handle.readDataToEndOfFile()
            self.lock.withLock { self.data = read }
            self.done.signal()
        }.start()
    }

    func text() -> String {
        done.wait()
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    func contents(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? url.path : file(name).path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
