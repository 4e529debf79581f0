import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

@Suite("noLeaks names screens left by flows that finished")
@MainActor
struct OrphanScreenTests {
    /// Launch signed in, open a link from Home, close it: the router drops the `popTo` that
    /// removes the finished LinkDetail, whose screen stays on Home's stack. With
    /// `routerMatchesMachines` off (it would name the dropped command first), `noLeaks` names the
    /// screen whose flow no longer runs.
    @Test func aScreenOfAFinishedFlowIsNamed() throws {
        let explorer = try FlowExplorer(
            roots: [toasterRoots[1]], catalog: toasterCatalog, router: { PopDroppingRouter(dropsPopTo: true) },
            options: ExplorationOptions().without("routerMatchesMachines")
        )
        // App.launch; Home's fourth source (the openLink generator); LinkDetail.close.
        let run = explorer.run(Trace(root: 0, steps: [.send(flow: 0, event: 0), .send(flow: 3, event: 3), .send(flow: 8, event: 0)]))
        let violation = try #require(run.violation, "\(run)")
        #expect(violation.invariant == "noLeaks", "\(run)")
        #expect(violation.step == 3, "\(run)")
        #expect(violation.message.contains("screens of flows that no longer run are on screen: LinkDetail.webView(#7)"), "\(run)")
    }
}
