import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// A hierarchy broken on purpose and the invariant that must catch it.
struct BrokenVariant: Sendable, CustomTestStringConvertible {
    let name: String
    let invariant: String
    let explore: @MainActor @Sendable (ExplorationOptions) throws -> BrokenExplorer

    var testDescription: String { name }

    func findViolation(_ options: ExplorationOptions) async throws -> TraceRun? {
        try await explore(options).findViolation()
    }

    static let all: [BrokenVariant] = [
        BrokenVariant(name: "a parent that never lets go of its children", invariant: "noLeaks") { options in
            // open → close: the detail finished, its coordinator is still held.
            let children = ChildCoordinators()
            let explorer = try FlowExplorer(
                root: LeakyListFlow(children: children),
                catalog: EventCatalog {
                    FlowEvents(LeakyListFlow.self, [.open])
                    FlowEvents(LeakyDetailFlow.self)
                },
                prepare: { runtime in children.runtime = runtime },
                options: options
            )
            return BrokenExplorer(explorer)
        },
        BrokenVariant(name: "a router that drops a pop", invariant: "routerMatchesMachines") { options in
            // launch → tapSignUp → back: the router still shows signUp.
            let explorer = try FlowExplorer(roots: toasterRoots, catalog: toasterCatalog, router: { PopDroppingRouter() }, options: options)
            return BrokenExplorer(explorer)
        },
        BrokenVariant(name: "an output delivered twice", invariant: "outputDeliveredOnce") { options in
            // open → close: the list takes the detail's output, then its own echo of it.
            let explorer = try FlowExplorer(
                root: EchoListFlow(),
                catalog: EventCatalog {
                    FlowEvents(EchoListFlow.self, [.open])
                    FlowEvents(EchoDetailFlow.self)
                },
                options: options
            )
            return BrokenExplorer(explorer)
        },
        BrokenVariant(name: "an escalation that skips a level", invariant: "effectEventsAccepted") { options in
            // openMiddle → openDeep → tapLogout: the app, covered by Middle, rejects the logout.
            let services = AppServices()
            let explorer = try FlowExplorer(
                root: SkipAppFlow(services: services),
                catalog: EventCatalog {
                    FlowEvents(SkipAppFlow.self, [.openMiddle])
                    FlowEvents(SkipMiddleFlow.self)
                    FlowEvents(SkipDeepFlow.self)
                },
                prepare: { runtime in services.runtime = runtime },
                options: options
            )
            return BrokenExplorer(explorer)
        },
        BrokenVariant(name: "a guard that reads a clock", invariant: "replayReproducesState") { options in
            // open: accepted in the run, rejected in the replay (the guard read another tick).
            let explorer = try FlowExplorer(
                root: ClockListFlow(clock: Ticks()),
                catalog: EventCatalog { FlowEvents(ClockListFlow.self) },
                options: options
            )
            return BrokenExplorer(explorer)
        },
        BrokenVariant(name: "a tab re-select that pushes", invariant: "reselectingTabChangesNothing") { options in
            // tap profile → tap profile: the second tap pushes another profile.
            let explorer = try FlowExplorer(
                root: PushingTabBarFlow(),
                catalog: EventCatalog { FlowEvents(PushingTabBarFlow.self).tabTap { .select($0) } },
                options: options
            )
            return BrokenExplorer(explorer)
        },
    ]
}

/// One broken hierarchy's explorer, its root type erased: its search, and the breadth-first
/// search for the shortest trace that violates an invariant.
struct BrokenExplorer {
    let findViolation: @MainActor () async -> TraceRun?
    let shortestViolation: @MainActor (_ invariant: String) -> Int?

    @MainActor init<Root: Flow>(_ explorer: FlowExplorer<Root>) {
        findViolation = { await explorer.findViolation() }
        shortestViolation = { invariant in NavGraphTestingTests.shortestViolation(of: invariant, in: explorer) }
    }
}

@Suite("Planted bugs are caught, named and shrunk")
@MainActor
struct BugCatchingTests {
    @Test(arguments: BrokenVariant.all)
    func caughtByTheDefaultConfiguration(_ variant: BrokenVariant) async throws {
        let explorer = try variant.explore(ExplorationOptions())
        let failure = try #require(await explorer.findViolation(), "\(variant.name) went unnoticed")
        let violation = try #require(failure.violation)
        #expect(violation.invariant == variant.invariant, "\(failure)")
        let shortest = explorer.shortestViolation(variant.invariant)
        #expect(failure.failingTrace.steps.count == shortest, "not the shortest trace (\(shortest.map(String.init) ?? "none") steps):\n\(failure)")
        #expect(failure.description.contains("Steps from launch"))
        #expect(failure.description.contains("explorer.run(Trace(root:"))
    }

    /// Proves each invariant earns its place: without it, the same bug goes unnoticed.
    @Test(arguments: BrokenVariant.all)
    func missedWithoutItsInvariant(_ variant: BrokenVariant) async throws {
        let failure = try await variant.findViolation(ExplorationOptions().without(variant.invariant))
        #expect(failure == nil, "\(variant.name) was caught by another invariant:\n\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test func theMinimalTraceReadsAsStepsAndReplays() async throws {
        let explorer = try FlowExplorer(roots: [toasterRoots[0]], catalog: toasterCatalog, router: { PopDroppingRouter() })
        let failure = try #require(await explorer.findViolation())
        #expect(failure.failingTrace == Trace(root: 0, steps: [.send(flow: 0, event: 0), .send(flow: 1, event: 0), .send(flow: 1, event: 2)])
            || failure.failingTrace == Trace(root: 0, steps: [.send(flow: 0, event: 0), .send(flow: 1, event: 1), .send(flow: 1, event: 2)]),
            "\(failure)")
        #expect(failure.description.contains("App.splash --launch--> App.splash"))
        #expect(failure.description.contains("--back--> Auth.login"))
        #expect(failure.description.contains(".fixedSeed(\""))
        // The printed trace replays the failure on its own.
        let replayed = explorer.run(failure.failingTrace)
        #expect(replayed.violation == failure.violation)
    }
}
