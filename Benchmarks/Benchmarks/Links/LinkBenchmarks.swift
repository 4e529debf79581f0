import Benchmark
import BenchmarkHarness
import NavGraph
import ToasterExample

/// Deep links on the reference app: planning `clip/7` from Home's settings (the shortest way is
/// two steps: select the Clip tab, open the clip), and opening it (planning and applying), each
/// iteration from the same configuration restored from a snapshot outside the measurement.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    let configuration = Benchmark.Configuration(metrics: metrics, timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 20_000)

    Benchmark("Deep link: plan clip/7 from Home.settings (Toaster)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            guard let toaster = LinkFixture() else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try? toaster.runtime.plan("toaster://clip/7")) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Deep link: open clip/7 from Home.settings, plan + apply (Toaster)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            guard let toaster = LinkFixture() else { return }
            for _ in benchmark.scaledIterations {
                toaster.reset()
                benchmark.startMeasurement()
                blackHole(try? toaster.runtime.open("toaster://clip/7"))
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Deep link: unreachable clip/7 while logged out, whole search (Toaster)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor {
            let runtime = FlowRuntime(router: HeadlessRouter())
            guard let app = try? runtime.start(AppFlow(session: Session(hasSession: false))), (try? app.send(.launch)) != nil else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try? runtime.plan("clip/7")) }
            benchmark.stopMeasurement()
        }
    }

    // An unreachable link's whole search over nested flows: the curve of planning against depth.
    let nestedConfiguration = Benchmark.Configuration(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 200)
    for depth in [10, 100, 1_000, 3_000] {
        Benchmark("Deep link: unreachable vault from \(depth) nested folders", configuration: nestedConfiguration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            onMainActor {
                guard let runtime = NestedFolderFlow.runtime(depth: depth) else { return }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(try? runtime.open("vault")) }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// Toaster signed in, on Home's settings, restorable to that configuration.
@MainActor
final class LinkFixture {
    let runtime: FlowRuntime
    private let start: FlowSnapshot

    init?() {
        runtime = FlowRuntime(router: HeadlessRouter())
        guard let app = try? runtime.start(AppFlow(session: Session(hasSession: true))), (try? app.send(.launch)) != nil,
            (try? runtime.open("settings")) != nil
        else { return nil }
        start = runtime.snapshot()
    }

    /// Back to Home's settings.
    func reset() {
        try? runtime.restore(start)
    }
}
