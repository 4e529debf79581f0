import Foundation
import NavGraph
import Testing

/// Graphviz's own warnings reach stderr, and a render it could not do as asked is no success.
@Suite("Graphviz's warnings reach stderr; a render it warned about fails unless allowed")
struct GraphvizWarningTests {
    /// 300 routes in a row: a PNG too wide for cairo, which Graphviz scales down to fit.
    static func wideSpec(in folder: TemporaryFolder) throws {
        try folder.write(try LargeGraph.make(flows: 1, routes: 300).jsonSpec(), to: "wide.json")
    }

    static let scaled = "warning: graphviz: graph is too large for cairo-renderer bitmaps. Scaling by "

    @Test("A PNG scaled down to fit: the warning, one error line, status 70, nothing written")
    func scaledBitmapFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.wideSpec(in: folder)
        let run = try NavGraphBinary.run(["render", "--whole", "wide.json", "--format", "svg,png", "--output", "out"], in: folder.url)
        #expect(run.status == 70)
        #expect(run.stdout == "")
        #expect(run.errorLines.count == 2, "\(run.stderr)")
        #expect(run.errorLines.first?.hasPrefix(Self.scaled) == true, "\(run.stderr)")
        #expect(run.errorLines.last == "error: Graphviz could not draw it as asked (the warning above); nothing was written; --allow-graphviz-warnings writes it anyway")
        #expect(try folder.contents() == ["wide.json"])
    }

    @Test("--allow-graphviz-warnings writes it, and still says what Graphviz said")
    func allowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.wideSpec(in: folder)
        let run = try NavGraphBinary.run(["render", "--whole", "wide.json", "--format", "svg,png", "--output", "out", "--allow-graphviz-warnings"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "out/wide.svg\nout/wide.png\n")
        #expect(run.errorLines.count == 1 && run.errorLines.first?.hasPrefix(Self.scaled) == true, "\(run.stderr)")
    }

    @Test("The same graph as SVG draws as asked: no warning, status 0")
    func vectorIsFine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.wideSpec(in: folder)
        let run = try NavGraphBinary.run(["render", "--whole", "wide.json", "--format", "svg", "--output", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
    }
}
