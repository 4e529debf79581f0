import NavGraph
import PropertyBased
import Testing

/// A flow whose table is long enough to be indexed by event case: rows of one case from several
/// sources, unguarded rows after guarded ones, a guard that holds, one that fails, cases spread out.
private struct LongTableFlow: Flow {
    enum Route: FlowRoute { case r0, r1, r2, r3, r4 }
    enum Event: FlowEvent { case next, jump, back, reset, sheet, close, none }
    static let routes = Route.allCases
    /// Which guard holds, by name.
    static let guards = ["holds": true, "fails": false]

    static let definition = FlowDefinition<LongTableFlow>(
        initial: .r0,
        transitions: routes.indices.flatMap { index -> [FlowTransition<LongTableFlow>] in
            let route = routes[index]
            let next = routes[(index + 1) % routes.count]
            return [
                .on(.next, from: route, .push(next)),
                .on(.jump, from: route, when: Guard(index.isMultiple(of: 2) ? "holds" : "fails") { _ in index.isMultiple(of: 2) }, .push(routes[(index + 2) % routes.count])),
                .on(.sheet, from: route, when: Guard("fails") { _ in false }, .present(next)),
            ]
        } + [
            .on(.jump, from: .r1, .push(.r4)),
            .on(.jump, .pop),
            .on(.next, .popToRoot),
            .on(.back, .pop),
            .on(.reset, when: Guard("fails") { _ in false }, .popToRoot),
            .on(.reset, .popToRoot),
            .on(.close, .dismiss),
        ]
    )
}

@Suite("Rows indexed by event case")
struct IndexedRowsTests {
    /// The row an event takes, or why none does.
    private enum Outcome: Equatable {
        case row(Int)
        case rejected(String)
    }

    /// The row a scan of the whole table in order picks, or the reason none does: what matching
    /// did before tables were indexed.
    private static func scanned(_ event: LongTableFlow.Event, at route: LongTableFlow.Route) -> Outcome {
        let rows = LongTableFlow.definition.transitions
        var failedGuard: String?
        for (index, row) in rows.enumerated() where row.event == event {
            if let source = row.source, source != route { continue }
            if let name = row.guardName, LongTableFlow.guards[name] != true {
                failedGuard = name
                continue
            }
            return .row(index)
        }
        return .rejected(failedGuard.map { "guard \($0) failed" } ?? "unhandled")
    }

    private static func resolved(_ event: LongTableFlow.Event, in machine: FlowMachine<LongTableFlow>) -> Outcome {
        do throws(NavigationError) {
            return .row(try machine.resolve(event))
        } catch {
            switch error.reason {
            case .guardFailed(let name): return .rejected("guard \(name) failed")
            case .unhandled: return .rejected("unhandled")
            default: return .rejected("\(error.reason)")
            }
        }
    }

    @Test("An indexed table picks the row a scan in order picks, from any route")
    func sameRowAsAScan() async {
        #expect(LongTableFlow.definition.transitions.count > 16)
        let events: [LongTableFlow.Event] = [.next, .jump, .back, .reset, .sheet, .close, .none]
        await propertyCheck(count: 200, input: Gen.int(in: 0...(events.count - 1)).array(of: 1...30)) { script in
            var machine = FlowMachine(LongTableFlow())
            for value in script {
                for event in events {
                    #expect(Self.resolved(event, in: machine) == Self.scanned(event, at: machine.route), "\(event) at \(machine.route)")
                }
                _ = try? machine.send(events[value])
            }
        }
    }
}
