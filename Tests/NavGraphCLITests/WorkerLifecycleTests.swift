import Foundation
import Testing

/// Each test starts a render that takes many seconds (1,000 nodes, labelled edges between clusters)
/// and ends it within a few by a signal.
@Suite("navgraph render's worker: stopped with its parent, given nothing of the caller's")
struct WorkerLifecycleTests {
    static func largeSpec(in folder: TemporaryFolder) throws {
        try folder.write(LargeGraph.make(flows: 100, routes: 10).jsonSpec(), to: "large.json")
    }

    static let arguments = ["render", "--whole", "large.json", "--format", "svg,png", "--output", "out/deeper", "--timeout", "60"]

    @Test("The CLI killed with SIGKILL takes its worker with it within 2 s")
    func parentKilled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.largeSpec(in: folder)
        let cli = try RunningNavGraph(Self.arguments, in: folder.url)
        let worker = try #require(RunningNavGraph.worker(of: cli.pid))
        usleep(500_000)  // past reading its request (a worker cut off before that ends by itself)
        kill(cli.pid, SIGKILL)
        #expect(RunningNavGraph.isGone(worker, within: 2), "the worker \(worker) outlived its parent")
        kill(worker, SIGKILL)  // when it did: end it, so that the CLI's output closes
        _ = cli.finish()
    }

    @Test("SIGINT and SIGTERM stop the worker, write nothing and exit 128 + the signal", arguments: [SIGINT, SIGTERM])
    func interrupted(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.largeSpec(in: folder)
        let cli = try RunningNavGraph(Self.arguments, in: folder.url)
        let worker = try #require(RunningNavGraph.worker(of: cli.pid))
        usleep(500_000)
        kill(cli.pid, signal)
        let gone = RunningNavGraph.isGone(worker, within: 2)
        kill(worker, SIGKILL)
        let run = cli.finish()
        #expect(gone, "the worker \(worker) outlived its parent")
        #expect(run.status == 128 + signal)
        #expect(run.errorLines == ["error: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): the Graphviz worker was stopped and nothing was written"])
        #expect(try folder.contents() == ["large.json"])
    }

    @Test("A worker killed from outside is reported as such, without crash advice")
    func workerKilled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.largeSpec(in: folder)
        let cli = try RunningNavGraph(Self.arguments, in: folder.url)
        let worker = try #require(RunningNavGraph.worker(of: cli.pid))
        kill(worker, SIGKILL)
        let run = cli.finish()
        #expect(run.status == 70)
        #expect(run.errorLines == ["error: the Graphviz worker was killed by signal 9 (SIGKILL)"])
        #expect(try folder.contents() == ["large.json"])
    }

    @Test("The worker holds only stdin, stdout and stderr, and a minimal environment")
    func workerInheritsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.largeSpec(in: folder)
        try folder.write("planted", to: "planted.txt")
        let script = "exec 7<planted.txt; NAVGRAPH_TEST_SECRET=hunter2 exec \"$NAVGRAPH\" " + Self.arguments.joined(separator: " ")
        let binary = try #require(NavGraphBinary.url)
        let cli = try RunningNavGraph(["-c", script], in: folder.url, executable: URL(fileURLWithPath: "/bin/bash"), environment: ["NAVGRAPH": binary.path])
        defer {
            kill(cli.pid, SIGKILL)
            _ = cli.finish()
        }
        let worker = try #require(RunningNavGraph.worker(of: cli.pid))
        let planted = folder.file("planted.txt").resolvingSymlinksInPath().path
        func openFiles(_ pid: pid_t) -> [String: String] {
            var files: [String: String] = [:]
            for fd in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? [] {
                files[fd] = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? "?"
            }
            return files
        }
        #expect(openFiles(cli.pid).values.contains(planted), "the test did not plant its descriptor")
        let workerFiles = openFiles(worker)
        #expect(!workerFiles.values.contains(planted), "the worker inherited fd 7: \(workerFiles)")
        let environment = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(worker)/environ"))) ?? Data(), as: UTF8.self)
            .split(separator: "\0").map { String($0.prefix { $0 != "=" }) }
        #expect(!environment.isEmpty)
        #expect(!environment.contains("NAVGRAPH_TEST_SECRET"))
        #expect(!environment.contains("NAVGRAPH"))
        let allowed: Set<String> = ["PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "TZ", "LD_LIBRARY_PATH", "GVBINDIR", "GDFONTPATH", "DOTFONTPATH",
                                               "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS", "XDG_CACHE_HOME",
                                               "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"]
        let unexpected = environment.filter { !allowed.contains($0) && !$0.hasPrefix("LC_") && !$0.hasPrefix("FONTCONFIG_") }
        #expect(unexpected.isEmpty, "the worker got \(unexpected)")
    }
}
