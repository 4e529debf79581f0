// swift-tools-version: 6.2
import PackageDescription

// The reference hierarchy as an iOS app: a SwiftUI scene and a UIKit scene over the same flows.
// `ToasterAppModel` (what each screen shows, links, saved state) builds and is tested on Linux;
// `ToasterApp` (views, scenes) compiles where SwiftUI and UIKit exist. README.md says how to run it.
let package = Package(
    name: "ToasterApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ToasterAppModel", targets: ["ToasterAppModel"]),
        .library(name: "ToasterApp", targets: ["ToasterApp"]),
    ],
    dependencies: [.package(name: "NavGraph", path: "../..")],
    targets: [
        .target(
            name: "ToasterAppModel",
            dependencies: [
                .product(name: "NavGraph", package: "NavGraph"),
                .product(name: "ToasterExample", package: "NavGraph"),
            ]
        ),
        .target(
            name: "ToasterApp",
            dependencies: [
                "ToasterAppModel",
                .product(name: "NavGraphSwiftUI", package: "NavGraph"),
                .product(name: "NavGraphUIKit", package: "NavGraph"),
            ]
        ),
        .testTarget(name: "ToasterAppModelTests", dependencies: ["ToasterAppModel"]),
    ],
    swiftLanguageModes: [.v6]
)
