import Foundation
import Testing

/// The public type names of every module of the package, read from the sources, so that the
/// checks below cannot fall behind a new type: apps import several of these modules beside
/// SwiftUI and UIKit, where a shared name is "ambiguous for type lookup".
@Suite("Public type names are unique across the package and the platform")
struct PublicNameTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// Top-level `public` types (nested ones are qualified by their parent) of each module.
    static let publicTypes: [String: [String]] = {
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        var types: [String: [String]] = [:]
        for module in modules {
            types[module] = declaredNames(in: swiftFiles(under: sources.appendingPathComponent(module)), prefix: "public")
        }
        return types
    }()

    static func swiftFiles(under folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }
    }

    /// Names of types declared at the start of a line (top level) with the access `prefix`.
    static func declaredNames(in files: [URL], prefix: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: "^\(prefix) (?:final )?(?:struct|class|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)", options: .anchorsMatchLines)
        return files.flatMap { file -> [String] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let range = NSRange(text.startIndex..., in: text)
            return (pattern?.matches(in: text, range: range) ?? []).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        }
    }

    @Test("The sources were read: every library module declares public types")
    func sourcesRead() {
        for module in ["NavGraph", "NavGraphTesting", "NavGraphGraphviz", "NavGraphSwiftUI", "NavGraphUIKit", "NavGraphDiagramTesting"] {
            #expect((Self.publicTypes[module] ?? []).count > 0, "no public type found in \(module)")
        }
    }

    @Test("No two modules declare a public type of the same name, and no type is named after a module")
    func uniqueAcrossModules() {
        var owners: [String: [String]] = [:]
        for (module, names) in Self.publicTypes {
            for name in names { owners[name, default: []].append(module) }
        }
        let shared = owners.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }.sorted()
        #expect(shared.isEmpty, "\(shared)")
        let namedAfterModules = owners.keys.filter { Self.publicTypes.keys.contains($0) }.sorted()
        #expect(namedAfterModules.isEmpty, "\(namedAfterModules)")
    }

    @Test("No public type shares a name with SwiftUI's or UIKit's")
    func noPlatformName() {
        let platform = Set(Self.declaredNames(in: [Self.root.appendingPathComponent("Tests/PlatformTypeNames/PlatformTypeNames.swift")], prefix: "public"))
        #expect(platform.count > 100, "the platform's names were not read")
        let clashes = Self.publicTypes.flatMap { module, names in names.filter(platform.contains).map { "\(module).\($0)" } }.sorted()
        #expect(clashes.isEmpty, "\(clashes)")
    }

    @Test("NameCollisionTests names every public type of NavGraph (so the compiler checks each)")
    func collisionListComplete() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("Tests/NavGraphNameTests/NameCollisionTests.swift"), encoding: .utf8)
        let missing = (Self.publicTypes["NavGraph"] ?? []).filter { name in
            list.range(of: "(?<![A-Za-z0-9_])(\(name)(\\.self|<)|any \(name)\\))", options: .regularExpression) == nil
        }
        #expect(missing.isEmpty, "add to NameCollisionTests: \(missing.sorted())")
    }
}
