@testable import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// The send path answers "is this flow interactive?" once per layout version; every change that
/// can make a flow interactive or not must give a new version, or a covered flow would take
/// events. After each step of random traces, every live flow's cached answer agrees with the walk.
let interactivityCacheAgreesWithTheTree = Invariant(
    "interactivityCacheAgreesWithTheTree", "Each live flow's cached interactivity is what walking the tree answers."
) { context in
    let runtime = context.runtime
    for node in runtime.root?.subtree ?? [] where node.isInteractive != runtime.isInteractive(node) {
        return "\(node.name) (\(node.id)): cached \(node.isInteractive), the tree says \(runtime.isInteractive(node))"
    }
    return nil
}

/// `liveFlows` answers each flow's interactivity and parent in one walk down the tree: the
/// answers agree with walking up from each flow.
let liveFlowsAgreeWithTheTree = Invariant(
    "liveFlowsAgreeWithTheTree", "Each live flow's interactivity and parent are what walking up the tree answers."
) { context in
    let runtime = context.runtime
    let nodes = runtime.root?.subtree ?? []
    let live = runtime.liveFlows
    guard live.map(\.id) == nodes.map(\.id) else { return "liveFlows lists \(live.map(\.id)), the tree \(nodes.map(\.id))" }
    for (flow, node) in zip(live, nodes) where flow.isInteractive != runtime.isInteractive(node) || flow.parent != node.parent?.id {
        return "\(flow): interactive \(flow.isInteractive), parent \(String(describing: flow.parent)); the tree says \(runtime.isInteractive(node)), \(String(describing: node.parent?.id))"
    }
    return nil
}

@Suite("Interactivity cache")
@MainActor
struct InteractivityCacheTests {
    /// The cached answers, and those `liveFlows` gives.
    @Test func agreesWithTheTreeAfterEveryStep() async throws {
        var options = ExplorationOptions(length: 10...40, platformShare: 0.3)
        options.invariants = [interactivityCacheAgreesWithTheTree, liveFlowsAgreeWithTheTree]
        let explorer = try toasterExplorer(options: options)
        let summary = await explorer.check(count: 150)
        #expect(summary.failure == nil, "\(summary)")
        #expect(summary.transitions > 1_000)
    }
}
