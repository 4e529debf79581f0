import NavGraph

extension Invariant {
    /// `leadsTo`: once `event` (`"Profile.tapLogout"`) is applied, `screen` (`"Login.login"`) is
    /// the visible screen by the end of that step, or of one of the `within` steps after it.
    ///
    /// ```swift
    /// options.invariants += [.leadsTo(after: "Profile.tapLogout", visible: "Login.login")]
    /// ```
    ///
    /// Catches an escalation that stops early (a level consumes the logout and stays), a finish
    /// whose output the parent ignores, a flow that navigates somewhere else.
    public static func leadsTo(after event: String, visible screen: String, within steps: Int = 0) -> Invariant {
        let trigger = QualifiedName(event)
        let steps = max(steps, 0)
        let span = steps == 0 ? "by the end of that step" : "within \(steps) step\(steps == 1 ? "" : "s") after it"
        return Invariant(
            name: "leadsTo(\(event) → \(screen))",
            summary: "After \(event), \(screen) is visible \(span).",
            references: [.event(trigger), .route(QualifiedName(screen))]
        ) { context in
            let number = context.step.number - steps
            guard number >= 1 else { return nil }
            let triggering = number == context.step.number ? context.step : context.history[number - 1]
            guard let applied = triggering.records.first(where: { $0.flow == trigger.flow && $0.event == trigger.member }) else { return nil }
            var shown: [String] = context.states.suffix(steps).map { $0.routerState.visibleScreen?.description ?? "nothing" }
            shown.append(context.after.routerState.visibleScreen?.description ?? "nothing")
            guard !shown.contains(screen) else { return nil }
            let last = triggering.records.last ?? applied
            let chain = last.action == .finish || last.action == .escalate
                ? "The step ended with \(last) (\(last.action.rawValue))."
                : "The chain stopped at \(last) (\(last.action.rawValue)): \(last.flow) took \(last.event) and handed nothing on (no finish, no escalation), so nothing reached \(QualifiedName(screen).flow)."
            return "after \(event) at step \(number) (\(applied)), the visible screen is \(shown.last ?? "nothing"), not \(screen), \(span). " + chain
        }
    }

    /// `neverTwiceOnOneStack`: the route `screen` (`"NoteDetail.history"`) is never on one stack twice.
    ///
    /// ```swift
    /// options.invariants += [.neverTwiceOnOneStack("NoteDetail.history")]
    /// ```
    ///
    /// Catches a double push: a tap handled twice, an effect that sends its event again.
    public static func neverTwiceOnOneStack(_ screen: String) -> Invariant {
        let name = QualifiedName(screen)
        return Invariant(name: "neverTwiceOnOneStack(\(screen))", summary: "\(screen) is never twice on one stack.", references: [.route(name)]) { context in
            for stack in context.after.routerState.stacks {
                var count = 0
                for shown in stack.screens where shown.flowName == name.flow && shown.route == name.member { count += 1 }
                guard count > 1 else { continue }
                return "\(screen) is \(count) times on the stack \(stack) after step \(context.step.number) (\(context.step)): the step navigated to it again on top of itself"
            }
            return nil
        }
    }

    /// `neverAliveTogether`: flows `first` and `second` (`"Login"`, `"Main"`) never run at the same
    /// time, checked after every step.
    ///
    /// ```swift
    /// options.invariants += [.neverAliveTogether("Login", "Main")]
    /// ```
    ///
    /// Catches a hand-over that starts the next flow without finishing the last (a login screen
    /// left under the app, a session that outlives logout).
    public static func neverAliveTogether(_ first: String, _ second: String) -> Invariant {
        Invariant(name: "neverAliveTogether(\(first), \(second))", summary: "\(first) and \(second) never run at the same time.", references: [.flow(first), .flow(second)]) { context in
            let flows = context.after.flows
            guard let one = flows.first(where: { $0.name == first }), let other = flows.first(where: { $0.name == second }) else { return nil }
            return "\(one) and \(other) both run after step \(context.step.number) (\(context.step)): one of them should have finished before the other started"
        }
    }
}

extension Invariant {
    /// `opensLink`: `link` (`"clip/7"`) can be opened from the state after every step: a plan
    /// reaches its target, or the link waits for its flow (`FlowLink.waiting(for:)`). Planning
    /// changes nothing, so the check leaves the run as it was.
    ///
    /// ```swift
    /// options.invariants += [.opensLink("settings")]
    /// ```
    ///
    /// Catches a link that works from the screens a developer tries and not from others: one into
    /// the signed-in app opened after a logout that does not wait for sign-in, a tab no link step
    /// selects, a guard that blocks the way.
    public static func opensLink(_ link: String) -> Invariant {
        Invariant(name: "opensLink(\(link))", summary: "\(link) can be opened from every state.", references: []) { context in
            do throws(DeepLinkError) {
                _ = try context.runtime.plan(link)
                return nil
            } catch {
                let visible = context.after.routerState.visibleScreen?.description ?? "nothing"
                return "\(link) cannot be opened from \(visible) after step \(context.step.number) (\(context.step)): \(error.reason)"
            }
        }
    }
}

/// A `Flow.member` name in a declared expectation: a route or an event of a flow.
struct QualifiedName: Hashable, Sendable, CustomStringConvertible {
    let flow: String
    let member: String

    init(_ text: String) {
        let parts = text.split(separator: ".", maxSplits: 1)
        flow = parts.first.map(String.init) ?? ""
        member = parts.count > 1 ? String(parts[1]) : ""
    }

    var description: String { "\(flow).\(member)" }
}

/// A name a declared expectation uses, checked against the hierarchy when the explorer is made
/// and when ``FlowExplorer/check(count:sourceLocation:)`` starts.
enum ExpectationReference: Hashable, Sendable {
    case event(QualifiedName)
    case route(QualifiedName)
    case flow(String)

    /// Why the name means nothing in `graph`, or `nil`.
    func problem(in graph: FlowGraph) -> String? {
        switch self {
        case .flow(let name):
            return graph[flow: name] == nil ? "there is no flow \(name); flows: \(graph.flows.map(\.name).joined(separator: ", "))" : nil
        case .event(let name), .route(let name):
            guard let flow = graph[flow: name.flow] else {
                return "\"\(name)\" names no flow (write Flow.member); flows: \(graph.flows.map(\.name).joined(separator: ", "))"
            }
            if case .route = self {
                return flow.routes.contains(name.member) ? nil : "\(flow.name) has no route \(name.member); its routes: \(flow.routes.joined(separator: ", "))"
            }
            let events = flow.transitions.map(\.event)
            return events.contains(name.member) ? nil : "no row of \(flow.name) handles \(name.member); its events: \(Array(Set(events)).sorted().joined(separator: ", "))"
        }
    }
}
