import Benchmark
import BenchmarkHarness
import ManyFlowTypes
import NavGraph
import ToasterExample

/// Deep links on the reference app: planning `clip/7` from Home's settings (the shortest way is
/// two steps: select the Clip tab, open the clip), and opening it (planning and applying), each
/// iteration from the same configuration restored from a snapshot outside the measurement.
let benchmarks: @Sendable () -> Void = {
    FreshProcess.runIfStarted([
        "first plan, 10 flow types": { blackHole(CatalogFixture<Catalog10Flow>(link: "g5")?.plan()) },
        "first plan, 1,000 flow types": { blackHole(CatalogFixture<Catalog1000Flow>(link: "g500")?.plan()) },
        "every definition, 1,000 flow types": { readDefinitions(of: Catalog1000Flow.self) },
    ])
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

    // Issue #44's planning budgets: a plan among 1,000 flow types and over 10,001 live flows,
    // each against the same plan at a tenth or less; the first plan in a fresh process.
    pairedBenchmark("Deep link: plan g500 among 1,000 flow types (vs g5 among 10)") {
        guard let subject = CatalogFixture<Catalog1000Flow>(link: "g500"), let baseline = CatalogFixture<Catalog10Flow>(link: "g5"),
            subject.plan()?.steps.count == 2, baseline.plan()?.steps.count == 2
        else { return nil }
        return ({ blackHole(subject.plan()) }, { blackHole(baseline.plan()) })
    }
    pairedBenchmark("Deep link: plan info over 10,001 nested folders (vs 11)") {
        guard let subject = NestedFolderFlow.runtime(depth: 10_001), let baseline = NestedFolderFlow.runtime(depth: 11),
            (try? subject.plan("info"))?.steps.count == 1, (try? baseline.plan("info"))?.steps.count == 1
        else { return nil }
        return ({ blackHole(try? subject.plan("info")) }, { blackHole(try? baseline.plan("info")) })
    }
    // A plan whose first step is taken on a copy of the tree: the top folder's info dismissed, then
    // the folder closed.
    pairedBenchmark("Deep link: two-step plan over 10,001 nested folders (vs 11)") {
        guard let subject = NestedFolderFlow.showingInfo(depth: 10_001), let baseline = NestedFolderFlow.showingInfo(depth: 11),
            (try? subject.plan(NestedFolderFlow.self, sending: .close))?.steps.count == 2,
            (try? baseline.plan(NestedFolderFlow.self, sending: .close))?.steps.count == 2
        else { return nil }
        return (
            { blackHole(try? subject.plan(NestedFolderFlow.self, sending: .close)) },
            { blackHole(try? baseline.plan(NestedFolderFlow.self, sending: .close)) }
        )
    }
    freshProcessBenchmark(
        "Deep link: first plan in a fresh process, g500 among 1,000 flow types (vs g5 among 10)",
        subject: "first plan, 1,000 flow types", baseline: "first plan, 10 flow types"
    )
    // The floor of that first plan: a link's search reads every flow's definition, and the first
    // read of each builds it (its generic types' metadata made, their conformances looked up).
    freshProcessBenchmark(
        "Deep link: first plan in a fresh process, 1,000 flow types (vs reading every definition)",
        subject: "first plan, 1,000 flow types", baseline: "every definition, 1,000 flow types"
    )

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

/// Reads the definitions of `Catalog` and of each of its flows, as a fresh process's first plan does.
private func readDefinitions<Catalog: CatalogFlow>(of catalog: Catalog.Type) {
    blackHole(Catalog.definition)
    for type in Catalog.flowTypes { readDefinition(of: type) }
}

private func readDefinition<F: Flow>(of type: F.Type) {
    blackHole(F.definition)
}

/// A catalog on its home screen and a link to the detail of one of its generated flows: the search
/// starts each flow of the catalog, then shows the details of those before the one the link names.
@MainActor
struct CatalogFixture<Catalog: CatalogFlow> {
    let runtime = FlowRuntime(router: HeadlessRouter())
    let link: String

    init?(link: String) {
        self.link = link
        guard (try? runtime.start(Catalog())) != nil else { return nil }
    }

    func plan() -> LinkPlan? {
        try? runtime.plan(link)
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
