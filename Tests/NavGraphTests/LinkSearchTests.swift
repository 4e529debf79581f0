import NavGraph
import Testing

/// How a plan's search tells a target reached: the goal's own event counts only when the whole
/// chain it causes is accepted, as applying it would find.
@MainActor
@Suite("Deep link search")
struct LinkSearchTests {
    /// A desk that opens a form from either of its screens, but takes the form's result only on
    /// its ready screen.
    struct DeskFlow: Flow {
        enum Route: FlowRoute { case home, ready }
        enum Event: FlowEvent { case getReady, openForm, formDone }

        static let definition = FlowDefinition<DeskFlow>(
            initial: .home,
            transitions: [
                .on(.getReady, from: .home, .push(.ready)),
                .on(.openForm, .start(FormFlow.self, .push) { _, _ in FormFlow() }),
                .on(.formDone, from: .ready, .stay),
            ],
            children: [ChildFlow(FormFlow.self) { _ in .formDone }],
            links: [.step(.getReady), .step(.openForm)]
        )
    }

    /// A form whose submit finishes it: its desk must take the result.
    struct FormFlow: Flow {
        enum Route: FlowRoute { case fields }
        enum Event: FlowEvent { case submit }
        enum Output: Sendable { case done }

        static let definition = FlowDefinition<FormFlow>(
            initial: .fields,
            transitions: [.on(.submit, .finish(.done))],
            links: [.link("submit", sends: .submit)]
        )
    }

    @Test("A target event the form's machine takes but its desk cannot is no target: the plan gets the desk ready first")
    func goalEventValidatedWhole() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        _ = try runtime.start(DeskFlow())
        #expect(try runtime.plan("submit").description == "Desk.getReady → Desk.openForm → Form.submit")
        #expect(try runtime.open("submit").steps.count == 3)
        #expect(router.state.visibleScreen?.description == "Desk.ready")
        #expect(runtime.liveFlows.map(\.name) == ["Desk"])
    }

    /// A flow type nested in a generic type, and a generic flow type.
    struct Shelf<Item: Sendable> {
        struct ItemFlow: Flow {
            enum Route: FlowRoute { case page }
            enum Event: FlowEvent { case close }
            static var definition: FlowDefinition<ItemFlow> { FlowDefinition(initial: .page, transitions: [.on(.close, .stay)]) }
        }
    }

    struct PageFlow<Item: Sendable>: Flow {
        enum Route: FlowRoute { case page }
        enum Event: FlowEvent { case close }
        static var definition: FlowDefinition<PageFlow> { FlowDefinition(initial: .page, transitions: [.on(.close, .stay)]) }
    }

    @Test("A flow's default name is its type's unqualified name without a trailing Flow, generic arguments kept")
    func defaultNames() {
        #expect(DeskFlow.name == "Desk")
        #expect(Shelf<Int>.ItemFlow.name == "Item")
        #expect(PageFlow<Int>.name == "PageFlow<Int>")
    }
}
