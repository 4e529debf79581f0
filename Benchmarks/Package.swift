// swift-tools-version: 6.1
import PackageDescription

// NavGraph's benchmarks: a package of its own so that the main build and test run never see them.
// Run with `swift package --disable-sandbox benchmark` from this directory (see README.md).
let package = Package(
    name: "NavGraphBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "NavGraph", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // package-benchmark's malloc counters, read directly for exact per-batch allocation counts.
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.5.0"),
    ],
    targets: [
        // The flat benchmark's app: the login flow alone in its module, as an app with one flow
        // declares it, with its hand-written baselines and the no-op router. A module of its own,
        // so that nothing else specialised in it shares its code.
        .target(
            name: "LoginApp",
            dependencies: [.product(name: "NavGraph", package: "NavGraph"), .product(name: "NavGraphMacros", package: "NavGraph")]
        ),
        // What the other benchmarks drive, written as an app's module would: NavGraph is consumed
        // as a package.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "NavGraphTesting", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
                .product(name: "ToasterExampleTesting", package: "NavGraph"),
            ]
        ),
        // A thousand distinct flow types, each a struct with its own route and event enumerations
        // marked with the macros, written by scripts/generate-flow-types: what a first deep link in a
        // large app reads.
        .target(
            name: "ManyFlowTypes",
            dependencies: [.product(name: "NavGraph", package: "NavGraph"), .product(name: "NavGraphMacros", package: "NavGraph")]
        ),
        // The shared measuring code: workloads, ratios against a baseline, allocation counts.
        .target(
            name: "BenchmarkHarness",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        .executableTarget(
            name: "DispatchBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "BenchmarkHarness",
                "LoginApp",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
            ],
            path: "Benchmarks/Dispatch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MemoryBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "BenchmarkHarness",
                "LoginApp",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
            ],
            path: "Benchmarks/Memory",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "BenchmarkHarness",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "NavGraphGraphviz", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
            ],
            path: "Benchmarks/Render",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ExplorationBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "BenchmarkHarness",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "NavGraphTesting", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
            ],
            path: "Benchmarks/Exploration",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LinkBenchmarks",
            dependencies: [
                "BenchmarkHarness",
                "ManyFlowTypes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
            ],
            path: "Benchmarks/Links",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GraphBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "BenchmarkHarness",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavGraph", package: "NavGraph"),
            ],
            path: "Benchmarks/Graph",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
