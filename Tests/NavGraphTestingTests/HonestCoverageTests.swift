import NavGraph
import NavGraphTesting
import Testing

// Small hierarchies whose uncovered rows each have one true reason.

/// Its guarded root start is reached, its guard holds, and the runtime always rejects it: the
/// page is pushed, never shown as the root.
struct RootStartingHostFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent, CaseIterable { case open }
    static let definition = FlowDefinition<RootStartingHostFlow>(
        initial: .home,
        transitions: [.on(.open, .start(RootStartingPageFlow.self, .push) { _, _ in RootStartingPageFlow() })],
        children: [ChildFlow(RootStartingPageFlow.self)]
    )
}

struct RootStartingPageFlow: Flow {
    enum Route: FlowRoute { case page }
    enum Event: FlowEvent, CaseIterable { case replaceAll }
    static let always = Guard<RootStartingPageFlow, Void>("always") { _ in true }
    static let definition = FlowDefinition<RootStartingPageFlow>(
        initial: .page,
        transitions: [.on(.replaceAll, when: always, .start(IdleLeafFlow.self, .root) { _, _ in IdleLeafFlow() })],
        children: [ChildFlow(IdleLeafFlow.self)]
    )
}

struct IdleLeafFlow: Flow {
    enum Route: FlowRoute { case leaf }
    enum Event: FlowEvent, CaseIterable { case poke }
    static let definition = FlowDefinition<IdleLeafFlow>(initial: .leaf, transitions: [.on(.poke, .stay)])
}

/// Deep escalates `logout`; Middle maps it to its own `logout`, which no row of Middle handles.
struct EscalatingRootFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent, CaseIterable { case openMiddle }
    static let definition = FlowDefinition<EscalatingRootFlow>(
        initial: .home,
        transitions: [.on(.openMiddle, .start(EscalatingMiddleFlow.self, .push) { _, _ in EscalatingMiddleFlow() })],
        children: [ChildFlow(EscalatingMiddleFlow.self)]
    )
}

struct EscalatingMiddleFlow: Flow {
    enum Route: FlowRoute { case middle }
    enum Event: FlowEvent { case openDeep, logout }
    static let definition = FlowDefinition<EscalatingMiddleFlow>(
        initial: .middle,
        transitions: [.on(.openDeep, .start(EscalatingDeepFlow.self, .push) { _, _ in EscalatingDeepFlow() })],
        children: [ChildFlow(EscalatingDeepFlow.self) { _ in .logout }]
    )
}

struct EscalatingDeepFlow: Flow {
    enum Route: FlowRoute { case deep }
    enum Event: FlowEvent, CaseIterable { case tapLogout }
    enum Output: Sendable { case logout }
    static let definition = FlowDefinition<EscalatingDeepFlow>(initial: .deep, transitions: [.on(.tapLogout, .escalate(.logout))])
}

/// A payload event type with a payload-free case, both handled by key-path rows.
struct RefreshingFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: PayloadEvent {
        case refresh, open(id: Int)

        enum Case: Sendable { case refresh, open }
        var `case`: Case {
            switch self {
            case .refresh: .refresh
            case .open: .open
            }
        }
        struct Cases: EventCaseSet {
            var refresh: EventCase<Event, Void> { EventCase(.refresh) { if case .refresh = $0 { () } else { nil } } }
            var open: EventCase<Event, Int> { EventCase(.open) { if case .open(let id) = $0 { id } else { nil } } }
        }
    }
    static let definition = FlowDefinition<RefreshingFlow>(initial: .list, transitions: [.on(\.refresh, .stay), .on(\.open, .stay)])
}

@Suite("Coverage says why, truly; the explorer never advises hiding a bug")
@MainActor
struct HonestCoverageTests {
    @Test func aStartReachedAndAlwaysRejectedIsNotAGuardThatNeverHeld() throws {
        let explorer = try FlowExplorer(root: RootStartingHostFlow(), catalog: EventCatalog {
            FlowEvents(RootStartingHostFlow.self)
            FlowEvents(RootStartingPageFlow.self)
            FlowEvents(IdleLeafFlow.self)
        })
        let report = explorer.coveragePaths().report
        let uncovered = try #require(report.uncovered.first { $0.transition.flow == "RootStartingPage" }, "\(report)")
        guard case .alwaysRejected(let rejection) = uncovered.reason else {
            Issue.record("expected alwaysRejected: \(report)")
            return
        }
        #expect(rejection.hasPrefix("RootStartingPage.page rejected replaceAll: invalidPresentation"), "\(rejection)")
        #expect(!report.description.contains("never held"), "\(report)")
    }

    @Test func anEscalationRejectedByAnAncestorSaysSo() throws {
        let explorer = try FlowExplorer(root: EscalatingRootFlow(), catalog: EventCatalog {
            FlowEvents(EscalatingRootFlow.self)
            FlowEvents(EscalatingMiddleFlow.self, [.openDeep])
            FlowEvents(EscalatingDeepFlow.self)
        })
        let report = explorer.coveragePaths().report
        let uncovered = try #require(report.uncovered.first { $0.transition.flow == "EscalatingDeep" }, "\(report)")
        #expect(uncovered.reason == .alwaysRejected("EscalatingMiddle.middle rejected logout: unhandled"), "\(report)")
    }

    @Test func aMappedOutputNeverProducedIsNamedNotAskedFor() throws {
        // Notes maps NoteDetail's `deleted` to `noteDeleted`; NoteDetail never produces it. The
        // explorer starts without `noteDeleted` in the catalog and coverage names the output.
        let report = try notesExplorer().coveragePaths().report
        let reasons = Dictionary(report.uncovered.map { ($0.transition.description, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(reasons["Notes.* --noteDeleted--> stay"] == .outputNeverProduced(child: "NoteDetail", output: "deleted"), "\(report)")
        #expect(report.description.contains("NoteDetail never produces it"), "\(report)")
        // The bug switches read as guards that never hold, and the latest note as never delivered.
        guard case .guardNeverHeld(guard: "stopsLogout", let attempts)? = reasons["Main.* --logout [stopsLogout]--> stay"], attempts > 0 else {
            Issue.record("expected the logout guard never to hold: \(report)")
            return
        }
        #expect(reasons["Main.* --latestClosed--> stay"] == .outputNeverDelivered, "\(report)")
        // The two re-selection bugs' rows: guards that never hold in the bug-free app.
        for row in ["Main.notes --selectTab [reselectStartsChild]--> selectTab (from the event)", "Main.profile --selectTab [reselectSends]--> stay"] {
            guard case .guardNeverHeld? = reasons[row] else {
                Issue.record("expected \(row) never to be taken: \(report)")
                continue
            }
        }
        #expect(report.uncovered.count == 6, "\(report)")
    }

    @Test func aMissingPayloadFreeEventIsNotGivenAPayloadExample() {
        do {
            _ = try FlowExplorer(root: EscalatingRootFlow(), catalog: EventCatalog {
                FlowEvents(EscalatingRootFlow.self)
                FlowEvents(EscalatingMiddleFlow.self)
                FlowEvents(EscalatingDeepFlow.self)
            })
            Issue.record("an incomplete catalog was accepted")
        } catch {
            #expect(error.kind == .missingEvents)
            #expect(error.message.contains("EscalatingMiddleFlow.openDeep is handled"), "\(error)")
            #expect(!error.message.contains(".generating("), "\(error)")
            #expect(error.message.contains("If a child's output should produce it instead"), "\(error)")
        }
    }

    @Test func eachMissingCaseGetsTheAdviceItsPayloadCalls() {
        do {
            _ = try FlowExplorer(root: RefreshingFlow(), catalog: EventCatalog { FlowEvents(RefreshingFlow.self) })
            Issue.record("an incomplete catalog was accepted")
        } catch {
            let lines = error.message.split(separator: "\n")
            let refresh = lines.first { $0.contains("RefreshingFlow.refresh is handled") } ?? ""
            let open = lines.first { $0.contains("RefreshingFlow.open is handled") } ?? ""
            #expect(refresh.hasSuffix("list `.refresh` in FlowEvents(RefreshingFlow.self, [...])."), "\(error)")
            #expect(open.contains("makes it with its Int payload"), "\(error)")
        }
    }

    @Test func aNameAnExpectationGetsWrongIsRefused() {
        var options = ExplorationOptions()
        options.invariants.append(.leadsTo(after: "Profile.tapLogot", visible: "Login.login"))
        do {
            _ = try notesExplorer(options: options)
            Issue.record("a misspelt expectation was accepted")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.message.contains("no row of Profile handles tapLogot"), "\(error)")
        }
    }

    @Test func aNameMisspeltAfterTheExplorerWasMadeIsReportedByCheck() async throws {
        var explorer = try notesExplorer()
        explorer.options.invariants.append(.neverAliveTogether("Login", "Mian"))
        await withKnownIssue {
            let summary = await explorer.check(count: 5)
            #expect(summary.traces == 0)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("there is no flow Mian") }
        }
    }
}
