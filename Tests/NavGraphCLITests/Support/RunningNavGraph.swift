import Foundation
import Testing

extension NavGraphBinary {
    /// Runs `script` with bash in `folder`, `$NAVGRAPH` naming the binary: for what `Process` cannot
    /// set up (a closed or full stderr, a FIFO, a file size limit, an inherited descriptor).
    static func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(url, "the navgraph executable is not built: run `swift build` first")
        return try run(executable: URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder, environment: ["NAVGRAPH": binary.path].merging(environment) { $1 })
    }
}

/// `navgraph` started and not yet waited for: to signal it, or its worker, mid-render.
final class RunningNavGraph {
    let process = Process()
    private let stdout = Pipe(), stderr = Pipe()
    private var output: PipeText?
    private var errors: PipeText?

    init(_ arguments: [String], in folder: URL, executable: URL? = nil, environment: [String: String] = [:]) throws {
        let binary: URL = try #require(NavGraphBinary.url, "the navgraph executable is not built")
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        output = PipeText(stdout.fileHandleForReading)
        errors = PipeText(stderr.fileHandleForReading)
    }

    var pid: pid_t { process.processIdentifier }

    /// The first child of `parent` running `render-worker`, once it has started (at most `seconds`).
    static func worker(of parent: pid_t, within seconds: Double = 10) -> pid_t? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 2, pid_t(fields[1]) == parent else { continue }
                let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                if String(decoding: command, as: UTF8.self).contains("render-worker") { return pid }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Whether `pid` is gone (or a zombie nobody needs) within `seconds`.
    static func isGone(_ pid: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].split(separator: " ").first == "Z" { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    /// Waits for it to end.
    func finish() -> NavGraphBinary.Run {
        let out = output?.text() ?? ""
        let err = errors?.text() ?? ""
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return NavGraphBinary.Run(status: status, stdout: out, stderr: err)
    }
}
