import Foundation

/// Finds flow specs: JSON files whose top level has `root` and `flows`, so run files
/// (`--highlight` input) and other JSON beside them are left alone. A file that does not parse is
/// taken for a spec, so that navgraph names the line and column at fault.
enum SpecFinder {
    /// The specs at or below each of `roots`, sorted by path.
    static func specs(under roots: [URL]) throws -> [URL] {
        var found: [URL] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
                throw PluginFailure("\(root.relativePath) does not exist")
            }
            if !isFolder.boolValue {
                guard isSpec(root) else { throw PluginFailure("\(root.relativePath) is not a flow spec (no \"root\" and \"flows\")") }
                found.append(root)
                continue
            }
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            found += files.filter { $0.pathExtension == "json" && isSpec($0) }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func isSpec(_ file: URL) -> Bool {
        guard let data = try? Data(contentsOf: file), let parsed = try? JSONSerialization.jsonObject(with: data) else { return true }
        guard let object = parsed as? [String: Any] else { return false }
        return object["root"] != nil && object["flows"] != nil
    }
}
