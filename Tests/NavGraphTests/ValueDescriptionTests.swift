import NavGraph
import Testing

/// A payload that counts how often it is described.
struct CountedPayload: Sendable, CustomStringConvertible {
    let id: Int
    let title: String
    nonisolated(unsafe) static var descriptions = 0
    var description: String {
        Self.descriptions += 1
        return "payload \(id): \(title)"
    }
}

/// An `Equatable` payload that counts how often it is described.
struct EquatablePayload: Equatable, Sendable, CustomStringConvertible {
    let title: String
    nonisolated(unsafe) static var descriptions = 0
    var description: String {
        Self.descriptions += 1
        return "titled \(title)"
    }
}

/// A payload small enough to be compared by its bytes, that counts how often it is described.
struct SmallPayload: Sendable, CustomStringConvertible {
    let id: Int
    nonisolated(unsafe) static var descriptions = 0
    var description: String {
        Self.descriptions += 1
        return "small \(id)"
    }
}

/// A payload of another type that describes itself as a `CountedPayload` would.
struct LookalikePayload: Sendable, CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "payload \(id): \(title)" }
}

/// A flow whose event carries a `CountedPayload`.
struct CountedFlow: Flow {
    enum Route: FlowRoute { case list, detail }
    enum Event: FlowEvent {
        case open(CountedPayload), back
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

/// Payloads are described when a record is read, not when it is made, and descriptions compare
/// as their texts do.
@MainActor
@Suite("Value descriptions", .serialized)
struct ValueDescriptionTests {
    @Test("A record keeps the event's payload and describes it only when read")
    func recordsDescribeWhenRead() throws {
        CountedPayload.descriptions = 0
        let runtime = FlowRuntime(router: HeadlessRouter())
        let flow = try runtime.start(CountedFlow())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        try flow.send(.open(CountedPayload(id: 7, title: "a title long enough to live on the heap")))
        try flow.send(.back)
        #expect(CountedPayload.descriptions == 0, "recording described the payload")
        let open = try #require(records.first)
        #expect(open.event == "open")
        #expect(open.eventDetail == #"open(payload 7: a title long enough to live on the heap)"#)
        #expect(open.description == "Counted.list --open(payload 7: a title long enough to live on the heap)--> Counted.detail")
        #expect(CountedPayload.descriptions == 2)
        #expect(records.last?.eventDetail == "back")
    }

    @Test("Values of one type with the same bytes are equal without being described")
    func sameBytesCompareWithoutDescribing() {
        CountedPayload.descriptions = 0
        let title = "a title long enough to live on the heap"
        let first = ValueDescription(describing: CountedPayload(id: 1, title: title))
        let second = ValueDescription(describing: CountedPayload(id: 1, title: title))
        #expect(first == second)
        #expect(CountedPayload.descriptions == 0)
    }

    @Test("Small values (16 bytes or fewer) compare by type and bytes")
    func smallValuesCompareByTypeAndBytes() {
        SmallPayload.descriptions = 0
        let first = ValueDescription(describing: SmallPayload(id: 1))
        #expect(first == ValueDescription(describing: SmallPayload(id: 1)))
        #expect(SmallPayload.descriptions == 0, "equal bytes of one type decide without describing")
        #expect(first != ValueDescription(describing: SmallPayload(id: 2)))
        // The same bytes in a value of another type are not the same value: `true` is not `1`.
        #expect(ValueDescription(describing: true) != ValueDescription(describing: 1))
        #expect(ValueDescription(describing: UInt8(1)) != ValueDescription(describing: true))
        #expect(ValueDescription(describing: 1) == ValueDescription(describing: UInt(1)), "different types, same text")
    }

    @Test("Equatable values compare with their own ==, without being described")
    func equatableValuesCompareWithoutDescribing() {
        EquatablePayload.descriptions = 0
        // Two copies of a long string: the same text in different storage, so different bytes.
        let first = ValueDescription(describing: EquatablePayload(title: String(repeating: "long title ", count: 4)))
        let second = ValueDescription(describing: EquatablePayload(title: String(repeating: "long title ", count: 4)))
        let third = ValueDescription(describing: EquatablePayload(title: String(repeating: "other title ", count: 4)))
        #expect(first == second)
        #expect(first != third)
        #expect(EquatablePayload.descriptions == 0)
    }

    @Test("Otherwise descriptions compare, and hash, as their texts")
    func textsDecide() {
        let heapTitle = String(repeating: "long title ", count: 4)
        let counted = ValueDescription(describing: CountedPayload(id: 1, title: heapTitle))
        // Same text, separately built string storage: the bytes differ, the texts do not.
        let rebuilt = ValueDescription(describing: CountedPayload(id: 1, title: String(repeating: "long title ", count: 4)))
        let lookalike = ValueDescription(describing: LookalikePayload(id: 1, title: heapTitle))
        let text = ValueDescription("payload 1: \(heapTitle)")
        let other = ValueDescription(describing: CountedPayload(id: 2, title: heapTitle))
        #expect(counted == rebuilt)
        #expect(counted == lookalike)
        #expect(counted == text)
        #expect(counted != other)
        #expect(text != "payload 1")
        #expect(Set([counted, rebuilt, lookalike, text]).count == 1)
        #expect(counted.hashValue == text.hashValue)
    }
}
