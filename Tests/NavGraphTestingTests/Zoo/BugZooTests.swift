import NavGraph
import NavGraphTesting
import Testing

/// One bug of the zoo: how it is planted, what catches it and the cause the report must name. The
/// shortest trace that shows it is found by a breadth-first search (`shortestViolation`).
struct ZooBug: Sendable, CustomTestStringConvertible {
    let name: String
    let bugs: Bugs
    var router: (@MainActor @Sendable () -> any InspectableRouter)?
    /// Declared expectations added to the built-in invariants (none: caught by default).
    var expectations: [Invariant] = []
    let caughtBy: String
    /// The invariant that catches the bug's consequence when its catcher is off, if any.
    var thenCaughtBy: String?
    let cause: String
    var testDescription: String { name }

    /// The declared expectations of the notes app, one line each.
    static let notesExpectations: [Invariant] = [
        .leadsTo(after: "Profile.tapLogout", visible: "Login.login"),
        .neverTwiceOnOneStack("NoteDetail.history"),
        .neverAliveTogether("Login", "Main"),
        // Waits for sign-in: holds after a logout too.
        .opensLink("note"),
    ]

    static let all: [ZooBug] = [
        // launch → openNote → close: the closed detail's coordinator is still held by Notes.
        ZooBug(name: "a coordinator kept alive by app code", bugs: .leak, caughtBy: "noLeaks",
               cause: "is still in memory: something holds it strongly"),
        // launch → openNote → back swipe: the router popped the note, the runtime never heard.
        ZooBug(name: "an unreported platform removal", bugs: [], router: { SilentSwipeRouter() }, caughtBy: "routerMatchesMachines", thenCaughtBy: "noLeaks",
               cause: "the back swipe removed NoteDetail.note from the router, but the router never reported it to the runtime"),
        // launch → tap Profile → openSettings → tapLogout: Main keeps the logout; settings stay.
        ZooBug(name: "an escalation that stops a level early", bugs: .stopsLogout, expectations: [notesExpectations[0]],
               caughtBy: "leadsTo(Profile.tapLogout → Login.login)", cause: "the visible screen is Profile.settings, not Login.login, by the end of that step. The chain stopped at Main.profile --logout--> Main.profile (stay): Main took logout and handed nothing on"),
        // launch → tap Search → submit: the effect sends submit again; two result screens.
        ZooBug(name: "a double push from an effect", bugs: .doublePush, caughtBy: "noDoubleNavigation",
               cause: "applied submit twice in one step"),
        // launch → openNote → close: Notes takes the detail's output, then its own echo of it.
        ZooBug(name: "a child output delivered twice", bugs: .echo, caughtBy: "outputDeliveredOnce",
               cause: "the output was delivered more than once"),
        // launch → tap Notes (selected): the re-selection presents the latest note.
        ZooBug(name: "a side effect of re-selecting a tab", bugs: .reselectPresents, caughtBy: "reselectingTabChangesNothing",
               cause: "re-selecting Main's current tab notes"),
        // launch → tap Notes (selected): the re-selection starts a note on the tab it pops to its root.
        ZooBug(name: "a re-selection that starts a child", bugs: .reselectStartsChild, caughtBy: "reselectingTabChangesNothing",
               cause: "re-selecting Main's current tab notes, declared to pop to its root, flows run below Notes"),
        // launch → tap Profile → tap Profile: the re-selection's effect sends the tab bar elsewhere.
        ZooBug(name: "a re-selection whose effect sends an event", bugs: .reselectSends, caughtBy: "reselectingTabChangesNothing",
               cause: "re-selecting Main's current tab profile, declared to pop to its root"),
        // launch → tap Profile → openSettings → tapLogout: the settings link does not wait for sign-in.
        ZooBug(name: "a link that cannot be reached", bugs: [], expectations: [.opensLink("settings")], caughtBy: "opensLink(settings)",
               cause: "settings cannot be opened from Login.login after step 4"),
    ]
}

@Suite("The bug zoo: each bug caught, its cause named, its trace shortest")
@MainActor
struct BugZooTests {
    private static func explorer(_ bug: ZooBug, invariants: [Invariant]) throws -> FlowExplorer<NotesAppFlow> {
        try notesExplorer(bugs: bug.bugs, options: ExplorationOptions(invariants: invariants), router: bug.router)
    }

    @Test(arguments: ZooBug.all)
    func caught(_ bug: ZooBug) async throws {
        let explorer = try Self.explorer(bug, invariants: Invariant.builtIn + bug.expectations)
        // The search stops at the first violation. The re-selection bug needs one tab tapped twice
        // in a row, which 60 walks missed about once in fifty runs: the bound leaves no such chance.
        let failure = try #require(await explorer.findViolation(count: 300), "\(bug.name) went unnoticed")
        let violation = try #require(failure.violation)
        #expect(violation.invariant == bug.caughtBy, "\(failure)")
        #expect(violation.message.contains(bug.cause), "\(failure)")
        let shortest = shortestViolation(of: bug.caughtBy, in: explorer)
        #expect(failure.failingTrace.steps.count == shortest, "not the shortest trace (\(shortest.map(String.init) ?? "none") steps):\n\(failure)")
        #expect(explorer.run(failure.failingTrace).violation == violation, "the printed trace does not replay:\n\(failure)")
    }

    /// What the declared expectation and the default checks add: without them the same bug
    /// passes every other invariant (an unreported removal then leaves a flow with no screen,
    /// which `noLeaks` sees; its step still says what the router did).
    @Test(arguments: ZooBug.all)
    func missedWithoutItsCatcher(_ bug: ZooBug) async throws {
        let others = (Invariant.builtIn + bug.expectations).filter { $0.name != bug.caughtBy }
        let failure = try await Self.explorer(bug, invariants: others).findViolation(count: 60)
        guard let then = bug.thenCaughtBy else {
            #expect(failure == nil, "\(bug.name) was caught by another invariant:\n\(failure.map(String.init(describing:)) ?? "")")
            return
        }
        #expect(failure?.violation?.invariant == then, "\(failure.map(String.init(describing:)) ?? "")")
        #expect(failure?.description.contains("removes NoteDetail.note from the router, which reports nothing to the runtime") == true)
    }

    @Test func theBugFreeAppHoldsEveryInvariantAndExpectation() async throws {
        let explorer = try notesExplorer(options: ExplorationOptions(invariants: Invariant.builtIn + ZooBug.notesExpectations))
        let summary = await explorer.check(count: 60)
        #expect(summary.failure == nil)
    }

    /// The output bugs and the settings link are in the declarations: lint names them before
    /// anything runs (the link from the very screen the explorer's fixture ends on).
    @Test func theOutputBugsAreLinted() throws {
        let findings = try FlowGraph(root: NotesAppFlow.self).lint().map(\.description)
        #expect(findings == [
            "error: flows[3].children[0].outputs[1]: Notes maps NoteDetail's output deleted to noteDeleted, but NoteDetail never produces deleted (no row finishes or escalates with it, and it is not its dismissal output): Notes never gets noteDeleted from it",
            "warning: flows[4].declaredOutputs[1]: NoteDetail declares the output deleted, but no transition finishes or escalates with it and it is not the dismissal output: its parent never receives it",
            "warning: flows[6].declaredOutputs[1]: Profile declares the output deleteAccount, but no transition finishes or escalates with it and it is not the dismissal output: its parent never receives it",
            "error: flows[6].links[0]: Profile's link settings: cannot be opened from Login.login, reached by NotesApp.loggedOut: no link step or platform back leads to it",
        ])
    }
}
