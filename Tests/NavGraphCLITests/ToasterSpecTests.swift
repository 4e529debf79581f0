import Foundation
import NavGraph
import NavGraphTool
import Testing
import ToasterExample

/// `navgraph --example toaster` reads a copy of the reference's spec; it must be what the reference declares.
@Suite struct ToasterSpecTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/NavGraphTool/ToasterSpec.swift")

    @Test func theBuiltInExampleIsWhatToasterExampleDeclares() throws {
        let declared = try FlowGraph(root: AppFlow.self)
        if ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" {
            let source = try String(contentsOf: Self.file, encoding: .utf8)
            let head = try #require(source.range(of: "package static let json = #\"\"\"\n"))
            let tail = try #require(source.range(of: "\"\"\"#\n}", range: head.upperBound..<source.endIndex))
            try Data((source[..<head.upperBound] + declared.jsonSpec() + source[tail.lowerBound...]).utf8).write(to: Self.file)
            return
        }
        #expect(try Example.toaster.graph() == declared, "Sources/NavGraphTool/ToasterSpec.swift is stale: run scripts/render")
    }
}
