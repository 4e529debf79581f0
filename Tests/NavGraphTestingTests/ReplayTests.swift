import NavGraph
import NavGraphTesting
import Testing
import ToasterExample
import ToasterExampleTesting

/// Makes the explorer's routers: headless ones, then, from the router numbered `dropsPopsFrom`
/// on, routers that drop every pop.
@MainActor
final class RouterMaker {
    private(set) var made = 0
    var dropsPopsFrom = Int.max

    func make() -> any InspectableRouter {
        defer { made += 1 }
        return made >= dropsPopsFrom ? PopDroppingRouter() : HeadlessRouter()
    }
}

@Suite("The replay names the first step that differs")
@MainActor
struct ReplayTests {
    /// launch, tapSignUp, back, tapForgotPassword, back: Auth's stack is `[login]` again.
    let trace = Trace(root: 0, steps: [
        .send(flow: 0, event: 0), .send(flow: 1, event: 0), .send(flow: 1, event: 2), .send(flow: 1, event: 1), .send(flow: 1, event: 2),
    ])

    /// The replay's router drops the pops: the transitions are the same (the runtime emits the
    /// same commands), only the router's state differs, from the first `back` to the end. The
    /// replay finds it after the last step and names the first `back`, step 3.
    @Test func aDifferenceInStateAloneIsNamedWhereItBegan() throws {
        let routers = RouterMaker()
        let explorer = try FlowExplorer(roots: [toasterRoots[0]], catalog: toasterCatalog, router: { routers.make() })
        routers.dropsPopsFrom = routers.made + 1
        let run = explorer.run(trace)
        let violation = try #require(run.violation, "\(run)")
        #expect(violation.invariant == "replayReproducesState", "\(run)")
        #expect(violation.step == 3, "\(run)")
        #expect(violation.message.contains("router state"), "\(run)")
        // The run itself held every other invariant: its router applied every command.
        #expect(run.steps.count == trace.steps.count)
    }

    /// A clock picks which of two transitions that stay applies a refresh: only the transition
    /// differs between the run and its replay, and a third run (the recorded replay that names
    /// differences) takes the run's transition again. The replay still reports the step.
    @Test func aDifferenceInTransitionsAloneIsFoundEvenWhenItComesAndGoes() throws {
        let (violation, run) = try replayViolationOfFirstEvent(FlowExplorer(root: ClockRefreshFlow(clock: Ticks()), catalog: EventCatalog { FlowEvents(ClockRefreshFlow.self) }))
        #expect(violation.message.contains("the transitions were"), "\(run)")
        #expect(violation.message.contains("ClockRefresh.list --refresh--> ClockRefresh.list"), "\(run)")
    }

    /// A clock decides whether `open` is taken: the run takes it, the replay rejects it, and the
    /// third run (the recorded replay that names differences) takes it again. The replay reports
    /// the step as the unrecorded replay saw it, the step's flow and event included.
    @Test func aDifferenceInOutcomeThatComesAndGoesIsReportedAsSeen() throws {
        let (violation, run) = try replayViolationOfFirstEvent(FlowExplorer(root: ClockListFlow(clock: Ticks()), catalog: EventCatalog { FlowEvents(ClockListFlow.self) }))
        #expect(violation.message.contains("the step ran as"), "\(run)")
        #expect(violation.message.contains("then as"), "\(run)")
        #expect(violation.message.contains("ClockList#1 ✗ open rejected"), "\(run)")
    }

    /// A clock stamps the event an effect sends: only that event's payload differs between the
    /// run and the replay, whose records are compared without describing their events unless
    /// the values differ.
    @Test func aDifferenceInAnEventsPayloadAloneIsFound() throws {
        let (violation, run) = try replayViolationOfFirstEvent(FlowExplorer(root: ClockStampFlow(clock: Ticks()), catalog: EventCatalog { FlowEvents(ClockStampFlow.self, [.stamp]).generating(Gen.always(-1).map { .stamped(tick: $0) }) }))
        #expect(violation.message.contains("the transitions were"), "\(run)")
        #expect(violation.message.contains("stamped(tick: 0)") && violation.message.contains("stamped(tick: 1)"), "\(run)")
    }

    /// The same trace with routers that all behave: nothing differs.
    @Test func aFaithfulReplayFindsNothing() throws {
        let routers = RouterMaker()
        let explorer = try FlowExplorer(roots: [toasterRoots[0]], catalog: toasterCatalog, router: { routers.make() })
        let run = explorer.run(trace)
        #expect(run.violation == nil, "\(run)")
        #expect(run.final?.routerState.visibleScreen?.route == "login", "\(run)")
    }
}

/// Runs the first catalog event once and returns the replay's violation, which must name step 1.
@MainActor
private func replayViolationOfFirstEvent<Root: Flow>(_ explorer: FlowExplorer<Root>) throws -> (InvariantViolation, TraceRun) {
    let run = explorer.run(Trace(steps: [.send(flow: 0, event: 0)]))
    let violation = try #require(run.violation, "\(run)")
    #expect(violation.invariant == "replayReproducesState", "\(run)")
    #expect(violation.step == 1, "\(run)")
    return (violation, run)
}
