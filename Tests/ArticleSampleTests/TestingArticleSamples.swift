import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// The NavGraphTesting articles' samples: compiled as written; the explorations they start run in
/// NavGraphTestingTests. Their catalog is the reference's, `ToasterExampleTesting`'s `toasterCatalog`,
/// which the article quotes.
@MainActor
@Suite(.disabled("compiled to keep the articles' samples true; NavGraphTestingTests runs the same checks"))
struct TestingArticleSamples {
    @MainActor @Test func appFlowsHoldTheirInvariants() async throws {
        let explorer = try FlowExplorer(roots: [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))],
                                        catalog: toasterCatalog)
        await explorer.check()
        explorer.coveragePaths().report.expectComplete()
    }

    @MainActor @Test func flowsHoldTheirInvariants() async throws {
        let explorer = try FlowExplorer(roots: [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))],
                                        catalog: toasterCatalog)
        await explorer.check(count: 200)
    }

    func expectations(roots: [AppFlow]) throws -> FlowExplorer<AppFlow> {
        var options = ExplorationOptions()
        options.invariants += [
            .leadsTo(after: "Home.tapLogout", visible: "Auth.login"),   // within the step; or `within: 2`
            .neverTwiceOnOneStack("LinkDetail.webView"),
            .neverAliveTogether("Auth", "TabBar"),
        ]
        let explorer = try FlowExplorer(roots: roots, catalog: toasterCatalog, options: options)
        return explorer
    }

    func ownInvariant(roots: [AppFlow]) throws -> FlowExplorer<AppFlow> {
        let oneModalAtATime = Invariant("oneModalAtATime", "At most one modal is presented.") { context in
            let modals = context.after.routerState.modals
            return modals.count <= 1 ? nil : "after step \(context.step.number) (\(context.step)), \(modals.count) modals are presented"
        }

        var options = ExplorationOptions()
        options.invariants.append(oneModalAtATime)
        let explorer = try FlowExplorer(roots: roots, catalog: toasterCatalog, options: options)
        return explorer
    }
}
