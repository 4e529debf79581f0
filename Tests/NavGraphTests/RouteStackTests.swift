import NavGraph
import Testing

/// A flow that pushes as deep as it is asked, each screen opened by an event whose payload lives
/// on the heap: route stacks that grow past their first buffer and hold values to release.
struct DeepFlow: Flow {
    enum Route: FlowRoute { case top, page }
    enum Event: FlowEvent {
        case open(title: String), back
        enum Case { case open, back }
        var `case`: Case {
            switch self {
            case .open: .open
            case .back: .back
            }
        }
    }
    static let definition = FlowDefinition<DeepFlow>(
        initial: .top,
        transitions: [
            .on(.open, .push(.page)),
            .on(.back, from: .page, .pop),
        ]
    )
}

/// A title long enough to be allocated, so that a stack that kept or dropped a wrong entry shows.
private func title(_ index: Int) -> String { "page \(index), a title long enough to live on the heap" }

/// Route stacks change in place with no check that they are shared: copies, the shared initial
/// stack and recycled buffers must still behave as values.
@Suite("Route stacks")
struct RouteStackTests {
    @Test("A machine's copies keep their own stacks as they grow and shrink")
    func machineCopies() throws {
        var machine = FlowMachine(DeepFlow())
        let fresh = machine
        for index in 0..<3 { try machine.send(.open(title: title(index))) }
        var copy = machine
        for index in 3..<12 { try copy.send(.open(title: title(index))) }
        try machine.send(.back)
        #expect(fresh.routes == [.top])
        #expect(machine.routes == [.top, .page, .page])
        #expect(copy.routes.count == 13)
        let titles = copy.entries.compactMap { entry -> String? in
            if case .open(let title)? = entry.event { return title }
            return nil
        }
        #expect(titles == (0..<12).map(title))
        for _ in 0..<12 { try copy.send(.back) }
        #expect(copy.routes == [.top])
        #expect(machine.routes == [.top, .page, .page])
        #expect(FlowMachine(DeepFlow()).routes == [.top])
    }

    @Test("Coordinators of one flow type share no stack, and a finished one's buffer serves the next")
    @MainActor
    func coordinatorsAndRecycling() throws {
        var first: FlowRuntime? = FlowRuntime(router: HeadlessRouter())
        let firstHandle = try #require(try first?.start(DeepFlow()))
        let second = FlowRuntime(router: HeadlessRouter())
        let secondHandle = try second.start(DeepFlow())
        for index in 0..<9 { try firstHandle.send(.open(title: title(index))) }
        #expect(firstHandle.routes.count == 10)
        #expect(secondHandle.routes == [.top])
        // The first runtime goes: its coordinator finishes and leaves its grown buffer behind.
        first = nil
        #expect(firstHandle.routes.isEmpty)
        let third = FlowRuntime(router: HeadlessRouter())
        let thirdHandle = try third.start(DeepFlow())
        #expect(thirdHandle.routes == [.top])
        try thirdHandle.send(.open(title: title(0)))
        try secondHandle.send(.open(title: title(1)))
        try secondHandle.send(.open(title: title(2)))
        #expect(thirdHandle.routes == [.top, .page])
        #expect(secondHandle.routes == [.top, .page, .page])
        let router = try #require(third.router as? HeadlessRouter)
        #expect(router.state.root?.visibleStack?.screens.map(\.route) == ["top", "page"])
        try thirdHandle.send(.back)
        #expect(throws: NavigationError.self) { try thirdHandle.send(.back) }
        #expect(thirdHandle.routes == [.top])
    }
}
