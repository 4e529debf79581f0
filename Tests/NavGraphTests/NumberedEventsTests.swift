@testable import NavGraph
import PropertyBased
import Testing

/// A table's length and how its events number their cases (see `FlowEvent.ordinal(of:)`).
private protocol Table: Sendable {
    /// Whether the table is longer than the length from which unnumbered cases are hashed.
    static var isLong: Bool { get }
    /// The number of the case with code `code`.
    static func ordinal(of code: UInt8) -> Int?
}

/// One-byte events, numbered as `T` says. Codes 0 to 5 have rows; 6 has none.
private struct CodedEvent<T: Table>: FlowEvent, Hashable, CustomStringConvertible {
    let code: UInt8
    static var all: [Self] { (0...6).map { Self(code: $0) } }
    static func ordinal(of event: Self) -> Int? { T.ordinal(of: event.code) }
    var description: String { "e\(code)" }
}

private enum TableRoute: FlowRoute { case r0, r1, r2 }

/// Rows of one case from several routes, any-route rows after route rows: per route in a long
/// table, for the first route only in a short one.
private struct TableFlow<T: Table>: Flow {
    typealias Route = TableRoute
    typealias Event = CodedEvent<T>

    static var definition: FlowDefinition<Self> {
        let routes = TableRoute.allCases
        var rows: [FlowTransition<Self>] = []
        for index in routes.indices where T.isLong || index == 0 {
            let (route, next, other) = (routes[index], routes[(index + 1) % routes.count], routes[(index + 2) % routes.count])
            rows += [
                .on(Event(code: 0), from: route, .push(next)),
                .on(Event(code: 1), from: route, .push(other)),
                .on(Event(code: 5), from: route, .present(next)),
                .on(Event(code: 3), from: route, .popToRoot),
                .on(Event(code: 0), from: route, .push(other)),
                .on(Event(code: 4), from: route, .present(other)),
            ]
        }
        rows += [
            .on(Event(code: 2), .pop), .on(Event(code: 0), .pop), .on(Event(code: 4), .dismiss), .on(Event(code: 1), .popToRoot),
            .on(Event(code: 5), .dismiss),
        ]
        return FlowDefinition(initial: .r0, transitions: rows)
    }
}

private enum Unnumbered: Table {
    static let isLong = false
    static func ordinal(of code: UInt8) -> Int? { nil }
}

private enum InOrder: Table {
    static let isLong = false
    static func ordinal(of code: UInt8) -> Int? { Int(code) }
}

private enum LongInOrder: Table {
    static let isLong = true
    static func ordinal(of code: UInt8) -> Int? { Int(code) }
}

/// Numbers far apart and out of order.
private enum Spread: Table {
    static let isLong = true
    static func ordinal(of code: UInt8) -> Int? { 100 - 7 * Int(code) }
}

/// The case without rows shares the number of a case with rows.
private enum SharedWithRowless: Table {
    static let isLong = false
    static func ordinal(of code: UInt8) -> Int? { code == 6 ? 0 : Int(code) }
}

/// Two cases with rows share a number.
private enum Aliased: Table {
    static let isLong = false
    static func ordinal(of code: UInt8) -> Int? { code == 2 ? 1 : Int(code) }
}

private enum Negative: Table {
    static let isLong = true
    static func ordinal(of code: UInt8) -> Int? { code == 4 ? -1 : Int(code) }
}

private enum TooHigh: Table {
    static let isLong = false
    static func ordinal(of code: UInt8) -> Int? { code == 3 ? 5_000 : Int(code) }
}

/// Rows found by an event case's number, which `@FlowEvent` writes: the same rows as comparing
/// the case with each row's, whatever the numbers.
@Suite("Rows found by numbered event cases") @MainActor
struct NumberedEventsTests {
    nonisolated private static let tables: [any Table.Type] = [Unnumbered.self, InOrder.self, LongInOrder.self, Spread.self, SharedWithRowless.self, Aliased.self, Negative.self, TooHigh.self]

    /// The row or rejection a scan of the whole table in order gives.
    private static func scanned<T: Table>(_ event: CodedEvent<T>, at route: TableRoute, in definition: FlowDefinition<TableFlow<T>>) -> String {
        for (index, row) in definition.transitions.enumerated() where row.event == event {
            if let source = row.source, source != route { continue }
            return "row \(index)"
        }
        return "\(NavigationError.Reason.unhandled)"
    }

    private static func resolved<T: Table>(_ event: CodedEvent<T>, in machine: FlowMachine<TableFlow<T>>) -> String {
        do throws(NavigationError) {
            return "row \(try machine.resolve(event))"
        } catch {
            return "\(error.reason)"
        }
    }

    @Test("Whatever the numbers, an event resolves to the row a scan in order picks, in a machine and in a runtime", arguments: tables)
    fileprivate func sameRowAsAScan(table: any Table.Type) async {
        await check(table)
    }

    private func check<T: Table>(_: T.Type) async {
        let definition = TableFlow<T>.definition
        #expect((definition.transitions.count > indexedTableSize) == T.isLong)
        let events = CodedEvent<T>.all
        await propertyCheck(count: 100, input: Gen.int(in: 0...(events.count - 1)).array(of: 1...30)) { script in
            var machine = FlowMachine(TableFlow<T>())
            let runtime = FlowRuntime(router: HeadlessRouter())
            guard let handle = try? runtime.start(TableFlow<T>()) else {
                Issue.record("the flow did not start")
                return
            }
            for value in script {
                for event in events {
                    #expect(Self.resolved(event, in: machine) == Self.scanned(event, at: machine.route, in: definition), "\(event) at \(machine.route)")
                }
                let event = events[value]
                let machineError = Result { () throws(NavigationError) in try machine.send(event) }.failure
                let runtimeError = Result { () throws(NavigationError) in try handle.send(event) }.failure
                #expect(runtimeError?.reason == machineError?.reason, "\(event)")
                #expect(handle.routes == machine.routes)
            }
        }
    }

    @Test("Cases are looked up by number only when every row's case has a number of its own, under 4,096")
    func numberedTables() {
        #expect(TableFlow<InOrder>.definition.parts.firstRowByOrdinal == [0, 1, 6, 3, 5, 2])
        #expect(!TableFlow<LongInOrder>.definition.parts.firstRowByOrdinal.isEmpty)
        #expect(TableFlow<Spread>.definition.parts.firstRowByOrdinal.count == 101)
        #expect(TableFlow<SharedWithRowless>.definition.parts.firstRowByOrdinal.count == 6)
        for unnumbered in [
            TableFlow<Unnumbered>.definition.parts.firstRowByOrdinal, TableFlow<Aliased>.definition.parts.firstRowByOrdinal,
            TableFlow<Negative>.definition.parts.firstRowByOrdinal, TableFlow<TooHigh>.definition.parts.firstRowByOrdinal,
        ] {
            #expect(unnumbered.isEmpty)
        }
    }
}
