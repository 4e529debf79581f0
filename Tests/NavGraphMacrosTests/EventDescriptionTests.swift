import NavGraph
import NavGraphMacros
import PropertyBased
import Testing

/// Payloads of the shapes `String(describing:)` lays out differently: an only tuple, optionals,
/// nested events, collections, text that needs escaping.
@FlowEvent
enum ShapedEvent {
    case pair((Int, Int))
    case labelledPair(at: (Int, Int))
    case nothing(())
    case maybe(Int?)
    case many([String], count: Int)
    case nested(SampleEvent)
    case text(String, _ note: String)
    case route(TabBarStandIn.Route)
    case flag(on: Bool), plain
}

/// What a record's generic code sees: the requirement through the protocol.
private func described<Event: PayloadEvent>(_ event: Event) -> String {
    Event.description(of: event)
}

@Suite("@FlowEvent descriptions")
struct EventDescriptionTests {
    static let events: [ShapedEvent] = [
        .pair((1, -2)), .labelledPair(at: (3, 4)), .nothing(()), .maybe(nil), .maybe(7), .many(["a", "b\"c"], count: 2),
        .nested(.submit(query: "swift", scope: 2)), .nested(.openSettings), .text("tab\tnew\nline", "é ✓ 🎉"),
        .route(.search), .flag(on: true), .plain,
    ]

    @Test("each shape is written as String(describing:) writes it", arguments: events)
    func shapes(event: ShapedEvent) {
        #expect(described(event) == String(describing: event))
    }

    @Test("the macro tests' enums: labels, unlabelled values, indirect cases, keyword names, defaults")
    func samples() {
        let events: [TabBarStandIn.Event] = [.selectTab(.search), .open(), .open(id: -9), .both(.both(.default, "in"), "out"), .default]
        for event in events { #expect(described(event) == String(describing: event)) }
        for event in FlowEventRuntimeTests.events { #expect(described(event) == String(describing: event)) }
        #expect(described(MigratedEvent.openClip(id: 3)) == "openClip(id: 3)")
        for event in PlainEvent.allCases { #expect(described(event) == String(describing: event)) }
    }

    @Test("random payloads: any integer and any Latin-1 text with quotes, escapes and control characters")
    func randomPayloads() async {
        await propertyCheck(count: 300, input: Gen.int(), Gen.latin1.string(of: 0...12)) { number, text in
            let events: [SampleEvent] = [.openLink(id: number), .submit(query: text, scope: number), .pick(text)]
            for event in events { #expect(described(event) == String(describing: event)) }
        }
    }

    @Test("a record describes a payload event by its description, shortened as before")
    func record() {
        #expect(ValueDescription(event: TabBarStandIn.Event.selectTab(.search), of: DescribedFlow.self) == "selectTab(.search)")
        #expect(ValueDescription(event: TabBarStandIn.Event.open(id: 2), of: DescribedFlow.self) == "open(id: 2)")
    }
}

/// A flow whose events are described through `ValueDescription(event:of:)`.
private struct DescribedFlow: Flow {
    typealias Route = TabBarStandIn.Route
    typealias Event = TabBarStandIn.Event
    static let definition = FlowDefinition<DescribedFlow>(initial: .home, transitions: [.on(.default, .stay)])
}
