extension FlowGraph {
    /// Derives the graph of `root` and every flow it can reach, from their definitions alone.
    ///
    /// - Throws: ``FlowGraphError`` when two flow types share a name, a transition starts a child
    ///   the definition does not declare, or tabs are ill-declared.
    public init<Root: Flow>(root: Root.Type) throws(FlowGraphError) {
        var specs: [FlowSpec] = []
        var types: [String: any Flow.Type] = [:]
        var stack: [any Flow.Type] = [root]
        while let type = stack.popLast() {
            if let known = types[type.name] {
                if known != type { throw FlowGraphError(path: type.name, problem: "two flow types are named \(type.name): \(known) and \(type)") }
                continue
            }
            if let problem = type.startProblem() { throw FlowGraphError(path: type.name, problem: problem) }
            types[type.name] = type
            let (spec, children) = try type.spec()
            specs.append(spec)
            stack += children.reversed()
        }
        self.init(root: Root.name, flows: specs)
        try validate()
    }
}

extension Flow {
    /// This flow's spec and the child types it declares, in declaration order.
    static func spec() throws(FlowGraphError) -> (FlowSpec, [any Flow.Type]) {
        let definition = Self.definition
        let declared = definition.children.map(\.childType)
        var transitions: [TransitionSpec] = []
        for (index, transition) in definition.transitions.enumerated() {
            let action = try transition.action.spec(in: name, at: index, declared: declared)
            transitions.append(TransitionSpec(from: transition.source?.name, event: Event.name(of: transition.event), guard: transition.guardName, action: action))
        }
        let children = definition.children.map { child in
            ChildSpec(flow: child.childType.name, outputs: child.childType.mappableOutputs.map { output in
                OutputMapping(output: String(describing: output), event: child.event(output).map { Event.name(of: $0.case) })
            })
        }
        let spec = FlowSpec(
            name: name,
            layout: definition.isTabFlow ? .tabs : .stack,
            routes: Route.allCases.map(\.name),
            initialRoute: definition.initialRoute.name,
            tabs: definition.tabs.map { TabSpec(route: $0.route.name, flow: $0.childType.name, reselect: $0.reselect == .none ? nil : $0.reselect) },
            transitions: transitions,
            children: children,
            dismissOutput: definition.dismissOutput.map { String(describing: $0) },
            displayName: displayName == name ? nil : displayName,
            routeDisplayNames: routeDisplayNames,
            declaredOutputs: declaredOutputs?.map { String(describing: $0) },
            links: definition.links.isEmpty ? nil : definition.links.map { LinkSpec(pattern: $0.pattern?.description, event: $0.eventName, route: $0.route?.name, waitsFor: $0.waitedFor?.name) }
        )
        return (spec, declared)
    }

    /// The display names of routes that differ from their case names; `nil` when none does, so that
    /// specs of flows without display names stay as they were.
    static var routeDisplayNames: [String: String]? {
        var names: [String: String] = [:]
        for route in Route.allCases where route.displayName != route.name { names[route.name] = route.displayName }
        return names.isEmpty ? nil : names
    }

    /// Every case of a `CaseIterable` output type, produced or not; `nil` for another output type.
    static var declaredOutputs: [Output]? {
        guard let iterable = Output.self as? any CaseIterable.Type else { return nil }
        return allCases(of: iterable).compactMap { $0 as? Output }
    }

    /// The outputs a parent's mapping is asked about: those produced, then those only declared
    /// (so a mapping of an output the child never produces is seen, and linted).
    static var mappableOutputs: [any Sendable] {
        let produced = possibleOutputs
        let names = Set(produced.map { String(describing: $0) })
        let declaredOnly = (declaredOutputs ?? []).filter { !names.contains(String(describing: $0)) }
        return produced + declaredOnly.map { $0 as any Sendable }
    }

    /// The output values this flow's definition can produce, without repeats (by name).
    static var possibleOutputs: [any Sendable] {
        var outputs: [any Sendable] = []
        var names: [String] = []
        let definition = Self.definition
        let candidates: [Output] = definition.transitions.compactMap { transition in
            transition.action.output
        } + [definition.dismissOutput].compactMap { $0 }
        for output in candidates where !names.contains(String(describing: output)) {
            names.append(String(describing: output))
            outputs.append(output)
        }
        return outputs
    }
}

extension Action {
    func spec(in flow: String, at index: Int, declared: [any Flow.Type]) throws(FlowGraphError) -> ActionSpec {
        switch step {
        case .push(let route): return ActionSpec(kind: .push, route: route.name)
        case .present(let route): return ActionSpec(kind: .present, route: route.name)
        case .selectTab(.route(let route)): return ActionSpec(kind: .selectTab, route: route.name)
        case .selectTab(.fromEvent): return ActionSpec(kind: .selectTab)
        case .start(let start):
            guard declared.contains(where: { $0 == start.childType }) else {
                throw FlowGraphError(path: "\(flow).transitions[\(index)]", problem: "starts \(start.childType.name), which \(flow)'s children do not declare")
            }
            return ActionSpec(kind: .start, flow: start.childType.name, presentation: start.presentation)
        case .finish(let output): return ActionSpec(kind: .finish, output: String(describing: output))
        case .escalate(let output): return ActionSpec(kind: .escalate, output: String(describing: output))
        case .pop, .popToRoot, .dismiss, .stay: return ActionSpec(kind: kind)
        }
    }
}

private func allCases<T: CaseIterable>(of type: T.Type) -> [Any] {
    T.allCases.map { $0 as Any }
}
