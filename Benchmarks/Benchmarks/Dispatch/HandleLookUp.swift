import BenchmarkHarness
import LoginApp
import NavGraph

/// Handle look-ups over a chain of pushed flows ending in one flow of another type: the same
/// look-ups with 11 and with 10,001 live flows, the small tree as the baseline (100 % is O(1)).
func registerHandleLookUps() {
    let lookUps = 1_000
    let chains = onMainActor { Chains() }
    func byType(_ fixture: @escaping @MainActor @Sendable () -> (runtime: FlowRuntime, end: FlowID)) -> Workload {
        Workload(events: lookUps) {
            let runtime = fixture().runtime
            var missing = 0
            for _ in 0..<lookUps where runtime.handle(ChainEndFlow.self) == nil { missing += 1 }
            return missing
        }
    }
    func byID(_ fixture: @escaping @MainActor @Sendable () -> (runtime: FlowRuntime, end: FlowID)) -> Workload {
        Workload(events: lookUps) {
            let (runtime, end) = fixture()
            var missing = 0
            for _ in 0..<lookUps where runtime.handle(ChainEndFlow.self, id: end) == nil { missing += 1 }
            return missing
        }
    }
    dispatchBenchmark("Look-up: handle(_:) of the deepest flow, 10,001 live flows (vs 11)", subject: byType { chains.large }, baseline: byType { chains.small })
    dispatchBenchmark("Look-up: handle(_:id:) of the deepest flow, 10,001 live flows (vs 11)", subject: byID { chains.large }, baseline: byID { chains.small })
}

/// The chains, restored on first use: restoring 10,001 flows at registration would slow every
/// run of the suite, whatever its filter.
@MainActor
final class Chains {
    private(set) lazy var small = ChainFlow.runtime(flows: 11)
    private(set) lazy var large = ChainFlow.runtime(flows: 10_001)
}

/// A flow that pushes another of its kind, or the chain's end.
struct ChainFlow: Flow, Codable {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent { case next, end, closed }

    static let definition = FlowDefinition<ChainFlow>(
        initial: .list,
        transitions: [
            .on(.next, .start(ChainFlow.self, .push) { _, _ in ChainFlow() }),
            .on(.end, .start(ChainEndFlow.self, .push) { _, _ in ChainEndFlow() }),
            .on(.closed, .stay),
        ],
        children: [ChildFlow(ChainFlow.self) { _ in .closed }, ChildFlow(ChainEndFlow.self) { _ in .closed }]
    )

    /// A runtime of `flows` live flows: chain flows, the last one a ``ChainEndFlow``, restored from
    /// a snapshot; and the end's identity.
    @MainActor
    static func runtime(flows: Int) -> (runtime: FlowRuntime, end: FlowID) {
        let states = (0..<flows).map { level -> FlowSnapshot.FlowState in
            FlowSnapshot.FlowState(
                id: UInt32(level + 1), name: level == flows - 1 ? "ChainEnd" : "Chain", parent: level == 0 ? nil : UInt32(level),
                placement: level == 0 ? "windowRoot" : "push", value: "{}", selectedTab: nil,
                entries: [FlowSnapshot.EntryState(route: "list", serial: 0)]
            )
        }
        do {
            let runtime = try FlowRuntime(restoring: FlowSnapshot(flows: states, lastID: UInt32(flows)), root: ChainFlow.self, router: NoOpRouter())
            return (runtime, FlowID(rawValue: UInt32(flows)))
        } catch {
            fatalError("the chain did not restore: \(error)")
        }
    }
}

/// The chain's last flow.
struct ChainEndFlow: Flow, Codable {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent { case close }
    enum Output: Sendable { case closed }
    static let definition = FlowDefinition<ChainEndFlow>(initial: .list, transitions: [.on(.close, .finish(.closed))])
}
