import NavGraph
import NavGraphTesting
import PropertyBased
import Testing
import ToasterExample
import ToasterExampleTesting

/// The catalog of the article "Property-testing your flows", as written.
let appEvents = EventCatalog {
    FlowEvents(AppFlow.self, [.launch])
    FlowEvents(AuthFlow.self, [.tapSignUp, .tapForgotPassword, .back, .loggedIn, .signedUp])
    FlowEvents(TabBarFlow.self, [.tapPlus])
        .generating(Gen<TabBarFlow.Route>.case.map { .selectTab($0) })
        .tabTap { .selectTab($0) }
    FlowEvents(HomeFlow.self, [.openSettings, .back, .tapLogout])
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(ClipFlow.self, [.back])
        .generating(Gen.int(in: 1...3).map { .openClip(id: $0) })
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(SearchFlow.self, [.back])
        .generating(Gen.letter.string(of: 1...6).map { .submit(query: $0) })
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(TimerFlow.self, [.add, .done, .back])
        .generating(Gen.int(in: 1...3).map { .edit(id: $0) })
    FlowEvents(AddLinkFlow.self, [.back, .saved, .cancel])
        .generating(Gen.letter.string(of: 1...6).map { .linkEntered(url: "https://\($0).example") })
    FlowEvents(LinkDetailFlow.self, [.close, .back])
}

/// The NavGraphTesting articles' samples: compiled as written; the explorations they start run in
/// NavGraphTestingTests, with the same catalog and roots.
@MainActor
@Suite(.disabled("compiled to keep the articles' samples true; NavGraphTestingTests runs the same checks"))
struct TestingArticleSamples {
    @MainActor @Test func appFlowsHoldTheirInvariants() async throws {
        let explorer = try FlowExplorer(roots: [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))],
                                        catalog: appEvents)
        await explorer.check()
        explorer.coveragePaths().report.expectComplete()
    }

    @MainActor @Test func flowsHoldTheirInvariants() async throws {
        let explorer = try FlowExplorer(roots: [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))],
                                        catalog: appEvents)
        await explorer.check(count: 200)
    }

    func expectations(roots: [AppFlow]) throws -> FlowExplorer<AppFlow> {
        var options = ExplorationOptions()
        options.invariants += [
            .leadsTo(after: "Home.tapLogout", visible: "Auth.login"),   // within the step; or `within: 2`
            .neverTwiceOnOneStack("LinkDetail.webView"),
            .neverAliveTogether("Auth", "TabBar"),
        ]
        let explorer = try FlowExplorer(roots: roots, catalog: appEvents, options: options)
        return explorer
    }

    func ownInvariant(roots: [AppFlow]) throws -> FlowExplorer<AppFlow> {
        let oneModalAtATime = Invariant("oneModalAtATime", "At most one modal is presented.") { context in
            let modals = context.after.routerState.modals
            return modals.count <= 1 ? nil : "after step \(context.step.number) (\(context.step)), \(modals.count) modals are presented"
        }

        var options = ExplorationOptions()
        options.invariants.append(oneModalAtATime)
        let explorer = try FlowExplorer(roots: roots, catalog: appEvents, options: options)
        return explorer
    }
}
