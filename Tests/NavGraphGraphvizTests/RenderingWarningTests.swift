import Foundation
import NavGraph
import NavGraphGraphviz
import Testing

@Suite("What Graphviz warns about while it renders")
struct RenderingWarningTests {
    @Test("The Toaster renders without a word from Graphviz")
    func toasterIsQuiet() throws {
        let toaster = try GraphvizRenderer().rendering(Graphs.toaster(), formats: [.dot, .svg, .png])
        #expect(toaster.warnings == [])
        #expect(toaster.outputs.count == 3)
    }

    @Test("The isolated renderer hands on the worker's warnings frame and what Graphviz wrote straight to its stderr")
    func workerWarnings() throws {
        let warnings = #"["Edge length 70000 larger than maximum 65535 allowed."]"#
        let script = """
            cat >/dev/null
            echo '(null): graph is too large for cairo-renderer bitmaps. Scaling by 0.5 to fit' >&2
            echo 'Warning: a second' >&2; echo '  continued' >&2
            printf 'navgraph-frames 1\\nsvg 5\\n<svg>warnings \(warnings.utf8.count)\\n%send\\n' '\(warnings)'
            """
        let renderer = IsolatedRenderer(worker: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        let rendering = try renderer.rendering(Graphs.toaster(), formats: [.svg])
        #expect(rendering.outputs == [.svg: Data("<svg>".utf8)])
        #expect(rendering.warnings == [
            "Edge length 70000 larger than maximum 65535 allowed.",
            "graph is too large for cairo-renderer bitmaps. Scaling by 0.5 to fit",
            "a second continued",
        ])
    }
}
