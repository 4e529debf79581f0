import NavGraph
import Testing
import ToasterExample

/// A payload whose description is its label.
struct LabelPayload: Sendable, CustomStringConvertible {
    let label: String
    var description: String { label }
}

/// A flow whose event carries a `LabelPayload`.
struct CountedFlow: Flow {
    enum Route: FlowRoute { case list, detail }
    enum Event: FlowEvent {
        case open(LabelPayload), back
        enum Case { case open, back }
        var `case`: Case {
            switch self {
            case .open: .open
            case .back: .back
            }
        }
    }
    static let definition = FlowDefinition<CountedFlow>(initial: .list, transitions: [
        .on(.open, from: .list, .push(.detail)),
        .on(.back, from: .detail, .pop),
    ])
}

/// A flow whose `Equatable` event carries a number: `nan` is unequal to itself, yet describes alike.
struct MeasuredFlow: Flow {
    enum Route: FlowRoute { case gauge }
    enum Event: FlowEvent, Equatable {
        case read(Double), reset
        enum Case { case read, reset }
        var `case`: Case {
            switch self {
            case .read: .read
            case .reset: .reset
            }
        }
    }
    static let definition = FlowDefinition<MeasuredFlow>(initial: .gauge, transitions: [.on(.read, .stay), .on(.reset, .stay)])
}

/// Records and traces print payloads as a developer reads them, and descriptions compare as texts.
@MainActor
@Suite("Value descriptions")
struct ValueDescriptionTests {
    @Test("A record describes the event's payload without module or type qualification")
    func recordsDescribePayloads() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        let flow = try runtime.start(CountedFlow())
        try flow.send(.open(LabelPayload(label: "x")))
        #expect(records.map(\.eventDetail) == ["open(x)"])
    }

    @Test(
        "Qualified names read as their last part; qualified cases as implicit members; strings stay",
        arguments: [
            ("selectTab(ToasterExample.TabBarFlow.Route.search)", "selectTab(.search)"),
            ("pick(Module.Flow.Choice(id: 3))", "pick(Choice(id: 3))"),
            ("open(id: 7)", "open(id: 7)"),
            ("submit(query: \"Module.Type.case\")", "submit(query: \"Module.Type.case\")"),
            ("submit(query: \"a \\\" B.c\")", "submit(query: \"a \\\" B.c\")"),
            ("values([1.5, 2.0])", "values([1.5, 2.0])"),
            ("pick(Modül.Flow.Choix(ïd: 3))", "pick(Choix(ïd: 3))"),
            ("select(Modül.Route.café, \"Ü.é\")", "select(.café, \"Ü.é\")"),
        ]
    )
    func unqualified(text: String, expected: String) {
        #expect(ValueDescription.unqualifiedForTesting(text) == expected)
    }

    /// The event values recorded for `events`, sent to a new runtime's measured flow.
    private func recorded(_ events: [MeasuredFlow.Event]) throws -> [ValueDescription] {
        let runtime = FlowRuntime(router: HeadlessRouter())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        let flow = try runtime.start(MeasuredFlow())
        for event in events { try flow.send(event) }
        return records.map(\.eventValue)
    }

    @Test("A record's payload event, described when read, reads and compares as its text")
    func recordsDescribeWhenRead() throws {
        let events: [MeasuredFlow.Event] = [.read(1.5), .read(.nan), .reset]
        let first = try recorded(events), second = try recorded(events), other = try recorded([.read(2.5), .read(1), .reset])
        #expect(first.map(\.description) == ["read(1.5)", "read(nan)", "reset"])
        #expect(first.map(\.description) == events.map { ValueDescription(event: $0, of: MeasuredFlow.self).description })
        // Equal values, and `nan`'s unequal values with equal texts, are equal descriptions.
        #expect(first == second)
        #expect(first[0] != other[0] && first[1] != other[1])
        #expect(first[0] == "read(1.5)" && first[1] == ValueDescription("read(nan)"))
        #expect(Set(first + second).count == 3)
    }

    @Test("A replay matches equal payloads by value, while == and hashing stay the texts'")
    func replayMatchesValues() throws {
        let events: [MeasuredFlow.Event] = [.read(0), .read(.nan), .read(1.5)]
        let first = try recorded(events), second = try recorded(events)
        let negativeZero = try recorded([.read(-0.0)])[0], other = try recorded([.read(2.5)])[0]
        // Equal values whose texts differ: the replay's match, not equality, which hashing follows.
        #expect(first[0].matches(negativeZero))
        #expect(first[0] != negativeZero && first[0].description != negativeZero.description)
        #expect(Set([first[0], negativeZero]).count == 2)
        // Unequal values: `nan` still matches by its text, a different number does not.
        #expect(first[1].matches(second[1]))
        #expect(!first[2].matches(other) && first[2].matches(second[2]))
    }

    @Test("Descriptions compare, and hash, as their texts")
    func textsDecide() {
        #expect(ValueDescription(describing: TabBarFlow.Event.selectTab(.search)) == "selectTab(.search)")
        #expect(Set([ValueDescription("a"), "a", "b"]).count == 2)
    }
}
