import NavGraph
import NavGraphTesting

/// Broken on purpose: the list's guard reads state outside the trace (a counter that every
/// evaluation advances, as a clock or a random source would), so the same trace replayed from
/// launch takes another path.
struct ClockListFlow: Flow {
    enum Route: FlowRoute { case list, detail }
    enum Event: FlowEvent, CaseIterable { case open, back }

    let clock: Ticks

    static let definition = FlowDefinition<ClockListFlow>(
        initial: .list,
        transitions: [
            .on(.open, from: .list, when: Guard("evenTick") { flow, _ in flow.clock.next() % 2 == 0 }, .push(.detail)),
            .on(.back, from: .detail, .pop),
        ]
    )
}

/// A counter the guard advances on every read. Only read on the main actor, where the runtime
/// evaluates guards; unchecked because the guard's signature is not isolated.
final class Ticks: @unchecked Sendable {
    private var count = 0
    func next() -> Int {
        defer { count += 1 }
        return count
    }
}

/// Broken on purpose, where only the transitions show it: a refresh is applied by one of two
/// transitions that both stay on the list, picked by the clock. Outcome, routes, commands and
/// state agree between a run and its replay; the transition taken does not.
struct ClockRefreshFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent, CaseIterable { case refresh }

    let clock: Ticks

    static let definition = FlowDefinition<ClockRefreshFlow>(
        initial: .list,
        transitions: [
            .on(.refresh, when: Guard("evenTick") { flow, _ in flow.clock.next() % 2 == 0 }, .stay),
            .on(.refresh, .stay),
        ]
    )
}

/// Broken on purpose, where only an event's payload shows it: the stamp's effect sends `stamped`
/// with the clock's tick. Outcome, rows, routes, commands and state agree between a run and its
/// replay; the tick carried does not.
struct ClockStampFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: FlowEvent, Equatable {
        case stamp, stamped(tick: Int)

        enum Case: Sendable { case stamp, stamped }
        var `case`: Case {
            switch self {
            case .stamp: .stamp
            case .stamped: .stamped
            }
        }
    }

    let clock: Ticks

    static let definition = FlowDefinition<ClockStampFlow>(
        initial: .list,
        transitions: [
            .on(.stamp, .stay, effect: { context in context.send(.stamped(tick: context.flow.clock.next())) }),
            .on(.stamped, .stay),
        ]
    )
}
