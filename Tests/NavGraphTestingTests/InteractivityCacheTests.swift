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

@Suite("Interactivity cache")
@MainActor
struct InteractivityCacheTests {
    @Test func agreesWithTheTreeAfterEveryStep() async throws {
        var options = ExplorationOptions(length: 10...40, platformShare: 0.3)
        options.invariants = [interactivityCacheAgreesWithTheTree]
        let explorer = try toasterExplorer(options: options)
        let summary = await explorer.check(count: 150)
        #expect(summary.failure == nil, "\(summary)")
        #expect(summary.transitions > 1_000)
    }
}
