public import Foundation
public import NavGraph

/// Where the app keeps what was on screen between launches: one JSON file.
///
/// A saved snapshot is input from disk (another app version wrote it, or a write was cut short):
/// ``load()`` says why it cannot be read instead of trapping, and the app starts afresh.
public struct SnapshotStore: Sendable {
    /// The file.
    public let file: URL

    /// A store in `file`.
    public init(file: URL) {
        self.file = file
    }

    /// A store in the app's Application Support folder.
    public static var standard: SnapshotStore {
        let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return SnapshotStore(file: folder.appendingPathComponent("navigation.json"))
    }

    /// Writes `snapshot`, replacing the saved one atomically.
    public func save(_ snapshot: FlowSnapshot) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(snapshot).write(to: file, options: .atomic)
    }

    /// The saved snapshot: `nil` when none was saved, an error when one cannot be read.
    public func load() throws -> FlowSnapshot? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try JSONDecoder().decode(FlowSnapshot.self, from: Data(contentsOf: file))
    }

    /// Forgets the saved snapshot.
    public func remove() {
        try? FileManager.default.removeItem(at: file)
    }
}
