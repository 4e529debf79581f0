import NavGraph
import NavGraphTesting
import Testing

/// A flow that presents one of its own routes, then pushes a child flow onto that modal.
struct SheetHostFlow: Flow {
    enum Route: FlowRoute { case list, sheet }
    enum Event: FlowEvent, CaseIterable { case openSheet, openChild, childClosed }

    static let definition = FlowDefinition<SheetHostFlow>(
        initial: .list,
        transitions: [
            .on(.openSheet, from: .list, .present(.sheet)),
            .on(.openChild, from: .sheet, .start(SheetChildFlow.self, .push) { _, _ in SheetChildFlow() }),
            .on(.childClosed, .stay),
        ],
        children: [ChildFlow(SheetChildFlow.self) { _ in .childClosed }]
    )
}

struct SheetChildFlow: Flow {
    enum Route: FlowRoute { case page }
    enum Event: FlowEvent, CaseIterable { case close }
    enum Output: Sendable { case closed }

    static let definition = FlowDefinition<SheetChildFlow>(
        initial: .page, transitions: [.on(.close, .finish(.closed))], dismissOutput: .closed
    )
}

@Suite("Core bugs the explorer found stay fixed")
@MainActor
struct CoreBugTests {
    /// Swiping down a presented route used to leave the child flow pushed onto it running, with no
    /// screen (`noLeaks` caught it after step 3). The child now finishes with its dismissal output.
    @Test func swipingDownAPresentedRouteFinishesTheChildPushedOnIt() async throws {
        let explorer = try FlowExplorer(
            root: SheetHostFlow(),
            catalog: EventCatalog {
                FlowEvents(SheetHostFlow.self, [.openSheet, .openChild])
                FlowEvents(SheetChildFlow.self)
            }
        )
        let run = explorer.run(Trace(steps: [.send(flow: 0, event: 0), .send(flow: 0, event: 1), .swipeDown]))
        #expect(run.violation == nil, "\(run)")
        #expect(run.steps.count == 3)
        #expect(run.steps.last?.records.map(\.description) == [
            "SheetHost.sheet --platformDidRemove(SheetHost.sheet)--> SheetHost.list",
            "SheetHost.list --childClosed--> SheetHost.list",
        ])
    }
}
