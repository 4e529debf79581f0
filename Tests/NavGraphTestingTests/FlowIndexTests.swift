@testable import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// Where `runtime`'s index of live flows disagrees with its tree, if it does: every live flow
/// must be found by its identity and among its type's flows, and nothing else (no finished flow).
@MainActor
func flowIndexDisagreement(_ runtime: FlowRuntime) -> String? {
    let live = runtime.root?.subtree ?? []
    let indexed = runtime.flows.byID
    guard indexed.count == live.count else {
        return "\(indexed.count) flows indexed by identity, \(live.count) live: \(indexed.keys.sorted()) vs \(live.map(\.id))"
    }
    for node in live where indexed[node.id.rawValue] !== node {
        return "\(node.name)\(node.id) is not what its identity finds"
    }
    let byType = runtime.flows.byType
    guard byType.values.map(\.count).reduce(0, +) == live.count else {
        return "\(byType.values.map(\.count).reduce(0, +)) flows indexed by type, \(live.count) live"
    }
    for node in live where !(byType[ObjectIdentifier(node.flowType)] ?? []).contains(where: { $0 === node }) {
        return "\(node.name)\(node.id) is missing among its type's flows"
    }
    // The public look-up answers the first live flow of the type in the tree's order.
    for node in live {
        func first<F: Flow>(_ type: F.Type) -> (any Node)? { runtime.handle(type)?.node }
        let expected = live.first { $0.flowType == node.flowType }
        if first(node.flowType) !== expected { return "handle(\(node.name).self) is not the first \(node.name) of the tree" }
    }
    return nil
}

/// After each step of random traces (events, rejected events, platform removals) the index agrees
/// with the tree, and so does the index of the step's configuration restored into a new runtime,
/// after a link opened there.
let flowIndexAgreesWithTheTree = everyRuntimeInvariant(
    "flowIndexAgreesWithTheTree", "The live flows' index holds exactly the tree's flows.", flowIndexDisagreement
)

@Suite("Index of live flows")
@MainActor
struct FlowIndexTests {
    @Test func agreesWithTheTreeAfterEveryStep() async throws {
        let checked = try await checkToasterTraces(with: flowIndexAgreesWithTheTree)
        #expect(checked.failure == nil, "\(checked.summary)")
        #expect(checked.enough, "\(checked.summary)")
    }

    @Test("LinkDetail live under Clip and Home: handle(_:) answers the first in the tree's order, Home's")
    func severalOfOneType() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
        try app.send(.launch)
        let tabBar = try #require(runtime.handle(TabBarFlow.self))
        try tabBar.send(.selectTab(.clip))
        try #require(runtime.handle(ClipFlow.self)).send(.openLink(id: 1))
        let clipDetail = try #require(runtime.handle(LinkDetailFlow.self))
        try tabBar.send(.selectTab(.home))
        try #require(runtime.handle(HomeFlow.self)).send(.openLink(id: 2))
        // Home's tab comes before Clip's in the tree's order.
        let homeDetail = try #require(runtime.handle(LinkDetailFlow.self))
        #expect(homeDetail != clipDetail)
        #expect(homeDetail.flow.linkID == 2)
        #expect(runtime.handle(LinkDetailFlow.self, id: clipDetail.flowID) == clipDetail)
        try homeDetail.send(.close)
        #expect(runtime.handle(LinkDetailFlow.self) == clipDetail)
        #expect(runtime.handle(LinkDetailFlow.self, id: homeDetail.flowID) == nil)
        #expect(flowIndexDisagreement(runtime) == nil)
    }

    @Test("Taking out a flow leaves another filed under the same identity (a plan's search puts copies back)")
    func removalKeepsAnotherFlowOfTheSameIdentity() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        _ = try runtime.start(AppFlow(session: Session(hasSession: true)))
        let original = try #require(runtime.root)
        let copy = original.copyAlone(into: runtime, parent: nil)
        var index = FlowIndex(root: nil)
        index.insert(original)
        index.insert(copy)
        index.remove(original)
        #expect(index.node(withID: original.id) === copy)
        #expect(index.nodes(ofType: AppFlow.self).map(ObjectIdentifier.init) == [ObjectIdentifier(copy)])
        index.remove(copy)
        #expect(index.count == 0)
        #expect(index.nodes(ofType: AppFlow.self).isEmpty)
        // The flow itself leaves its type's list, not the first of its type.
        index.insert(original)
        index.insert(copy)
        index.remove(copy)
        #expect(index.nodes(ofType: AppFlow.self).map(ObjectIdentifier.init) == [ObjectIdentifier(original)])
    }
}
