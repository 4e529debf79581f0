/// What matching and applying an event read of one row, as numbers: kept apart from the rows,
/// whose closures cost a retain per copy, and from their event cases, so that code not
/// specialised for the flow reads it (the runtime's send path, see `FlowNode.begin(takingStackStepFrom:)`).
///
/// A row is found from the first row of its event case: the case's rows are linked in order.
@usableFromInline
struct RowKey: Sendable {
    /// The source route's number (see ``FlowNames``), -1 for any: matching compares numbers.
    @usableFromInline let source: Int
    /// The number of the route a push or present shows (0 for other rows).
    @usableFromInline let routeNumber: Int
    /// The next row of the same event case, -1 after the last.
    @usableFromInline let nextOfCase: Int
    /// What the row does, without its arguments.
    @usableFromInline let kind: ActionKind
    /// Whether the row has a guard (asked through `FlowDefinition.Parts.conditions`).
    @usableFromInline let isGuarded: Bool
    /// Whether the row runs an effect once applied.
    @usableFromInline let hasEffect: Bool

    /// The key of `transition`, followed among its case's rows by row `nextOfCase` (-1: none).
    init<F>(_ transition: FlowTransition<F>, names: FlowNames<F>, nextOfCase: Int) {
        source = transition.source.flatMap(names.number(of:)) ?? -1
        routeNumber =
            switch transition.action.step {
            case .push(let route), .present(let route): names.number(of: route) ?? 0
            default: 0
            }
        self.nextOfCase = nextOfCase
        kind = transition.action.kind
        isGuarded = transition.condition != nil
        hasEffect = transition.effect != nil
    }

    /// The source route's number, `nil` for any.
    var sourceNumber: Int? { source < 0 ? nil : source }

    /// The first row, from row `first` on along its case's rows in `keys`, that applies in the
    /// route numbered `route` (its guard not asked); `nil` when none does.
    @inlinable
    static func candidate(in keys: [RowKey], from first: Int, route: Int) -> Int? {
        var row = first
        while row >= 0 {
            let key = keys[row]
            if key.source < 0 || key.source == route { return row }
            row = key.nextOfCase
        }
        return nil
    }

    /// The rows of `keys` from `first` on along its case's rows, in order.
    static func rows(in keys: [RowKey], from first: Int?) -> [Int] {
        var rows: [Int] = []
        var row = first ?? -1
        while row >= 0 {
            rows.append(row)
            row = keys[row].nextOfCase
        }
        return rows
    }
}
