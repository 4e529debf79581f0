@testable import NavGraph
import Testing
import ToasterExample

/// Eight event cases, two of them declared before the ones the table mentions, and rows whose
/// order decides: an any-route row before a specific one, a guarded row before its else.
struct SparseFlow: Flow {
    enum Route: FlowRoute { case a, b, c }
    enum Event: FlowEvent { case e0, e1, e2, e3, e4, e5, e6, e7 }
    var allowed = true

    static let allowedGuard = Guard<SparseFlow, Void>("allowed") { flow, _ in flow.allowed }

    static let definition = FlowDefinition<SparseFlow>(
        initial: .a,
        transitions: [
            .on(.e6, .push(.b)),
            .on(.e6, from: .a, .push(.c)),
            .on(.e7, from: .a, when: allowedGuard, .push(.c)),
            .on(.e7, from: .a, .push(.b)),
            .on(.e5, from: .b, .pop),
            .on(.e5, from: .c, .pop),
        ]
    )
}

/// Events of one byte that are not an enumeration: matched by scanning the rows.
struct ByteEventFlow: Flow {
    enum Route: FlowRoute { case a, b }
    struct Event: FlowEvent, Hashable, CustomStringConvertible {
        var code: UInt8
        var description: String { "code\(code)" }
    }

    static let definition = FlowDefinition<ByteEventFlow>(
        initial: .a,
        transitions: [
            .on(Event(code: 1), from: .a, .push(.b)),
            .on(Event(code: 2), .pop),
        ]
    )
}

/// How the machine picks a row: the first in declaration order whose route, case and guard match.
@Suite("Row resolution")
struct RowResolutionTests {
    @Test("An any-route row declared first wins over a later row for the route")
    func firstRowWins() throws {
        var machine = FlowMachine(SparseFlow())
        #expect(try machine.send(.e6) == .pushed(index: 1, slot: 0))
        #expect(machine.routes == [.a, .b])
    }

    @Test("A failing guard falls through to the next row for the same route and event")
    func guardedRows() throws {
        var allowed = FlowMachine(SparseFlow(allowed: true))
        try allowed.send(.e7)
        #expect(allowed.routes == [.a, .c])
        var denied = FlowMachine(SparseFlow(allowed: false))
        try denied.send(.e7)
        #expect(denied.routes == [.a, .b])
    }

    @Test("Cases no row mentions, and mentioned cases in other routes, are unhandled")
    func unhandled() throws {
        var machine = FlowMachine(SparseFlow())
        for event in [SparseFlow.Event.e0, .e3, .e5] {
            #expect(throws: NavigationError(flow: "Sparse", route: "a", event: "\(event)", reason: .unhandled)) {
                try machine.send(event)
            }
        }
        #expect(machine.routes == [.a])
        try machine.send(.e6)
        #expect(try machine.send(.e5) == .popped(slot: 0))
    }

    @Test("Events that are not an enumeration are matched by their case")
    func scannedEvents() throws {
        var machine = FlowMachine(ByteEventFlow())
        #expect(throws: NavigationError(flow: "ByteEvent", route: "a", event: "code2", reason: .cannotPopFirstScreen)) {
            try machine.send(.init(code: 2))
        }
        #expect(throws: NavigationError(flow: "ByteEvent", route: "a", event: "code0", reason: .unhandled)) {
            try machine.send(.init(code: 0))
        }
        try machine.send(.init(code: 1))
        #expect(machine.routes == [.a, .b])
        #expect(try machine.send(.init(code: 2)) == .popped(slot: 0))
    }
}
