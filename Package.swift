// swift-tools-version: 6.1
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
    ],
    dependencies: [],
    targets: [
        // The core: flows as typed state machines, the runtime, the router and the static graph.
        // Standard library only: embeddable in an iOS app.
        .target(name: "NavGraph", swiftSettings: strict),
        // The reference hierarchy of DESIGN.md, written as a user would.
        .target(name: "ToasterExample", dependencies: ["NavGraph"], swiftSettings: client),
        .testTarget(
            name: "NavGraphTests",
            dependencies: ["NavGraph", "ToasterExample"],
            swiftSettings: client
        ),
    ],
    swiftLanguageModes: [.v6]
)
