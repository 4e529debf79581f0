extension FlowGraph {
    /// Checks that the graph is usable: the version is supported, the root exists, names are unique,
    /// every route, tab, child and output a transition names exists.
    ///
    /// - Throws: ``FlowGraphError`` with the key path of the first problem
    ///   (`flows[3].transitions[1].action.route`).
    public func validate() throws(FlowGraphError) {
        guard version == Self.currentVersion else {
            throw FlowGraphError(path: "version", problem: "spec version \(version) is not supported; this navgraph reads version \(Self.currentVersion)")
        }
        guard !flows.isEmpty else { throw FlowGraphError(path: "flows", problem: "the graph has no flows") }
        // Every name once, so each check of a named flow is a look-up, not a scan of the flows.
        let declared = Set(flows.map(\.name))
        guard declared.contains(root) else { throw FlowGraphError(path: "root", problem: "no flow named \"\(root)\"") }
        var names = Set<String>()
        for (index, flow) in flows.enumerated() {
            let at = "flows[\(index)]"
            guard !flow.name.isEmpty else { throw FlowGraphError(path: "\(at).name", problem: "a flow needs a name") }
            guard names.insert(flow.name).inserted else { throw FlowGraphError(path: "\(at).name", problem: "the flow name \"\(flow.name)\" is used twice") }
            guard !flow.routes.isEmpty else { throw FlowGraphError(path: "\(at).routes", problem: "flow \(flow.name) has no routes") }
            if Set(flow.routes).count != flow.routes.count { throw FlowGraphError(path: "\(at).routes", problem: "flow \(flow.name) lists a route twice") }
            try check(route: flow.initialRoute, of: flow, at: "\(at).initialRoute")
            for route in (flow.routeDisplayNames ?? [:]).keys.sorted() {
                try check(route: route, of: flow, at: "\(at).routeDisplayNames")
            }
            for (tabIndex, tab) in flow.tabs.enumerated() {
                try check(route: tab.route, of: flow, at: "\(at).tabs[\(tabIndex)].route")
                try check(child: tab.flow, of: flow, declared: declared, at: "\(at).tabs[\(tabIndex)].flow")
            }
            if flow.layout == .tabs, flow.tabs.isEmpty { throw FlowGraphError(path: "\(at).tabs", problem: "tab flow \(flow.name) has no tabs") }
            for (childIndex, child) in flow.children.enumerated() where !declared.contains(child.flow) {
                throw FlowGraphError(path: "\(at).children[\(childIndex)].flow", problem: "no flow named \"\(child.flow)\"")
            }
            for (transitionIndex, transition) in flow.transitions.enumerated() {
                let path = "\(at).transitions[\(transitionIndex)]"
                if let from = transition.from { try check(route: from, of: flow, at: "\(path).from") }
                guard !transition.event.isEmpty else { throw FlowGraphError(path: "\(path).event", problem: "a transition needs an event") }
                try check(transition.action, of: flow, declared: declared, at: "\(path).action")
            }
        }
    }

    private func check(_ action: ActionSpec, of flow: FlowSpec, declared: Set<String>, at path: String) throws(FlowGraphError) {
        switch action.kind {
        case .push, .present:
            guard let route = action.route else { throw FlowGraphError(path: "\(path).route", problem: "\(action.kind.rawValue) needs a route") }
            try check(route: route, of: flow, at: "\(path).route")
        case .selectTab:
            if let route = action.route {
                guard flow.tabs.contains(where: { $0.route == route }) else {
                    throw FlowGraphError(path: "\(path).route", problem: "\"\(route)\" is not a tab of \(flow.name)")
                }
            }
        case .start:
            guard let child = action.flow else { throw FlowGraphError(path: "\(path).flow", problem: "start needs a flow") }
            try check(child: child, of: flow, declared: declared, at: "\(path).flow")
            guard action.presentation != nil else { throw FlowGraphError(path: "\(path).presentation", problem: "start needs a presentation (root, push or present)") }
        case .finish, .escalate:
            guard action.output != nil else { throw FlowGraphError(path: "\(path).output", problem: "\(action.kind.rawValue) needs an output") }
        case .pop, .popToRoot, .dismiss, .stay:
            break
        }
    }

    private func check(route: String, of flow: FlowSpec, at path: String) throws(FlowGraphError) {
        guard flow.routes.contains(route) else {
            throw FlowGraphError(path: path, problem: "flow \(flow.name) has no route \"\(route)\"; its routes: \(flow.routes.joined(separator: ", "))")
        }
    }

    private func check(child: String, of flow: FlowSpec, declared: Set<String>, at path: String) throws(FlowGraphError) {
        guard declared.contains(child) else { throw FlowGraphError(path: path, problem: "no flow named \"\(child)\"") }
        guard flow.children.contains(where: { $0.flow == child }) else {
            throw FlowGraphError(path: path, problem: "\(child) is not declared in \(flow.name)'s children")
        }
    }
}
