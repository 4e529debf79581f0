import NavGraph
import Testing

/// A picker whose outputs carry values (an id, titles long enough to be heap-allocated), and a
/// dismissal output.
struct PickerFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent {
        case pick(id: Int, title: String), giveUp
        enum Case { case pick, giveUp }
        var `case`: Case {
            switch self {
            case .pick: .pick
            case .giveUp: .giveUp
            }
        }
    }
    enum Output: Sendable { case picked(id: Int, title: String), dismissed(reason: String) }
    static let definition = FlowDefinition<PickerFlow>(
        initial: .list,
        transitions: [
            .on(.pick, .finish(.picked(id: 7, title: "a title long enough to live on the heap, not inline"))),
            .on(.giveUp, .finish(.dismissed(reason: "gave up after looking at every item in the list"))),
        ],
        dismissOutput: .dismissed(reason: "swiped away before anything was picked, which is fine")
    )
}

/// The parent maps each output, payload included, to an event of its own.
struct ShelfPickerHostFlow: Flow {
    enum Route: FlowRoute { case shelf, item }
    enum Event: FlowEvent {
        case choose, show(id: Int, title: String), cancelled(String)
        enum Case { case choose, show, cancelled }
        var `case`: Case {
            switch self {
            case .choose: .choose
            case .show: .show
            case .cancelled: .cancelled
            }
        }
    }
    static let definition = FlowDefinition<ShelfPickerHostFlow>(
        initial: .shelf,
        transitions: [
            .on(.choose, from: .shelf, .start(PickerFlow.self, .push) { _, _ in PickerFlow() }),
            .on(.show, from: .shelf, .push(.item), effect: { context in ShelfPickerHostFlow.received.append(context.event) }),
            .on(.cancelled, .stay, effect: { context in ShelfPickerHostFlow.received.append(context.event) }),
        ],
        children: [
            ChildFlow(PickerFlow.self) { output in
                switch output {
                case .picked(let id, let title): .show(id: id, title: title)
                case .dismissed(let reason): .cancelled(reason)
                }
            },
        ]
    )
    @MainActor static var received: [Event] = []
}

/// Outputs with payloads reach the parent intact, through finish, through the platform's removal,
/// and into the transition records.
@MainActor
@Suite("Outputs carrying values", .serialized)
struct PayloadOutputTests {
    /// The parent's events, as strings: payloads included.
    static func received() -> [String] { ShelfPickerHostFlow.received.map { String(describing: $0) } }

    @Test("A finish output's payload becomes the parent's event payload")
    func finishOutput() throws {
        ShelfPickerHostFlow.received = []
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let host = try runtime.start(ShelfPickerHostFlow())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        try host.send(.choose)
        let picker = try #require(runtime.handle(PickerFlow.self))
        try picker.send(.giveUp)
        #expect(!picker.isRunning)
        #expect(Self.received() == [#"cancelled("gave up after looking at every item in the list")"#])
        let delivery = try #require(records.last)
        #expect(delivery.description == "ShelfPickerHost.shelf --cancelled(\"gave up after looking at every item in the list\")--> ShelfPickerHost.shelf")
        #expect(delivery.origin == .childOutput(child: picker.flowID, output: #"dismissed(reason: "gave up after looking at every item in the list")"#, childFinished: true))
        #expect(router.state == runtime.impliedNavigationState)
    }

    @Test("Two outputs of one child type, one after the other, each arrive with their own payload")
    func secondOutput() throws {
        ShelfPickerHostFlow.received = []
        let runtime = FlowRuntime(router: HeadlessRouter())
        let host = try runtime.start(ShelfPickerHostFlow())
        try host.send(.choose)
        try #require(runtime.handle(PickerFlow.self)).send(.giveUp)
        try host.send(.choose)
        try #require(runtime.handle(PickerFlow.self)).send(.pick(id: 1, title: "ignored"))
        #expect(Self.received() == [
            #"cancelled("gave up after looking at every item in the list")"#,
            #"show(id: 7, title: "a title long enough to live on the heap, not inline")"#,
        ])
        #expect(host.routes == [.shelf, .item])
    }

    @Test("A dismissal output with a payload reaches the parent when the platform removes the child")
    func dismissOutput() throws {
        ShelfPickerHostFlow.received = []
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let host = try runtime.start(ShelfPickerHostFlow())
        try host.send(.choose)
        let picker = try #require(runtime.handle(PickerFlow.self))
        let screen = try #require(router.simulateBackSwipe(in: ContainerID(owner: host.flowID, slot: 0)))
        try runtime.platformDidRemove(screen)
        #expect(!picker.isRunning)
        #expect(Self.received() == [#"cancelled("swiped away before anything was picked, which is fine")"#])
        #expect(host.routes == [.shelf])
        #expect(router.state == runtime.impliedNavigationState)
    }
}
