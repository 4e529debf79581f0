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

/// Attributes applied transitions (records) to rows of the graph's tables.
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

    /// The rows the records of one step applied. `children` names each flow started in the step
    /// by its parent's id. Rows that differ only by their guard are told apart by their action's
    /// details (route, child, output); when even those agree, the first row is counted.
    func rows(for records: [TransitionRecord], started children: [FlowID: [String]]) -> [TransitionRef] {
        var found: [TransitionRef] = []
        for record in records where record.origin != .platform {
            guard let rows = byFlow[record.flow] else { continue }
            let candidates = rows.filter { row in
                row.spec.event == record.event && (row.spec.from == nil || row.spec.from == record.from)
                    && row.spec.action.kind == record.action
            }
            let output = records.lazy.compactMap { candidate -> String? in
                if case .childOutput(let child, let output, _) = candidate.origin, child == record.flowID { return output }
                return nil
            }.first
            let detailed = candidates.filter { row in
                let action = row.spec.action
                switch action.kind {
                case .push, .present: return action.route == record.to
                case .selectTab: return action.route == nil || action.route == record.to
                case .start: return children[record.flowID]?.contains(action.flow ?? "") ?? false
                case .finish, .escalate: return output == nil || action.output == output
                case .pop, .popToRoot, .dismiss, .stay: return true
                }
            }
            if let row = detailed.first ?? candidates.first { found.append(row) }
        }
        return found
    }
}
