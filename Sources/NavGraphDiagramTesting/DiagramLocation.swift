import Foundation

/// Where a diagram's files live: `<package root>/<path>.{json,dot,mmd,svg,png,html}`.
struct DiagramLocation: Sendable {
    /// The folder holding the files.
    let folder: URL
    /// Their base name (`app` for `diagrams/app`).
    let name: String
    /// `path` as the caller gave it, for messages.
    let path: String

    /// `path` resolved against the package that holds `filePath`: the nearest folder above it with a
    /// `Package.swift`, so a test finds the diagrams its package commits wherever `swift test` runs.
    init(path: String, filePath: String) throws(DiagramTestingError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw DiagramTestingError("\"\(path)\" is not a path inside the package, such as \"diagrams/app\"")
        }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else {
                throw DiagramTestingError("no Package.swift above \(filePath): pass the test file's #filePath to find the package root")
            }
            folder = parent
        }
        self.folder = parts.dropLast().reduce(folder) { $0.appendingPathComponent($1) }
        self.name = name
        self.path = path
    }

    /// The file with `fileExtension`.
    func file(_ fileExtension: String) -> URL { folder.appendingPathComponent("\(name).\(fileExtension)") }
}
