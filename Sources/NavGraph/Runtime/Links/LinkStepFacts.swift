/// What a plan's search reads of a flow type's declarations in every configuration, read once
/// per type and kept by type identity: its back rows, its detours, and whether outputs pass up.
///
/// A detour is a link step that can only start a child flow in which the target's flow type never
/// runs, and whose outputs leave the flow that started it as it was. Taken from a configuration
/// `K` where its flow alone takes events, it leads nowhere but back to `K`: while the child lives,
/// only its subtree takes events and none of them is the target's; once it finishes (or
/// escalates), its parent takes each of its outputs by staying or refuses it, so the
/// configuration is `K` again. A breadth-first search meets each configuration once, so no plan
/// it returns passes through a detour: skipping detours changes no plan, only what a search
/// costs (`LinkPruningProperties` compares pruned and unpruned searches).
@MainActor
enum LinkStepFacts {
    /// Per flow type: its rows a plan may send as a way back (see ``Flow/backRows()``).
    private static var backRows: [ObjectIdentifier: [Int]] = [:]
    /// Per flow type: for each of its links in order, the subtrees of the children its step may
    /// start when it is a detour (see ``Flow/linkDetours()``), `nil` otherwise.
    private static var detours: [ObjectIdentifier: [[Set<ObjectIdentifier>]?]] = [:]
    /// Per flow type: the flow types that may run in a subtree it roots, itself included.
    private static var subtrees: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]

    /// The rows of `F` that pop or dismiss on an event of a type that is its own case, and that
    /// no link step sends: the back rows plans may send, from the routes they match.
    static func backRows<F: Flow>(of type: F.Type) -> [Int] {
        if let known = backRows[ObjectIdentifier(type)] { return known }
        let made = F.backRows()
        backRows[ObjectIdentifier(type)] = made
        return made
    }

    /// For each link of `F`, in its definition's order, the subtrees of the children its step can
    /// only start, or `nil` when the step may do anything else (or is no step).
    static func detours<F: Flow>(of type: F.Type) -> [[Set<ObjectIdentifier>]?] {
        if let known = detours[ObjectIdentifier(type)] { return known }
        let made = F.linkDetours().map { children in children?.map(subtree) }
        detours[ObjectIdentifier(type)] = made
        return made
    }

    /// Per flow type: whether an output handed to it may make it hand one on to its parent.
    private static var passingUp: [ObjectIdentifier: Bool] = [:]

    /// Whether an output a child or tab hands a flow of `type` may make it hand one on: some row
    /// of an event its declarations map those outputs to finishes or escalates. Otherwise a step
    /// sent below it changes nothing above it (see `FlowRuntime.changeRegion(of:)`).
    static func passesOutputsUp(_ type: any Flow.Type) -> Bool {
        if let known = passingUp[ObjectIdentifier(type)] { return known }
        let made = type.passesOutputsUp
        passingUp[ObjectIdentifier(type)] = made
        return made
    }

    /// The flow types that may run in a subtree `type` roots: itself, its children and tabs, theirs.
    static func subtree(_ type: any Flow.Type) -> Set<ObjectIdentifier> {
        if let known = subtrees[ObjectIdentifier(type)] { return known }
        var types: Set<ObjectIdentifier> = []
        var pending = [type]
        while let next = pending.popLast() {
            guard types.insert(ObjectIdentifier(next)).inserted else { continue }
            pending += next.hostedTypes
        }
        subtrees[ObjectIdentifier(type)] = types
        return types
    }
}

extension Flow {
    /// See ``LinkStepFacts/backRows(of:)``.
    static func backRows() -> [Int] {
        guard Event.Case.self == Event.self else { return [] }
        let linked = Set(definition.links.compactMap { $0.stepEvent?.case })
        return definition.rowKeys.indices.filter { index in
            let kind = definition.rowKeys[index].kind
            return (kind == .pop || kind == .dismiss) && !linked.contains(definition.rowCases[index])
        }
    }

    /// For each link, in order: the child types its step can only start, when each of them hands
    /// this flow only outputs it stays on or refuses; `nil` for a link that is no step, or whose
    /// event has a row (from any route, guarded or not) that does anything else.
    static func linkDetours() -> [[any Flow.Type]?] {
        let transitions = definition.transitions
        return definition.links.map { link in
            guard let event = link.stepEvent else { return nil }
            var children: [any Flow.Type] = []
            for row in definition.rows(handling: event.case) {
                guard let start = transitions[row].action.childStart, staysOnOutputs(of: start.childType) else { return nil }
                children.append(start.childType)
            }
            return children.isEmpty ? nil : children
        }
    }

    /// Whether each output `child` can hand this flow (its rows' finishes and escalations, its
    /// `dismissOutput`) maps to no event, or to one whose every row stays.
    private static func staysOnOutputs(of child: any Flow.Type) -> Bool {
        guard let declaration = definition.child(child) else { return false }
        let keys = definition.rowKeys
        return child.handedOutputs.allSatisfy { output in
            guard let event = declaration.event(output) else { return true }
            return definition.rows(handling: event.case).allSatisfy { keys[$0].kind == .stay }
        }
    }

    /// See ``LinkStepFacts/passesOutputsUp(_:)``.
    static var passesOutputsUp: Bool {
        let keys = definition.rowKeys
        return hostedTypes.contains { child in
            guard let declaration = definition.child(child) else { return false }
            return child.handedOutputs.contains { output in
                guard let event = declaration.event(output) else { return false }
                return definition.rows(handling: event.case).contains { keys[$0].kind == .finish || keys[$0].kind == .escalate }
            }
        }
    }

    /// Every output this flow can hand its parent: those its rows finish or escalate with, and
    /// the one the platform's removal of its first screen finishes it with.
    static var handedOutputs: [any Sendable] {
        definition.transitions.compactMap { $0.action.output as (any Sendable)? } + [definition.dismissOutput].compactMap { $0 }
    }

    /// The flow types this flow may start or hosts as tabs.
    static var hostedTypes: [any Flow.Type] {
        childTypes + definition.tabs.map(\.childType)
    }
}
