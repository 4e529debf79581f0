/// Deep links: a link's target is found among the declared patterns, the shortest sequence of
/// declared link steps from what is on screen is searched by trying steps and undoing them, and
/// only a sequence that reached the target is applied to the live tree.
///
/// Tries run the very dispatch code that applying runs (guards, validation of whole chains, child
/// starts), so a plan cannot drift from what applying it does; while they run, the router,
/// observers and effects see nothing, and the tree is put back exactly. Applying is a transaction: the live tree is checkpointed,
/// each step validated again as it is taken with the router's commands and effects held back,
/// and the tree rolled back if any step is rejected.
extension FlowRuntime {
    /// The most steps a plan may have, the most configurations a search visits, and the most
    /// flows its tries start from (each try counts every flow of the configuration it starts
    /// from, as it reads each to tell the configuration it reaches from the others): past either
    /// budget the search stops with ``DeepLinkError/Reason/searchLimitReached(configurations:)``,
    /// so a hierarchy thousands of flows deep costs a bounded time, not configurations × flows.
    static let planLimits = (steps: 12, configurations: 4_000, flowCopies: 100_000)

    /// The shortest plan that shows `link` (`toaster://clip/7`, `clip/7`), without applying it.
    ///
    /// - Throws: ``DeepLinkError``: no pattern matches, a parameter does not read, the target is
    ///   unreachable from here, the way there is blocked by a rejected step, or the search reached
    ///   its budget (4,000 configurations or tries from 100,000 flows in all).
    public func plan(_ link: String) throws(DeepLinkError) -> LinkPlan {
        try plan(toward: goal(for: link), link: link)
    }

    /// Opens `link`: plans the shortest sequence of declared link steps to its target and applies
    /// it, or changes nothing and throws. A link already on screen changes nothing.
    ///
    /// ```swift
    /// try runtime.open("toaster://clip/7")   // TabBar.selectTab(.clip) → Clip.openClip(id: 7)
    /// ```
    ///
    /// All or nothing, however guards and effects behave: each step is validated again on the live
    /// tree as it is applied, while the router's commands, the observers' records and the rows'
    /// effects are held back; when a step is rejected the tree is rolled back and the router never
    /// hears of the plan. Once every step is accepted the router gets the commands, then records
    /// and effects run in order, then events sent meanwhile. An `open` from a guard, an effect or an
    /// observer meanwhile throws ``DeepLinkError/Reason/busy``; events sent from guards wait, and are
    /// dropped with a plan that is rolled back.
    ///
    /// A link declared ``FlowLink/waiting(for:)`` a flow that does not run, and that no plan
    /// reaches from here, is kept instead: the plan returned says what it waits for (see
    /// <doc:DeepLinks#Deferred-links>).
    @discardableResult
    public func open(_ link: String) throws(DeepLinkError) -> LinkPlan {
        try openAtomically(link) { () throws(DeepLinkError) in try goal(for: link) }
    }

    /// The shortest plan after which `event` has been sent to a live flow of type `F`, without applying it.
    public func plan<F: Flow>(_ flow: F.Type, sending event: F.Event) throws(DeepLinkError) -> LinkPlan {
        let goal = LinkGoal.event(event, of: F.self)
        return try plan(toward: goal, link: goal.description)
    }

    /// ``plan(_:)`` with the search trying every step, detours included (see `LinkStepFacts`),
    /// or copying the whole tree per configuration (see `ReachedConfigurations`): what tests
    /// compare the search with.
    package func plan(_ link: String, passingOverDetours: Bool, copyingEveryFlow: Bool = false) throws(DeepLinkError) -> LinkPlan {
        try plan(toward: goal(for: link), link: link, passingOverDetours: passingOverDetours, copyingEveryFlow: copyingEveryFlow)
    }

    /// Opens the typed target: sends `event` to a live flow of type `F` after the shortest plan
    /// that makes one take it, or changes nothing and throws.
    ///
    /// ```swift
    /// try runtime.open(ClipFlow.self, sending: .openClip(id: 7))
    /// ```
    @discardableResult
    public func open<F: Flow>(_ flow: F.Type, sending event: F.Event) throws(DeepLinkError) -> LinkPlan {
        let goal = LinkGoal.event(event, of: F.self)
        return try openAtomically(goal.description) { goal }
    }

    /// Opens the typed target: shows `route` on top of a live flow of type `F`, or changes nothing and throws.
    ///
    /// ```swift
    /// try runtime.open(AuthFlow.self, showing: .signUp)
    /// ```
    @discardableResult
    public func open<F: Flow>(_ flow: F.Type, showing route: F.Route) throws(DeepLinkError) -> LinkPlan {
        let goal = LinkGoal.route(route, of: F.self)
        return try openAtomically(goal.description) { goal }
    }

    // MARK: Matching

    /// The goal of the most specific declared pattern that matches `link` and whose parameters read.
    private func goal(for link: String) throws(DeepLinkError) -> LinkGoal {
        guard let root else { throw DeepLinkError(link: link, reason: .notRunning) }
        if linkTable == nil { linkTable = root.flowType.hierarchyLinks() }
        let path = LinkPattern.pathSegments(of: link)
        let candidates = (linkTable ?? []).enumerated()
            .compactMap { index, declared in declared.pattern.match(path).map { (index, declared, $0) } }
            .sorted { ($0.1.pattern.literalCount, -$0.0) > ($1.1.pattern.literalCount, -$1.0) }
        var problem: DeepLinkError.Reason?
        for (_, declared, values) in candidates {
            do {
                return try declared.goal(LinkParameters(values))
            } catch let error as LinkParameterError {
                problem = problem ?? .badParameter(error)
            } catch {
                problem = problem ?? .invalidLink(String(describing: error))
            }
        }
        throw DeepLinkError(link: link, reason: problem ?? .noMatch)
    }

    // MARK: Planning

    /// The shortest plan to `goal`, or, for a deferred link that no plan reaches while the flow it
    /// waits for does not run, a plan that waits.
    private func plan(
        toward goal: LinkGoal, link: String, passingOverDetours: Bool = true, copyingEveryFlow: Bool = false
    ) throws(DeepLinkError) -> LinkPlan {
        do throws(DeepLinkError) {
            return try search(toward: goal, link: link, passingOverDetours: passingOverDetours, copyingEveryFlow: copyingEveryFlow)
        } catch {
            guard let waited = goal.waitsFor, error.reason.mayWait, !runs(waited) else { throw error }
            return LinkPlan(link: link, steps: [], waitingFor: waited.name)
        }
    }

    /// Breadth first over configurations reached by link steps (see `ReachedConfigurations`):
    /// the first that reaches `goal` is a shortest plan. The live tree is the first configuration
    /// (tries are taken on it and undone: it is as it was on every exit), and the goal's own event
    /// is validated without a try: a validated event applies, so taking it would only show what
    /// validating it says. A guard that plans while tries are taken is refused as busy: the live
    /// tree shows a try's configuration then.
    ///
    /// - Complexity: at most `planLimits.configurations` configurations and tries from
    ///   `planLimits.flowCopies` flows; each try costs time linear in the flows its step can change.
    private func search(toward goal: LinkGoal, link: String, passingOverDetours: Bool, copyingEveryFlow: Bool) throws(DeepLinkError) -> LinkPlan {
        guard let root else { throw DeepLinkError(link: link, reason: .notRunning) }
        guard !dispatcher.isTrying else { throw DeepLinkError(link: link, reason: .busy) }
        if shows(goal, under: root) { return LinkPlan(link: link, steps: []) }
        let liveFlows = flows.count
        let reached = ReachedConfigurations(start: self, copyingEveryFlow: copyingEveryFlow)
        defer { reached.finish() }
        var frontier: [(configuration: Int, steps: [LinkPlan.Step], flows: Int)] = [(0, [], liveFlows)]
        var configurations = Configurations(start: reached)
        // The live tree counts, as when the search took its tries on copies of it.
        var copied = liveFlows
        var blocked: (step: Int, error: NavigationError)?
        var stopped = false
        var next = 0
        search: while next < frontier.count {
            guard configurations.count < Self.planLimits.configurations else {
                stopped = true
                break
            }
            let (configuration, steps, flows) = frontier[next]
            next += 1
            guard steps.count < Self.planLimits.steps else { continue }
            let state = reached.runtime(showing: configuration)
            guard let stateRoot = state.root else { continue }
            for (step, node, isGoal) in state.candidateSteps(toward: goal, in: stateRoot, passingOverDetours: passingOverDetours) {
                if let refusal = step.refusal(node) {
                    if blocked == nil, refusal.isGuardRejection { blocked = (steps.count + 1, refusal) }
                    continue
                }
                // The goal's refusal validated the whole chain its event causes.
                if isGoal { return LinkPlan(link: link, steps: steps + [step]) }
                guard copied + flows <= Self.planLimits.flowCopies else {
                    stopped = true
                    break search
                }
                copied += flows
                do throws(NavigationError) {
                    try reached.take(step, from: configuration)
                } catch {
                    if blocked == nil, error.isGuardRejection { blocked = (steps.count + 1, error) }
                    continue
                }
                let planned = steps + [step]
                if reached.triedShows(goal) { return LinkPlan(link: link, steps: planned) }
                let key = reached.triedKey()
                if configurations.insert(key) {
                    frontier.append((reached.keep(key), planned, key.flows))
                } else {
                    reached.discard()
                }
            }
        }
        // What the error says is on screen is read from the live tree as it was.
        reached.finish()
        if let blocked { throw DeepLinkError(link: link, reason: .stepRejected(step: blocked.step, blocked.error)) }
        if stopped { throw DeepLinkError(link: link, reason: .searchLimitReached(configurations: configurations.count)) }
        let visible = impliedNavigationState.visibleScreen.map(\.description) ?? "nothing"
        throw DeepLinkError(link: link, reason: .unreachable(from: visible))
    }

    /// Whether a flow under `root` shows `goal`. Only a flow with no grandchild can (the target
    /// is on its screens or its child's, on top), so the others are passed over without asking.
    func shows(_ goal: LinkGoal, under root: any Node) -> Bool {
        root.first { $0.child?.child == nil && goal.isShown($0, isInteractive) } != nil
    }

    /// The steps plans may take now: the goal's own event to each flow of its type, then each
    /// interactive flow's link steps, then its ways back (a declared back row, the platform's
    /// back or swipe-down): a link opens from inside a detail as Back and then a tap would.
    /// When one flow alone takes events, its detours away from the goal are passed over (see
    /// `LinkStepFacts`): a tab bar beside it could change the configuration while a detour runs.
    private func candidateSteps(
        toward goal: LinkGoal, in root: any Node, passingOverDetours: Bool
    ) -> [(LinkPlan.Step, node: any Node, isGoal: Bool)] {
        var steps: [(LinkPlan.Step, node: any Node, isGoal: Bool)] = []
        // Only a flow with no child on screen takes events; each answers from its own record.
        let interactive = root.leaves.filter { $0.isInteractive }
        let target = passingOverDetours && interactive.count == 1 ? goal.flowType : nil
        for node in interactive {
            if let final = goal.step, node.flowType == final.flowType {
                steps.append((LinkPlan.Step(flowID: node.id, flowType: node.flowType, describe: { final.event }, take: final.take, refusal: final.refusal), node, true))
            }
            steps += node.linkSteps(toward: target).map { ($0, node, false) }
            steps += node.leavingSteps().map { ($0, node, false) }
        }
        return steps
    }

    /// What tells configurations apart, read from the whole tree: each flow's words with how
    /// many tabs and children follow it, so that equal keys are equal trees (the plain search's).
    var wholeKey: ConfigurationKey {
        let nodes = root?.subtree ?? []
        var words: [Int] = []
        words.reserveCapacity(nodes.count * 8)
        for node in nodes {
            node.appendStateKey(to: &words)
            words.append(node.tabs.count)
            words.append(node.child == nil ? 0 : 1)
        }
        return ConfigurationKey(words: words, flows: nodes.count)
    }

    // MARK: Applying

    /// Sends `step` to its flow, as one event run to completion.
    func take(_ step: LinkPlan.Step) throws(NavigationError) {
        guard let node = node(withID: step.flowID) else { throw step.flowFinished }
        try dispatcher.run { () throws(NavigationError) in try step.take(node) }
    }

    /// Plans toward the goal `makeGoal` finds and applies the plan as one transaction (see
    /// ``open(_:)-(String)``): the runtime counts as applying from the first guard the search asks
    /// to the last effect. A plan that waits becomes the pending link; one that applies replaces it.
    func openAtomically(_ link: String, toward makeGoal: () throws(DeepLinkError) -> LinkGoal) throws(DeepLinkError) -> LinkPlan {
        // Queued behind the event being applied, the plan would run on a configuration it was not made for.
        guard !dispatcher.isApplying else { throw DeepLinkError(link: link, reason: .busy) }
        let checkpoint = TreeCheckpoint(self)
        dispatcher.beginLink()
        let plan: LinkPlan
        let goal: LinkGoal
        do throws(DeepLinkError) {
            goal = try makeGoal()
            plan = try self.plan(toward: goal, link: link)
            try apply(plan)
            dispatcher.commitLink()
        } catch {
            checkpoint.restore(self)
            dispatcher.abandonLink()
            throw error
        }
        pendingLink = plan.waitingFor == nil ? nil : PendingLink(link: link, goal: goal)
        return plan
    }

    /// Whether a flow of type `type` runs.
    func runs(_ type: any Flow.Type) -> Bool {
        root?.first { ObjectIdentifier($0.flowType) == ObjectIdentifier(type) } != nil
    }

    /// Applies `plan`'s steps to the live tree, each validated again as it is taken; the caller
    /// holds commands and effects back and rolls back when a step is rejected.
    private func apply(_ plan: LinkPlan) throws(DeepLinkError) {
        for (index, step) in plan.steps.enumerated() {
            do throws(NavigationError) {
                guard let node = node(withID: step.flowID) else { throw step.flowFinished }
                try step.take(node)
            } catch {
                throw DeepLinkError(link: plan.link, reason: .stepRejected(step: index + 1, error))
            }
        }
    }

    /// A copy of the coordinator tree that drives no router and runs no effects: plans are searched on one.
    func scratchCopy() -> FlowRuntime {
        let copy = FlowRuntime(dispatcher: Dispatcher(router: DiscardingRouter(), runsEffects: false))
        copy.lastID = lastID
        copy.linkTable = linkTable
        copy.root = root?.copy(into: copy)
        copy.modals = modals.compactMap { modal in copy.node(withID: modal.owner.id).map { (modal.container, $0) } }
        return copy
    }
}

/// The configurations a plan's search has met: the start's is read only once a try reaches
/// another, so that a plan whose first tries reach the target never reads the whole live tree.
@MainActor
private struct Configurations {
    private let start: ReachedConfigurations
    private var seen: Set<ConfigurationKey> = []

    init(start: ReachedConfigurations) {
        self.start = start
    }

    /// How many, the start included.
    var count: Int { seen.isEmpty ? 1 : seen.count }

    /// Adds `key`; whether it was new.
    mutating func insert(_ key: ConfigurationKey) -> Bool {
        if seen.isEmpty { seen.insert(start.startKey) }
        return seen.insert(key).inserted
    }
}

extension NavigationError {
    /// Whether a guard turned the event down (rather than no row handling it here).
    var isGuardRejection: Bool {
        switch reason {
        case .guardFailed, .guardThrew: true
        default: false
        }
    }
}

/// The router of a scratch copy: commands go nowhere.
@MainActor
final class DiscardingRouter: Router {
    func apply(_ command: NavigationCommand) {}
}
