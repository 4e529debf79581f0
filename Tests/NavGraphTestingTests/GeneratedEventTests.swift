import Foundation
import NavGraph
import NavGraphTesting
import Testing

/// A list whose rows open with an id: the event carries a payload from a generator.
struct RowsFlow: Flow {
    enum Route: FlowRoute { case list, row }
    enum Event: FlowEvent, Hashable {
        case open(id: Int), back

        enum Case: Sendable { case open, back }
        var `case`: Case {
            switch self {
            case .open: .open
            case .back: .back
            }
        }
    }

    static let definition = FlowDefinition<RowsFlow>(
        initial: .list, transitions: [.on(.open, from: .list, .push(.row)), .on(.back, .pop)]
    )
}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

@Suite("Generated events: always the seed's own")
@MainActor
struct GeneratedEventTests {
    /// An explorer over `RowsFlow` whose `open` ids are the generator's whole range, and how
    /// often the generator ran.
    func explorer() throws -> (FlowExplorer<RowsFlow>, CallCounter) {
        let runs = CallCounter()
        let catalog = EventCatalog {
            FlowEvents(RowsFlow.self, [.back]).generating(Gen.int(in: 0...Int.max).map { id in
                runs.increment()
                return .open(id: id)
            })
        }
        let explorer = try FlowExplorer(root: RowsFlow(), catalog: catalog)
        return (explorer, runs)
    }

    /// The event step `index` of `run` sent, as described.
    func sent(_ run: TraceRun, at index: Int = 0) -> String? {
        guard case .send(_, _, _, let event) = run.steps[index].action else { return nil }
        return event.description
    }

    @Test func theReplayMakesTheEventTheRunMade() throws {
        let (explorer, runs) = try explorer()
        let before = runs.value
        let trace = Trace(steps: [.send(flow: 0, instance: 0, event: 1, payload: 0xDEC0DE)])
        let run = explorer.run(trace)
        // `replayReproducesState` sent the step again from the same seed and saw the same event.
        #expect(run.violation == nil, "\(run)")
        #expect(run.steps[0].records.count == 1, "the open was applied: \(run)")
        #expect(runs.value > before)
        #expect(sent(explorer.run(trace)) == sent(run), "the same seed made the same event")
    }

    @Test func everySeedGetsItsOwnEventThroughEvictions() throws {
        let (explorer, runs) = try explorer()
        let before = runs.value
        // Far more seeds than the kept events, so they share slots and evict one another.
        let seeds: [UInt64] = (0..<600).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64($0) }
        func events() -> [String?] {
            seeds.map { seed in
                sent(explorer.run(Trace(steps: [.send(flow: 0, instance: 0, event: 1, payload: seed)])))
            }
        }
        let first = events()
        let again = events()
        #expect(first == again, "a seed gave another seed's event")
        #expect(Set(first).count == seeds.count, "each seed makes a different id")
        #expect(first.allSatisfy { $0?.hasPrefix("open(id: ") == true }, "\(first.prefix(3))")
        // Each seed was made at least once, and most of the second pass had been evicted.
        #expect(runs.value - before >= seeds.count + seeds.count / 2)
    }
}
