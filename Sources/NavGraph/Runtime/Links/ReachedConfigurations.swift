/// The configurations a plan's search has reached, shown on the live tree itself: each is the
/// configuration it was reached from and the change its step made there. A try saves the few
/// flows its step can reach (``FlowRuntime/changeRegion(of:)``), and the search moves between
/// configurations by putting those flows' states back, so no step is taken twice and guards are
/// asked once per try, as on copies. A try reads no flow outside that region either: its key is
/// what differs from the start, place by place (`TreePlaces`), and only the flows it changed are
/// asked whether they show the target.
///
/// The live tree is held for the search (``Dispatcher/beginTrials()``: the router, observers and
/// effects see nothing) and put back exactly by ``finish()``, which the search calls on every
/// exit; flows its tries started are finished then. While an event is being applied the tree may
/// be mid-change, so the search tries on a copy of it instead.
///
/// The plain search (`copyingEveryFlow`) keeps a whole copy of the tree per configuration, reads
/// each whole: what tests compare this one with.
@MainActor
final class ReachedConfigurations {
    private let start: FlowRuntime
    private let copiesEveryFlow: Bool
    /// Per configuration after the start: the one it was reached from and what its step changed.
    private var reached: [(from: Int, change: TreeChange)] = []
    /// Per configuration, the start's first: how many flows it holds and what differs from the start (see `TreePlaces`).
    private var differences: [(flows: Int, changes: [Int: [Int]])]
    /// Per configuration after the start, in the plain search: a whole copy of the tree.
    private var copies: [FlowRuntime] = []
    /// The tree tries are taken on, from the first try: the live one or a copy. It shows
    /// `shown`, or the configuration `tried` reached.
    private var tree: FlowRuntime?
    private var shown = 0
    private let places = TreePlaces()
    private var tried: Try?
    /// What differs from the start in what the last try reached, once its key was read.
    private var triedChanges: [Int: [Int]] = [:]
    /// Every flow a try started: none is in the live tree once the search is done.
    private var started: [any Node] = []

    /// What the last try reached, until it is kept or discarded.
    private struct Try {
        let from: Int
        var change: TreeChange?
        let copy: FlowRuntime?
        let region: (any Node)?
    }

    /// The start is configuration 0: the live tree as it is now, and after ``finish()``.
    init(start: FlowRuntime, copyingEveryFlow: Bool) {
        self.start = start
        copiesEveryFlow = copyingEveryFlow
        differences = [(start.flows.count, [:])]
    }

    /// The start's key: read from the whole tree in the plain search, only once a try reaches
    /// another configuration.
    var startKey: ConfigurationKey {
        copiesEveryFlow ? start.wholeKey : ConfigurationKey(words: [], flows: differences[0].flows)
    }

    /// The tree showing configuration `index`, as it stays until the next call.
    func runtime(showing index: Int) -> FlowRuntime {
        if index == 0, tree == nil || copiesEveryFlow { return start }
        if copiesEveryFlow { return copies[index - 1] }
        guard let tree else { return start }
        move(tree, to: index)
        return tree
    }

    /// Puts the live tree back as the search found it; flows its tries started are finished.
    func finish() {
        guard let tree else { return }
        discard()
        move(tree, to: 0)
        let layout = tree.dispatcher.layoutVersion
        for node in started { node.detach() }
        // Finished flows are out of the tree: the layout is the one that version names.
        tree.dispatcher.restoreLayout(layout)
        tree.dispatcher.endTrials()
        self.tree = nil
    }

    /// Takes `step` in configuration `index`; the tree shows what it reached until ``keep()``
    /// or ``discard()``. A rejected step leaves the configurations as they were.
    func take(_ step: LinkPlan.Step, from index: Int) throws(NavigationError) {
        if copiesEveryFlow {
            let copy = runtime(showing: index).scratchCopy()
            try copy.take(step)
            tried = Try(from: index, change: nil, copy: copy, region: nil)
            return
        }
        let tree = self.tree ?? holdTree()
        move(tree, to: index)
        guard let node = tree.node(withID: step.flowID) else { throw step.flowFinished }
        let region = tree.changeRegion(of: node)
        let before = SavedFlows(region.subtree, of: tree)
        places.meet(before.nodes)
        // Taken directly: the tree's dispatcher is trying, as when a link's plan is applied.
        let rejection = step.send(node)
        let change = TreeChange(from: before, to: region)
        started += change.started
        if let rejection {
            change.undo(on: tree)
            throw rejection
        }
        tried = Try(from: index, change: change, copy: nil, region: region)
    }

    /// The live tree held for the search, or a copy held when it cannot be.
    private func holdTree() -> FlowRuntime {
        var tree = start
        if !start.dispatcher.beginTrials() {
            tree = start.scratchCopy()
            _ = tree.dispatcher.beginTrials()
        }
        self.tree = tree
        return tree
    }

    /// Whether a flow shows `goal` in what the last try reached. The configuration it was taken
    /// from showed it nowhere, so only the flows the step changed are asked, and its region's
    /// parent, whose child is among them (see ``TreeChange/interactiveFlows(under:)``).
    func triedShows(_ goal: LinkGoal) -> Bool {
        guard let tried else { return false }
        if let copy = tried.copy { return copy.root.map { copy.shows(goal, under: $0) } ?? false }
        guard let change = tried.change, let region = tried.region, let tree else { return false }
        guard let interactive = change.interactiveFlows(under: region, in: tree) else {
            return tree.root.map { tree.shows(goal, under: $0) } ?? false
        }
        let isInteractive = { (node: any Node) in interactive.contains { $0 === node } }
        let asked = [region.parent].compactMap { $0 } + change.after
        return asked.contains { $0.child?.child == nil && goal.isShown($0, isInteractive) }
    }

    /// The key of what the last try reached.
    func triedKey() -> ConfigurationKey {
        guard let tried else { return startKey }
        if let copy = tried.copy { return copy.wholeKey }
        guard let change = tried.change else { return startKey }
        let base = differences[tried.from]
        triedChanges = places.changes(from: base.changes, before: change.before.nodes, after: change.after)
        return TreePlaces.key(triedChanges, flows: base.flows - change.before.nodes.count + change.after.count)
    }

    /// Keeps what the last ``take(_:from:)`` reached, with `key`, as a new configuration; returns its index.
    func keep(_ key: ConfigurationKey) -> Int {
        guard let tried else { return 0 }
        self.tried = nil
        differences.append((key.flows, copiesEveryFlow ? [:] : triedChanges))
        if let copy = tried.copy {
            copies.append(copy)
            return copies.count
        }
        guard var change = tried.change, let tree else { return 0 }
        change.saveAfter(in: tree)
        reached.append((tried.from, change))
        // Back where the step was taken: the caller's next try starts there.
        change.undo(on: tree)
        return reached.count
    }

    /// Forgets what the last ``take(_:from:)`` reached.
    func discard() {
        guard let tried else { return }
        self.tried = nil
        if let change = tried.change, let tree { change.undo(on: tree) }
    }

    /// Undoes the changes from the configuration `tree` shows up to the one it shares with
    /// `target`'s, then redoes those down to `target`.
    private func move(_ tree: FlowRuntime, to target: Int) {
        var up = path(to: shown)
        var down = path(to: target)
        while let last = up.last, last == down.last {
            up.removeLast()
            down.removeLast()
        }
        for index in up { reached[index - 1].change.undo(on: tree) }
        for index in down.reversed() { reached[index - 1].change.redo(on: tree) }
        shown = target
    }

    /// `index` and the configurations it was reached through, back to the start (excluded).
    private func path(to index: Int) -> [Int] {
        var path: [Int] = []
        var current = index
        while current > 0 {
            path.append(current)
            current = reached[current - 1].from
        }
        return path
    }
}

/// What one step of a plan's search changed on its tree: the states of the flows it
/// could reach before it (and after it, once kept), and the flows it started and finished, so
/// that the search puts either side back without taking the step again.
@MainActor
struct TreeChange {
    /// The flows under the step's region before it, depth first, with their states.
    let before: SavedFlows
    /// The flows under the step's region after it, depth first.
    let after: [any Node]
    /// The flows the step started.
    let started: [any Node]
    private let finished: [any Node]
    /// Saved only for a configuration the search keeps: most tries reach one it has met.
    private var afterStates: SavedFlows?

    /// The change from `before` to what the flows under `region` are now.
    init(from before: SavedFlows, to region: any Node) {
        after = region.subtree
        let alive = Set(after.map { ObjectIdentifier($0) })
        let were = Set(before.nodes.map { ObjectIdentifier($0) })
        started = after.filter { !were.contains(ObjectIdentifier($0)) }
        finished = before.nodes.filter { !alive.contains(ObjectIdentifier($0)) }
        self.before = before
    }

    /// Saves the flows' states after the step; the tree shows them now.
    mutating func saveAfter(in runtime: FlowRuntime) {
        afterStates = SavedFlows(before.nodes + started, of: runtime)
    }

    /// Puts the flows back as they were before the step, with the layout's version: the rest
    /// of the tree is as it was then, so the flows found interactive at that version are again.
    func undo(on runtime: FlowRuntime) {
        before.restore(runtime)
        for node in started { runtime.flows.remove(node) }
        for node in finished { runtime.flows.insert(node) }
    }

    /// Only for a change whose states after the step were saved (see ``saveAfter(in:)``), from
    /// the configuration it was taken in.
    func redo(on runtime: FlowRuntime) {
        afterStates?.restore(runtime)
        for node in finished { runtime.flows.remove(node) }
        for node in started { runtime.flows.insert(node) }
    }

    /// The flows interactive now, the step having been accepted in `region`, read from the
    /// region alone; `nil` when that cannot tell (the top modal is one from outside the region
    /// that was not on top before).
    ///
    /// The flow that took the step was interactive: `region`, at or above it, is on the path of
    /// children and selected tabs from the root, and the step changed nothing above it. So the
    /// interactive flows are those of that path, going on down from `region`, that have no child
    /// and sit at or below the top modal's owner (see ``FlowRuntime/isInteractive(_:)``). That
    /// owner is above `region` when no step changed the top modal, as it was above that flow.
    func interactiveFlows(under region: any Node, in runtime: FlowRuntime) -> [any Node]? {
        var path: [any Node] = []
        var next: (any Node)? = region
        while let node = next {
            path.append(node)
            if let child = node.child {
                next = child
            } else if node.isTabFlow {
                next = node.tabs.first { $0.placement == .tab(node.selectedTabIndex) }
            } else {
                next = nil
            }
        }
        var covered = path.startIndex
        if let top = runtime.modals.last {
            if let owner = path.firstIndex(where: { $0 === top.owner }) {
                covered = owner
            } else if after.contains(where: { $0 === top.owner }) {
                return []
            } else if let old = before.modals.last, old.container == top.container, old.owner === top.owner,
                !before.nodes.contains(where: { $0 === top.owner })
            {
                covered = path.startIndex
            } else {
                return nil
            }
        }
        return path[covered...].filter { $0.child == nil }
    }
}

extension FlowRuntime {
    /// The flow whose subtree holds every flow a step sent to `node` can change: its parent (a
    /// finish, an escalation or the platform's removal hands it an output or takes its child),
    /// and each ancestor further up that an output handed to the one below may make hand one on
    /// (see `LinkStepFacts.passesOutputsUp(_:)`). The dispatch path changes nothing else but the
    /// runtime's modals and identity counter.
    func changeRegion(of node: any Node) -> any Node {
        guard var top = node.parent else { return node }
        while LinkStepFacts.passesOutputsUp(top.flowType), let parent = top.parent { top = parent }
        return top
    }
}
