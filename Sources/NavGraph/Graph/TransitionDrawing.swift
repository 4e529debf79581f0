/// What each declaration of a graph becomes in a picture: an edge, or an `event / action` line
/// inside its flow's box. Pure; knows flows and routes, not Graphviz nodes or Mermaid states, so
/// the Graphviz and Mermaid pictures say the same.
///
/// - A transition from a route is an edge from that route; from any route (`from == nil`), an edge
///   from the flow's box when its target lies outside the box, else a line inside the box.
/// - Pop and dismiss return to the routes that push or present the route they leave.
/// - A child's finish or escalation, its output, the parent event it becomes and what the parent
///   does on it are one edge, `event ⇒ parent event / action`
///   (`tapLogout ⇒ logout ⇒ loggedOut / root Auth`), or a line in the child's box when the parent
///   just stays where it was (`close | back ⇒ linkClosed`). Whether a step finishes or escalates
///   is in the edge's style and tooltip: labels stay one short line, since taller or longer ones
///   drift from their edge. A parent's transition on an event a child's output maps to is drawn
///   only as part of that edge.
package struct TransitionDrawing {
    let graph: FlowGraph
    /// Whether the first flow's box is the second's or lies inside it.
    let isInside: (String, String) -> Bool
    package private(set) var edges: [DrawnEdge] = []
    /// Each flow's `event / action` lines, in declaration order, those differing only in their
    /// trigger merged (`close | back ⇒ linkClosed`).
    package var lines: [String: [String]] { boxLines.mapValues { $0.map(\.text) } }
    private var boxLines: [String: [BoxLine]] = [:]

    package init(graph: FlowGraph, isInside: @escaping (String, String) -> Bool) {
        self.graph = graph
        self.isInside = isInside
        for flow in graph.flows { draw(flow) }
    }

    private mutating func draw(_ flow: FlowSpec) {
        for tab in flow.tabs where graph[flow: tab.flow] != nil {
            let tooltip = "\(flow.name).\(tab.route) hosts \(tab.flow)"
            edges.append(DrawnEdge(from: .route(flow: flow.name, route: tab.route), to: .box(flow: tab.flow), .tab, trigger: "", rest: "", tooltip: tooltip))
        }
        let mapped = Set(flow.children.flatMap { $0.outputs.compactMap(\.event) })
        for (row, transition) in flow.transitions.enumerated() where !mapped.contains(transition.event) {
            draw(transition, row: row, of: flow)
        }
        if let output = flow.dismissOutput {
            let step = Step(flow: flow, from: nil, event: DrawnEdge.dismissed, trigger: DrawnEdge.dismissed, action: .finish, output: output,
                            tooltip: "\(flow.name): dismissed by the platform / finish \(output)")
            drawOutput(step, visited: [])
        }
    }

    // MARK: A flow's own transitions

    private mutating func draw(_ transition: TransitionSpec, row: Int, of flow: FlowSpec) {
        let trigger = Self.trigger(transition)
        let tail = transition.from.map { EdgeEnd.route(flow: flow.name, route: $0) }
        let tooltip = Self.describe(transition, of: flow)
        let source = [RunSpec.Step(flow: flow.name, from: transition.from, event: transition.event, row: row)]
        let action = transition.action
        switch action.kind {
        case .push, .present, .selectTab:
            if let route = action.route {
                let rest = " / \(Self.verb(action.kind)) \(flow.shownName(ofRoute: route))"
                let kind: DrawnEdge.Kind = action.kind == .push ? .push : action.kind == .present ? .present : .selectTab
                guard let tail else { return line(trigger: trigger, rest, in: flow.name) }
                edges.append(DrawnEdge(from: tail, to: .route(flow: flow.name, route: route), kind, trigger: trigger, rest: rest, tooltip: tooltip + " → \(flow.name).\(route)", sources: source))
            } else {
                let tabs = flow.tabs.isEmpty ? flow.routes : flow.tabs.map(\.route)
                guard let tail else {
                    return line(trigger: trigger, " / select " + tabs.map(flow.shownName(ofRoute:)).joined(separator: " | "), in: flow.name)
                }
                for tab in tabs {
                    edges.append(DrawnEdge(from: tail, to: .route(flow: flow.name, route: tab), .selectTab, trigger: trigger, rest: " / select tab", tooltip: tooltip + " → \(flow.name).\(tab)", sources: source))
                }
            }
        case .start:
            guard let child = action.flow, let spec = graph[flow: child] else { return }
            let rest = " / \(Self.verb(action.presentation)) \(spec.shownName)"
            let kind: DrawnEdge.Kind = switch action.presentation {
            case .root: .startRoot
            case .present: .startPresent
            case .push, nil: .startPush
            }
            let from: EdgeEnd? = tail ?? (isInside(child, flow.name) ? nil : .box(flow: flow.name))
            guard let from, !isInside(flow.name, child) else { return line(transition.from, trigger: trigger, rest, in: flow.name) }
            edges.append(DrawnEdge(from: from, to: .box(flow: child), kind, trigger: trigger, rest: rest, tooltip: tooltip + " → \(child)", sources: source))
        case .finish, .escalate:
            guard let output = action.output else { return }
            drawOutput(Step(flow: flow, from: transition.from, event: transition.event, row: row, trigger: trigger, action: action.kind, output: output, tooltip: tooltip), visited: [])
        case .pop, .dismiss, .popToRoot:
            let rest = " / " + Self.verb(action.kind)
            let targets: [String]
            if let from = transition.from {
                targets = action.kind == .popToRoot ? [flow.initialRoute].filter { $0 != from } : Self.openers(of: from, in: flow)
            } else {
                targets = []
            }
            guard let tail, !targets.isEmpty else { return line(transition.from, trigger: trigger, rest, in: flow.name) }
            for target in targets {
                edges.append(DrawnEdge(from: tail, to: .route(flow: flow.name, route: target), .back, trigger: trigger, rest: rest, tooltip: tooltip + " → \(flow.name).\(target)", sources: source))
            }
        case .stay:
            line(transition.from, trigger: trigger, " / stay", in: flow.name)
        }
    }

    // MARK: Outputs

    /// A finish or escalation (or a dismissal) of `flow`, about to become its parents' events.
    private struct Step {
        var flow: FlowSpec
        /// The route it leaves from; `nil` for the whole box.
        var from: String?
        var trigger: String
        /// The last step's action and output: what a line says where no parent takes it further.
        var action: ActionKind
        var output: String
        /// The label after the trigger so far: ` ⇒ logout ⇒ loggedOut`.
        var rest: String
        var tooltip: String
        /// What the edge looks like: the first step's kind.
        var kind: DrawnEdge.Kind
        /// The transitions so far: the child's, then each parent's.
        var sources: [RunSpec.Step]

        init(flow: FlowSpec, from: String?, event: String, row: Int? = nil, trigger: String, action: ActionKind, output: String, tooltip: String) {
            self.flow = flow
            self.from = from
            self.trigger = trigger
            self.action = action
            self.output = output
            self.rest = ""
            self.tooltip = tooltip
            self.kind = action == .escalate ? .escalate : .finish
            self.tail = from.map { .route(flow: flow.name, route: $0) } ?? .box(flow: flow.name)
            self.sources = [RunSpec.Step(flow: flow.name, from: from, event: event, row: row)]
        }

        /// Where the edge starts: the first step's route or box, however far up the output goes.
        let tail: EdgeEnd
    }

    /// Draws `step` into every parent that maps its output: one edge per handler of the parent's
    /// event, to where that handler leads; through a parent that itself finishes or escalates, on
    /// to the grandparents. Where no parent maps the output, a line inside the box says it.
    private mutating func drawOutput(_ step: Step, visited: Set<String>) {
        var drawn = false
        for parent in graph.flows {
            guard let child = parent.children.first(where: { $0.flow == step.flow.name }),
                  let event = child.outputs.first(where: { $0.output == step.output })?.event,
                  !visited.contains(parent.name + "/" + event) else { continue }
            drawn = true
            let handlers = parent.transitions.filter { $0.event == event }
            var rest = step.rest + " ⇒ " + event
            if handlers.isEmpty {
                rest += " (unhandled)"
                line(step, rest)
            }
            for (row, handler) in parent.transitions.enumerated() where handler.event == event {
                draw(step, into: parent, handler: handler, row: row, rest: rest + (handler.guard.map { " [\($0)]" } ?? ""), visited: visited.union([parent.name + "/" + event]))
            }
        }
        if !drawn {
            line(step, step.rest + " / \(Self.verb(step.action)) \(step.output)")
        }
    }

    private mutating func draw(_ step: Step, into parent: FlowSpec, handler: TransitionSpec, row: Int, rest: String, visited: Set<String>) {
        let tooltip = step.tooltip + "\n" + Self.describe(handler, of: parent)
        let sources = step.sources + [RunSpec.Step(flow: parent.name, from: handler.from, event: handler.event, row: row)]
        let action = handler.action
        func edge(to head: EdgeEnd, _ rest: String, target: String) {
            edges.append(DrawnEdge(from: step.tail, to: head, step.kind, trigger: step.trigger, rest: rest, tooltip: tooltip + " → " + target, sources: sources))
        }
        switch action.kind {
        case .push, .present, .selectTab:
            if let route = action.route {
                edge(to: .route(flow: parent.name, route: route), rest + " / \(Self.verb(action.kind)) \(parent.shownName(ofRoute: route))", target: "\(parent.name).\(route)")
            } else {
                for tab in parent.tabs.map(\.route) {
                    edge(to: .route(flow: parent.name, route: tab), rest + " / select tab", target: "\(parent.name).\(tab)")
                }
            }
        case .start:
            guard let target = action.flow, let spec = graph[flow: target], !isInside(step.flow.name, target) else { return }
            edge(to: .box(flow: target), rest + " / \(Self.verb(action.presentation)) \(spec.shownName)", target: target)
        case .finish, .escalate:
            guard let output = action.output else { return }
            var next = step
            next.flow = parent
            next.action = action.kind
            next.output = output
            next.rest = rest
            next.tooltip = tooltip
            next.sources = sources
            drawOutput(next, visited: visited)
        case .pop, .popToRoot, .dismiss, .stay:
            let shown = rest + (action.kind == .stay ? "" : " / " + Self.verb(action.kind))
            if let from = handler.from {
                edge(to: .route(flow: parent.name, route: from), shown, target: "\(parent.name).\(from)")
            } else {
                // Back to wherever the parent was: a line in the child's box, like a pop.
                line(step, shown)
            }
        }
    }

    /// A line in the box the output leaves from: `close | back ⇒ linkClosed`.
    private mutating func line(_ step: Step, _ rest: String) {
        switch step.tail {
        case .route(let flow, let route): line(route, trigger: step.trigger, rest, in: flow)
        case .box(let flow): line(nil, trigger: step.trigger, rest, in: flow)
        }
    }

    private mutating func line(_ route: String? = nil, trigger: String, _ rest: String, in flow: String) {
        var lines = boxLines[flow] ?? []
        if let index = lines.firstIndex(where: { $0.route == route && $0.rest == rest }) {
            if !lines[index].triggers.contains(trigger) { lines[index].triggers.append(trigger) }
        } else {
            lines.append(BoxLine(route: route, triggers: [trigger], rest: rest))
        }
        boxLines[flow] = lines
    }

    /// A line inside a flow's box: `settings: tapLogout / escalate logout`.
    private struct BoxLine {
        var route: String?
        var triggers: [String]
        var rest: String

        var text: String {
            let shown = triggers.count > 1 ? triggers.filter { $0 != DrawnEdge.dismissed } : triggers
            return (route.map { "\($0): " } ?? "") + shown.joined(separator: " | ") + rest
        }
    }

    // MARK: Text

    /// `event [guard]`.
    package static func trigger(_ transition: TransitionSpec) -> String {
        transition.event + (transition.guard.map { " [\($0)]" } ?? "")
    }

    /// The routes that push or present `route` from a route of their own.
    static func openers(of route: String, in flow: FlowSpec) -> [String] {
        var found: [String] = []
        for transition in flow.transitions where (transition.action.kind == .push || transition.action.kind == .present) && transition.action.route == route {
            if let from = transition.from, from != route, !found.contains(from) { found.append(from) }
        }
        return found
    }

    /// The whole transition in one line: `Home.settings: tapLogout / escalate logout`.
    package static func describe(_ transition: TransitionSpec, of flow: FlowSpec) -> String {
        let action = transition.action
        var text = "\(flow.name).\(transition.from ?? "(any route)"): \(trigger(transition)) / \(verb(action.kind))"
        switch action.kind {
        case .push, .present: text += " " + (action.route ?? "")
        case .selectTab: text += " " + (action.route ?? "(from the event)")
        case .start: text += " \(action.flow ?? "") (\(verb(action.presentation)))"
        case .finish, .escalate: text += " " + (action.output ?? "")
        case .pop, .popToRoot, .dismiss, .stay: break
        }
        return text
    }

    static func verb(_ kind: ActionKind) -> String {
        switch kind {
        case .popToRoot: "pop to root"
        case .selectTab: "select"
        default: kind.rawValue
        }
    }

    static func verb(_ presentation: ChildPresentation?) -> String {
        switch presentation {
        case .root: "root"
        case .present: "present"
        case .push, nil: "push"
        }
    }
}
