import Foundation
import Testing

/// Graphviz's own `dot` command, an oracle independent of the library: it must read every DOT the
/// library writes without a warning.
enum DotOracle {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// The `dot` executable on PATH.
    static var executable: URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `dot <arguments>` with `input` on stdin.
    static func run(_ arguments: [String], input: Data) throws -> Result {
        let dot = try #require(executable, "Graphviz's dot is not on PATH: run scripts/ensure-graphviz")
        let process = Process()
        process.executableURL = dot
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = ErrorReader(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: output, stderr: errors.text())
    }

    /// Checks that `dot -Tcanon` reads `dot` with exit status 0 and nothing on stderr; returns the
    /// canonical DOT it wrote.
    @discardableResult
    static func accepts(_ dot: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(["-Tcanon"], input: Data(dot.utf8))
        #expect(result.status == 0, "dot -Tcanon exited with \(result.status)", sourceLocation: sourceLocation)
        #expect(result.stderr.isEmpty, "dot -Tcanon warned: \(result.stderr)", sourceLocation: sourceLocation)
        return String(decoding: result.stdout, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
final class ErrorReader: @unchecked Sendable {
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
