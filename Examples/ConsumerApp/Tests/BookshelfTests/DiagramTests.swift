import Bookshelf
import NavGraph
import NavGraphDiagramTesting
import Testing

@Suite struct DiagramTests {
    /// diagrams/shelf.{json,dot,mmd,svg,png}: recorded when missing or with
    /// NAVGRAPH_RECORD_DIAGRAMS=1, a failure naming what changed otherwise.
    @Test func shelfDiagramIsCurrent() throws {
        try expectDiagramCurrent(of: ShelfFlow.self, at: "diagrams/shelf")
    }

    /// What a change to the flows does to that test: the committed diagram is stale, and the diff
    /// names the route and transition added.
    @Test func aChangedShelfMakesTheDiagramStale() throws {
        let outcome = try checkDiagram(of: ShelfWithSearch.self, at: "diagrams/shelf", recording: .never)
        guard case .hierarchyChanged(let diff) = outcome else {
            Issue.record("expected the committed diagram to be stale, got \(outcome)")
            return
        }
        #expect(diff.added.map(\.description) == ["route Shelf.search", "transition Shelf: openSearch from shelf / push search"])
        #expect(diff.removed.isEmpty)
    }
}

/// The shelf with a search screen added, named as the committed one.
struct ShelfWithSearch: Flow {
    static var name: String { "Shelf" }
    enum Route: FlowRoute { case shelf, settings, search }
    enum Event: FlowEvent { case openBook, openSettings, back, readerClosed, openSearch }

    static let definition = FlowDefinition<ShelfWithSearch>(
        initial: .shelf,
        transitions: [
            .on(.openBook, from: .shelf, .start(ReaderFlow.self, .push) { ReaderFlow() }),
            .on(.openSettings, from: .shelf, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.readerClosed, .stay),
            .on(.openSearch, from: .shelf, .push(.search)),
        ],
        children: [ChildFlow(ReaderFlow.self) { output in switch output { case .closed: .readerClosed } }]
    )
}
