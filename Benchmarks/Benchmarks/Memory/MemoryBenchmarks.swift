import Benchmark
import BenchmarkFixtures
import BenchmarkHarness
import LoginApp
import NavGraph
import ToasterExample

/// Memory: bytes that stay allocated per live coordinator, per runtime and per launched app.
let benchmarks: @Sendable () -> Void = {
    let count = 200

    memoryBenchmark("Memory: FlowRuntime + no-op router + 1 coordinator (LoginFlow)", MemoryWorkload(count: count) { _ in
        LoginRuntimeFixture(router: NoOpRouter())
    })
    memoryBenchmark("Memory: FlowRuntime + HeadlessRouter + 1 coordinator (LoginFlow)", MemoryWorkload(count: count) { _ in
        LoginRuntimeFixture(router: HeadlessRouter())
    })
    memoryBenchmark("Memory: Toaster launched, 6 coordinators, HeadlessRouter", MemoryWorkload(count: count) { _ in
        ToasterFixture(router: HeadlessRouter())
    })

    for (routerName, makeRouter) in [("no-op router", { @MainActor in NoOpRouter() as any Router }), ("HeadlessRouter", { @MainActor in HeadlessRouter() as any Router })] {
        let apps = LinkDetailApps(count: count, makeRouter: makeRouter)
        memoryBenchmark("Memory: one more coordinator (LinkDetail pushed from Home), \(routerName)", MemoryWorkload(
            count: count,
            prepare: { apps.launch() },
            make: { index in apps.openLink(in: index) },
            tearDown: { apps.closeAll() }
        ))
    }
}

/// Launched apps on which each measured item starts one LinkDetail child.
@MainActor
final class LinkDetailApps: Sendable {
    private let count: Int
    private let makeRouter: @MainActor @Sendable () -> any Router
    private var apps: [ToasterFixture] = []

    nonisolated init(count: Int, makeRouter: @escaping @MainActor @Sendable () -> any Router) {
        self.count = count
        self.makeRouter = makeRouter
    }

    /// Launches the apps and opens and closes a link in each once, so that what the first start
    /// of a flow type makes (its shared transition table) is not counted per coordinator.
    func launch() {
        apps = (0..<count).map { _ in ToasterFixture(router: makeRouter()) }
        do {
            for app in apps {
                try app.sendOpenLink(id: 0)
                try app.closeLink()
            }
        } catch {
            fatalError("warm-up rejected: \(error)")
        }
    }

    /// Starts LinkDetail in app `index`; the runtime keeps the coordinator, so nothing is returned.
    func openLink(in index: Int) -> Any {
        do {
            try apps[index].sendOpenLink(id: index)
        } catch {
            fatalError("openLink rejected: \(error)")
        }
        return ()
    }

    func closeAll() {
        apps.removeAll()
    }
}
