import Foundation
import Testing

@Suite("navgraph render writes all or nothing")
struct OutputSafetyTests {
    @Test("A failing render leaves earlier outputs untouched and no temporary file")
    func earlierOutputsUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: true)
        try folder.write("old svg", to: "out/toaster.svg")
        try folder.write("old json", to: "out/toaster.json")
        // Graphviz without plugins: the render fails after the spec was read.
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "json,svg", "--output", "out"], in: folder.url, environment: ["GVBINDIR": folder.file("no-plugins").path])
        #expect(run.status == 70)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(try String(contentsOf: folder.file("out/toaster.svg"), encoding: .utf8) == "old svg")
        #expect(try String(contentsOf: folder.file("out/toaster.json"), encoding: .utf8) == "old json")
        #expect(try folder.contents("out") == ["toaster.json", "toaster.svg"])
    }

    @Test("A successful render replaces the files whole")
    func replaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old", to: "toaster.dot")
        let run = try NavGraphBinary.run(["render", "--whole", "--example", "toaster", "--format", "dot"], in: folder.url)
        #expect(run.status == 0)
        #expect(try String(contentsOf: folder.file("toaster.dot"), encoding: .utf8).hasPrefix("digraph navgraph {"))
        #expect(try folder.contents() == ["toaster.dot"])
    }
}
