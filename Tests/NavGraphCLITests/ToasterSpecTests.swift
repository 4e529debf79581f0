import Foundation
import NavGraph
import NavGraphTool
import Testing
import ToasterExample

/// `navgraph --example toaster` reads a copy of the reference's spec; it must be what the reference declares.
@Suite struct ToasterSpecTests {
    @Test func theBuiltInExampleIsWhatToasterExampleDeclares() throws {
        let declared = try FlowGraph(root: AppFlow.self)
        #expect(try Example.toaster.graph() == declared, "Sources/NavGraphTool/ToasterSpec.swift is stale: run scripts/record-reference-spec, then scripts/render")
    }
}
