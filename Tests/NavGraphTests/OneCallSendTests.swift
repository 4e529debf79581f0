import NavGraph
import PropertyBased
import Testing

private enum ChainRoute: FlowRoute { case a, b, c, d }
private enum ChainEvent: FlowEvent { case next, back, home, sheet, close, guarded, effect, unused }

/// Rows of one case from several sources (followed row to row), a guarded row that fails and
/// one that holds, a row with an effect, every stack action, and an event no row handles.
private func chainRows<F: Flow>(_: F.Type) -> [FlowTransition<F>] where F.Route == ChainRoute, F.Event == ChainEvent {
    [
        .on(.next, from: .a, .push(.b)),
        .on(.next, from: .b, .push(.c)),
        .on(.next, from: .d, .popToRoot),
        .on(.back, from: .c, .pop),
        .on(.back, .pop),
        .on(.home, .popToRoot),
        .on(.sheet, from: .b, .present(.d)),
        .on(.sheet, from: .c, .present(.d)),
        .on(.close, .dismiss),
        .on(.guarded, when: Guard("fails") { _ in false }, .push(.d)),
        .on(.guarded, from: .a, when: Guard("holds") { _ in true }, .push(.c)),
        .on(.effect, from: .a, .push(.d), effect: { _ in }),
    ]
}

private struct ShortChainFlow: Flow {
    typealias Route = ChainRoute
    typealias Event = ChainEvent
    static let definition = FlowDefinition<Self>(initial: .a, transitions: chainRows(Self.self))
}

/// The same rows after rows no event reaches: a table long enough to index its cases.
private struct LongChainFlow: Flow {
    typealias Route = ChainRoute
    typealias Event = ChainEvent
    static let definition = FlowDefinition<Self>(
        initial: .a, transitions: Array(repeating: .on(.unused, from: .d, when: Guard("never") { _ in false }, .stay), count: 16) + chainRows(Self.self)
    )
}

/// A router that runs `onApply` with each command it applies, after applying it.
@MainActor
private final class CallingRouter: Router {
    let router = HeadlessRouter()
    var onApply: (NavigationCommand) -> Void = { _ in }
    func apply(_ command: NavigationCommand) {
        router.apply(command)
        onApply(command)
    }
}

@Suite("A stack row taken in one call")
@MainActor
struct OneCallSendTests {
    /// What an event did on a runtime: its rejection, then the router's state and the routes.
    private struct Step: Equatable {
        let rejection: NavigationError?
        let rejectionText: String?
        let state: NavigationState
        let routes: [ChainRoute]
    }

    /// Sends `script` to a runtime of `F`, observed or not (an observed runtime takes every event
    /// the general way); what each event did.
    private static func run<F: Flow>(_ flow: F, _ script: [ChainEvent], observed: Bool) throws -> [Step] where F.Event == ChainEvent, F.Route == ChainRoute {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        if observed { runtime.addObserver { _ in } }
        let handle = try runtime.start(flow)
        return script.map { event in
            let rejection = Result { () throws(NavigationError) in try handle.send(event) }.failure
            return Step(rejection: rejection, rejectionText: rejection?.description, state: router.state, routes: handle.routes)
        }
    }

    @Test("Unobserved, a flow sends the commands and throws the rejections it does observed", arguments: [false, true])
    func sameAsTheGeneralPath(long: Bool) async {
        let events: [ChainEvent] = [.next, .back, .home, .sheet, .close, .guarded, .effect, .unused]
        await propertyCheck(count: 100, input: Gen.int(in: 0...(events.count - 1)).array(of: 1...40)) { values in
            let script = values.map { events[$0] }
            let (unobserved, observed) =
                long
                ? (try? Self.run(LongChainFlow(), script, observed: false), try? Self.run(LongChainFlow(), script, observed: true))
                : (try? Self.run(ShortChainFlow(), script, observed: false), try? Self.run(ShortChainFlow(), script, observed: true))
            #expect(unobserved?.count == script.count)
            #expect(unobserved == observed)
        }
    }

    @Test("A router that lets its runtime go while it applies a command is let go too, and is the runtime's router meanwhile")
    func runtimeGoneDuringCommand() throws {
        weak var weakRouter: CallingRouter?
        var handle: FlowHandle<ShortChainFlow>?
        var routerDuringCommand: (any Router)?
        do {
            let router = CallingRouter()
            weakRouter = router
            var runtime: FlowRuntime? = FlowRuntime(router: router)
            handle = try runtime?.start(ShortChainFlow())
            router.onApply = { _ in
                routerDuringCommand = runtime?.router
                runtime = nil
            }
            try handle?.send(.next)
            #expect(runtime == nil)
            #expect(routerDuringCommand === router)
            routerDuringCommand = nil
        }
        #expect(weakRouter == nil)
        #expect(handle?.isRunning == false)
        #expect(throws: NavigationError(flow: "ShortChain", route: nil, event: "back", reason: .flowFinished)) { try handle?.send(.back) }
    }
}
