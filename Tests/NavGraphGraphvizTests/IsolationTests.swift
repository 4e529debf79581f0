import Foundation
import NavGraph
@testable import NavGraphGraphviz
import Testing

/// ``IsolatedRenderer`` against stand-in workers: a crash, a hang, nonsense, nothing at all.
@Suite("The isolated renderer survives its worker")
struct IsolationTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    func render(_ script: String, timeLimit: Double = 10) throws -> GraphvizError? {
        let renderer = IsolatedRenderer(worker: Self.shell, arguments: ["-c", script], timeLimit: timeLimit)
        let graph = try Graphs.toaster()
        do {
            _ = try renderer.render(graph, formats: [.svg])
            return nil
        } catch {
            return error
        }
    }

    @Test("A worker killed by a signal is reported as a crash, with what it printed")
    func crash() throws {
        let error = try #require(try render("cat >/dev/null; echo 'Error: trouble in init_rank' >&2; kill -SEGV $$"))
        #expect(error.code == .crashed)
        #expect(error.message.contains("SIGSEGV"))
        #expect(error.message.contains("trouble in init_rank"))
    }

    @Test("A worker that does not finish is stopped at the time limit")
    func hang() throws {
        let started = Date()
        let error = try #require(try render("exec sleep 30", timeLimit: 0.5))
        #expect(error.code == .timedOut)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("A worker that ignores SIGTERM is killed")
    func stubbornHang() throws {
        let started = Date()
        let error = try #require(try render("trap '' TERM; while :; do sleep 0.1; done", timeLimit: 0.3))
        #expect(error.code == .timedOut)
        #expect(Date().timeIntervalSince(started) < 8)
    }

    @Test("A worker that answers nonsense, or dies before reading its input, is a worker failure")
    func nonsense() throws {
        #expect(try render("cat >/dev/null; echo hello")?.code == .workerFailed)
        #expect(try render("exit 3")?.code == .workerFailed)
        #expect(try render("printf 'navgraph-frames 1\\nsvg 100\\nshort'")?.code == .workerFailed)
    }

    @Test("A worker's error frame becomes its GraphvizError")
    func errorFrame() throws {
        let json = #"{"code":"layoutFailed","message":"Graphviz could not lay out the graph with dot: boom"}"#
        let error = try #require(try render("cat >/dev/null; printf 'navgraph-frames 1\\nerror \(json.utf8.count)\\n%send\\n' '\(json)'; exit 1"))
        #expect(error == GraphvizError(code: .layoutFailed, message: "Graphviz could not lay out the graph with dot: boom"))
    }

    @Test("A missing worker executable is reported")
    func missingWorker() throws {
        let renderer = IsolatedRenderer(worker: URL(fileURLWithPath: "/nonexistent/navgraph"), arguments: ["render-worker"])
        #expect(throws: GraphvizError.self) { try renderer.render(try Graphs.toaster(), formats: [.svg]) }
    }

    @Test("Frames survive a round trip; a cut stream is refused")
    func frames() {
        let frames: [(tag: String, data: Data)] = [("svg", Data("<svg/>".utf8)), ("png", Data([0, 1, 2, 10, 13])), ("dot", Data())]
        let encoded = WorkerFrames.encode(frames)
        let decoded = WorkerFrames.decode(encoded)
        #expect(decoded?.map(\.tag) == ["svg", "png", "dot"])
        #expect(decoded?.map(\.data) == frames.map(\.data))
        #expect(WorkerFrames.decode(encoded.dropLast(2)) == nil)
        #expect(WorkerFrames.decode(Data()) == nil)
    }
}
