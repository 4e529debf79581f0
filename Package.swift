// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Library targets: explicit `any`, and imports that do not leak into the public API.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]
/// Targets written as a user would (examples, tests).
let client: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "NavGraph",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "NavGraph", targets: ["NavGraph"]),
        .library(name: "ToasterExample", targets: ["ToasterExample"]),
        .library(name: "NavGraphTesting", targets: ["NavGraphTesting"]),
        .library(name: "ToasterExampleTesting", targets: ["ToasterExampleTesting"]),
        .library(name: "NavGraphGraphviz", targets: ["NavGraphGraphviz"]),
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphMacros", targets: ["NavGraphMacros"]),
        .library(name: "NavGraphSwiftUI", targets: ["NavGraphSwiftUI"]),
        .library(name: "NavGraphUIKit", targets: ["NavGraphUIKit"]),
        .library(name: "NavGraphDiagramTesting", targets: ["NavGraphDiagramTesting"]),
        .plugin(name: "NavGraphPlugin", targets: ["NavGraphPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // The core: flows as typed state machines, the runtime, the router and the static graph.
        // Standard library only: embeddable in an iOS app.
        .target(name: "NavGraph", swiftSettings: strict),
        // The reference hierarchy of DESIGN.md, written as a user would.
        .target(name: "ToasterExample", dependencies: ["NavGraph", "NavGraphMacros"], swiftSettings: client),
        // State-transition property tests for any flow hierarchy: generated event traces, invariants,
        // shrinking, transition-coverage paths. Built on swift-property-based (Swift Testing).
        .target(
            name: "NavGraphTesting",
            dependencies: ["NavGraph", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        // The reference app's event catalog for NavGraphTesting, as a user's test-support module holds it.
        .target(name: "ToasterExampleTesting", dependencies: ["NavGraphTesting", "ToasterExample"], swiftSettings: strict),
        .testTarget(
            name: "NavGraphTestingTests",
            dependencies: ["NavGraphTesting", "ToasterExample", "ToasterExampleTesting"],
            swiftSettings: client
        ),
        // Graphviz's libcgraph and libgvc from the system: module map and shim header, no vendored headers.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // FlowGraph → libcgraph graph → libgvc layout → DOT, SVG, PNG; Graphviz errors as Swift errors.
        .target(name: "NavGraphGraphviz", dependencies: ["NavGraph", "CGraphviz"], swiftSettings: strict),
        .testTarget(
            name: "NavGraphGraphvizTests",
            dependencies: [
                "NavGraphGraphviz", "NavGraph", "ToasterExample",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Golden"],
            swiftSettings: client
        ),
        // What the navgraph commands do: load a spec or an example, render it in an isolated worker,
        // write outputs atomically, report one-line errors.
        // The built-in example is its spec, not ToasterExample: users' plugin runs do not build swift-syntax.
        .target(name: "NavGraphTool", dependencies: ["NavGraph", "NavGraphGraphviz"], swiftSettings: strict),
        // The command-line tool: commands and options only.
        .executableTarget(
            name: "navgraph",
            dependencies: ["NavGraphTool", "NavGraphGraphviz", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: client
        ),
        // Prints the reference's spec from ToasterExample for scripts/record-reference-spec, which
        // writes it into NavGraphTool: the only command that builds swift-syntax for navgraph's example.
        .executableTarget(name: "ReferenceSpec", dependencies: ["NavGraph", "ToasterExample"], swiftSettings: client),
        .testTarget(
            name: "NavGraphCLITests",
            dependencies: ["NavGraphTool", "NavGraphGraphviz", "NavGraph", "ToasterExample"],
            exclude: ["Golden"],
            swiftSettings: client
        ),
        // Diagrams as tests in a user's test target: records spec JSON, DOT, Mermaid (SVG, PNG) and
        // fails with a graph diff when the committed ones are stale.
        .target(name: "NavGraphDiagramTesting", dependencies: ["NavGraph", "NavGraphGraphviz"], swiftSettings: strict),
        .testTarget(name: "NavGraphDiagramTestingTests", dependencies: ["NavGraphDiagramTesting", "NavGraph"], swiftSettings: client),
        // `swift package navgraph render|check`: the package's own navgraph over the specs a package commits.
        .plugin(
            name: "NavGraphPlugin",
            capability: .command(
                intent: .custom(verb: "navgraph", description: "Render or lint the flow specs committed under diagrams/ with navgraph."),
                permissions: [.writeToPackageDirectory(reason: "navgraph render writes DOT, SVG, PNG and Mermaid beside each spec.")]
            ),
            dependencies: ["navgraph"]
        ),
        // Stand-ins for SwiftUI's and UIKit's public type names: NavGraphNameTests proves none collides.
        .target(name: "PlatformTypeNames", path: "Tests/PlatformTypeNames"),
        .testTarget(name: "NavGraphNameTests", dependencies: ["NavGraph", "PlatformTypeNames"], swiftSettings: client),
        // README's Swift samples, compiled as written (and run where they write no files).
        .testTarget(
            name: "ReadmeTests",
            dependencies: ["NavGraph", "NavGraphMacros", "ToasterExample", "NavGraphGraphviz", "NavGraphTesting", "ToasterExampleTesting"],
            swiftSettings: client
        ),
        // The DocC articles' Swift samples, compiled as written (and run where they write no files).
        .testTarget(
            name: "ArticleSampleTests",
            dependencies: ["NavGraph", "ToasterExample", "NavGraphGraphviz", "NavGraphTesting", "ToasterExampleTesting"],
            swiftSettings: client
        ),
        .testTarget(
            name: "NavGraphTests",
            dependencies: ["NavGraph", "ToasterExample", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: client
        ),
        // `@FlowEvent`'s and `@FlowRoute`'s expansions, run by the compiler. Only this target and its tests build swift-syntax:
        // the core and apps that do without the macro never build it.
        .macro(
            name: "NavGraphMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strict
        ),
        // The `@FlowEvent` and `@FlowRoute` declarations that users import beside NavGraph.
        .target(name: "NavGraphMacros", dependencies: ["NavGraph", "NavGraphMacrosPlugin"], swiftSettings: strict),
        .testTarget(
            name: "NavGraphMacrosTests",
            dependencies: [
                "NavGraph", "NavGraphMacros", "NavGraphMacrosPlugin",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: client
        ),
        // Platform adapters: their logic is generic and runs on Linux; one `#if canImport` file each
        // binds it to SwiftUI or UIKit. What both share stays at `package` access.
        .target(name: "NavGraphPlatform", dependencies: ["NavGraph"], swiftSettings: strict),
        .target(name: "NavGraphSwiftUI", dependencies: ["NavGraph", "NavGraphPlatform"], swiftSettings: strict),
        .target(name: "NavGraphUIKit", dependencies: ["NavGraph", "NavGraphPlatform"], swiftSettings: strict),
        .testTarget(
            name: "NavGraphAdapterTests",
            dependencies: [
                "NavGraphSwiftUI", "NavGraphUIKit", "NavGraph", "NavGraphTesting", "ToasterExample", "ToasterExampleTesting", "PlatformTypeNames",
            ],
            swiftSettings: client
        ),
    ],
    swiftLanguageModes: [.v6]
)
