public import NavGraph

/// One row of one flow's transition table, as coverage counts it: `Home.settings --tapLogout--> escalate(logout)`.
public struct TransitionRef: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The flow's name.
    public let flow: String
    /// The row's position in the flow's table.
    public let index: Int
    /// The row.
    public let spec: TransitionSpec
    /// The row's position in the whole graph (flows in graph order), for sorting.
    public let order: Int

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.flow == rhs.flow && lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(index)
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

    public var description: String {
        let guardText = spec.guard.map { " [\($0)]" } ?? ""
        return "\(flow).\(spec.from ?? "*") --\(spec.event)\(guardText)--> \(spec.action.readable)"
    }
}

extension ActionSpec {
    /// `push settings`, `start LinkDetail (push)`, `finish(closed)`.
    var readable: String {
        switch kind {
        case .push, .present: "\(kind.rawValue) \(route ?? "?")"
        case .selectTab: "selectTab \(route ?? "(from the event)")"
        case .start: "start \(flow ?? "?") (\(presentation?.rawValue ?? "?"))"
        case .finish, .escalate: "\(kind.rawValue)(\(output ?? "?"))"
        case .pop, .popToRoot, .dismiss, .stay: kind.rawValue
        }
    }
}

/// Attributes applied transitions (records) to rows of the graph's tables, by the index each
/// record carries (``TransitionRecord/transition``).
struct TransitionMatcher: Sendable {
    let all: [TransitionRef]
    private let byFlow: [String: [TransitionRef]]

    init(_ graph: FlowGraph) {
        var all: [TransitionRef] = []
        var byFlow: [String: [TransitionRef]] = [:]
        for flow in graph.flows {
            for (index, spec) in flow.transitions.enumerated() {
                let ref = TransitionRef(flow: flow.name, index: index, spec: spec, order: all.count)
                all.append(ref)
                byFlow[flow.name, default: []].append(ref)
            }
        }
        self.all = all
        self.byFlow = byFlow
    }

    /// The rows the records of one step applied; platform reports apply none.
    func rows(for records: [TransitionRecord]) -> [TransitionRef] {
        records.compactMap { record in
            guard let index = record.transition, let rows = byFlow[record.flow], rows.indices.contains(index) else { return nil }
            return rows[index]
        }
    }
}
