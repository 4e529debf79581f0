import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// A root that can do nothing.
struct IdleFlow: Flow {
    enum Route: FlowRoute { case idle }
    enum Event: FlowEvent { case poke }
    static let definition = FlowDefinition<IdleFlow>(initial: .idle, transitions: [])
}

struct GuardFailure: Error, CustomStringConvertible {
    var description: String { "no feature flags loaded" }
}

/// A flow whose guard throws: it needs a dependency the explorer's root value does not have.
struct FlaggedFlow: Flow {
    enum Route: FlowRoute { case start, beta }
    enum Event: FlowEvent, CaseIterable { case openBeta }

    let flags: [String: Bool]?

    static let betaEnabled = Guard<FlaggedFlow, Void>("betaEnabled") { flow, _ in
        guard let flags = flow.flags else { throw GuardFailure() }
        return flags["beta"] ?? false
    }

    static let definition = FlowDefinition<FlaggedFlow>(
        initial: .start, transitions: [.on(.openBeta, from: .start, when: betaEnabled, .push(.beta))]
    )
}

@Suite("Bad input: clear errors naming what to supply")
@MainActor
struct ExplorerSetupTests {
    @Test func noRoots() {
        #expect(throws: FlowExplorerError.self) { try FlowExplorer<AppFlow>(roots: [], catalog: toasterCatalog) }
        do {
            _ = try FlowExplorer<AppFlow>(roots: [], catalog: toasterCatalog)
        } catch {
            #expect(error.kind == .noRoots)
            #expect(error.message.contains("at least one root value of AppFlow"))
        }
    }

    @Test func aRootWithNoTransitions() {
        do {
            _ = try FlowExplorer(root: IdleFlow(), catalog: EventCatalog { FlowEvents(IdleFlow.self, [.poke]) })
            Issue.record("an idle root was accepted")
        } catch {
            #expect(error.kind == .nothingToExplore)
            #expect(error.message.contains("IdleFlow declares no transitions"), "\(error)")
            #expect(error.message.contains(".on("), "the message shows what to write: \(error)")
        }
    }

    @Test func aPayloadEventWithNoGenerator() {
        let catalog = EventCatalog {
            FlowEvents(AppFlow.self, [.launch])
            FlowEvents(AuthFlow.self, [.tapSignUp, .tapForgotPassword, .back, .loggedIn, .signedUp])
            FlowEvents(TabBarFlow.self, [.tapPlus]).tabTap { .selectTab($0) }
            FlowEvents(HomeFlow.self, [.openSettings, .back, .tapLogout])   // openLink(id:) has no generator
            FlowEvents(ClipFlow.self, [.back])
                .generating(Gen.int(in: 1...3).map { .openClip(id: $0) })
                .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
            FlowEvents(TimerFlow.self, [.add, .done, .back]).generating(Gen.int(in: 1...3).map { .edit(id: $0) })
            FlowEvents(AddLinkFlow.self, [.back, .saved, .cancel])
                .generating(Gen.always("https://example.com").map { .linkEntered(url: $0) })
            FlowEvents(LinkDetailFlow.self, [.close, .back])
            // SearchFlow is missing altogether.
        }
        do {
            _ = try FlowExplorer(roots: toasterRoots, catalog: catalog)
            Issue.record("an incomplete catalog was accepted")
        } catch {
            #expect(error.kind == .missingEvents)
            #expect(error.message.contains("HomeFlow.openLink is handled"), "\(error)")
            #expect(error.message.contains(".generating("), "\(error)")
            #expect(error.message.contains("SearchFlow has no FlowEvents"), "\(error)")
            #expect(error.message.contains("submit, openLink, back"), "\(error)")
        }
    }

    @Test func aCatalogEntryForAStranger() {
        do {
            _ = try FlowExplorer(roots: toasterRoots, catalog: EventCatalog { FlowEvents(IdleFlow.self, [.poke]) })
            Issue.record("a stranger in the catalog was accepted")
        } catch {
            #expect(error.kind == .invalidCatalog)
            #expect(error.message.contains("IdleFlow, which AppFlow's hierarchy never starts"), "\(error)")
        }
    }

    @Test func aFlowListedTwice() {
        let twice = EventCatalog {
            FlowEvents(FlaggedFlow.self)
            FlowEvents(FlaggedFlow.self)
        }
        do {
            _ = try FlowExplorer(root: FlaggedFlow(flags: [:]), catalog: twice)
            Issue.record("a flow listed twice was accepted")
        } catch {
            #expect(error.kind == .invalidCatalog)
            #expect(error.message == "the catalog lists FlaggedFlow twice; merge its FlowEvents into one.")
        }
    }

    @Test func aGuardThatThrowsIsReportedWithWhatToSupply() async throws {
        let explorer = try FlowExplorer(root: FlaggedFlow(flags: nil), catalog: EventCatalog { FlowEvents(FlaggedFlow.self) })
        let failure = try #require(await explorer.findViolation())
        #expect(failure.violation?.invariant == "guardsAnswer")
        #expect(failure.violation?.message.contains("guard `betaEnabled` of Flagged threw \"no feature flags loaded\"") == true, "\(failure)")
        #expect(failure.violation?.message.contains("supply root values") == true)
        #expect(failure.failingTrace.steps.count == 1)

        let report = explorer.coveragePaths().report
        let uncovered = try #require(report.uncovered.first)
        #expect(uncovered.reason == .guardThrew(guard: "betaEnabled", message: "no feature flags loaded"))
    }

    @Test func aGeneratorThatGivesUp() {
        do {
            _ = try FlowExplorer(
                root: LinkListFlow(),
                catalog: EventCatalog {
                    FlowEvents(LinkListFlow.self).generating(Gen.int(in: 1...3).filter { $0 > 5 }.map { .open(id: $0) })
                }
            )
            Issue.record("a generator that makes nothing was accepted")
        } catch {
            #expect(error.kind == .missingEvents)
            #expect(error.message.contains("LinkListFlow's generator #1 gives up"), "\(error)")
        }
    }

    @Test func aGeneratorThatIsNotAFunctionOfItsSeed() {
        // Reads state outside its seed (here a counter; in an app, `UUID()` or the clock).
        let calls = CallCounter()
        do {
            _ = try FlowExplorer(
                root: LinkListFlow(),
                catalog: EventCatalog {
                    FlowEvents(LinkListFlow.self).generating(Gen.int(in: 1...3).map { _ in
                        calls.increment()
                        return .open(id: calls.value)
                    })
                }
            )
            Issue.record("a generator that ignores its seed was accepted")
        } catch {
            #expect(error.kind == .nondeterministicGenerator)
            #expect(error.message.contains("LinkListFlow's generator #1 made open(id: "), "\(error)")
            #expect(error.message.contains("from the same seed"), "\(error)")
        }
    }
}

/// A flow whose only event carries a payload.
struct LinkListFlow: Flow {
    enum Route: FlowRoute { case list, link }
    enum Event: FlowEvent {
        case open(id: Int)
        enum Case: Sendable { case open }
        var `case`: Case { .open }
    }
    static let definition = FlowDefinition<LinkListFlow>(initial: .list, transitions: [.on(.open, from: .list, .push(.link))])
}
