// swift-tools-version: 6.1
import PackageDescription

// A package that uses NavGraph as an app would, written from the README's "Use it in your app".
// An app takes NavGraph from its URL; this one takes the repository it lives in by path, named
// "NavGraph" because SwiftPM would otherwise name a path dependency after its folder.
let package = Package(
    name: "Bookshelf",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "Bookshelf", targets: ["Bookshelf"])],
    dependencies: [.package(name: "NavGraph", path: "../..")],
    targets: [
        .target(name: "Bookshelf", dependencies: [.product(name: "NavGraph", package: "NavGraph")]),
        .testTarget(
            name: "BookshelfTests",
            dependencies: ["Bookshelf", .product(name: "NavGraphDiagramTesting", package: "NavGraph")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
