/// The configurations a plan's search has reached, shown on one scratch copy of the tree: each
/// is the configuration it was reached from and the change its step made there. A try saves the
/// few flows its step can reach (``FlowRuntime/changeRegion(of:)``) instead of copying every
/// flow, and the search moves between configurations by putting those flows' states back, so
/// no step is taken twice and guards are asked once per try, as on copies.
///
/// The plain search (`copyingEveryFlow`) keeps a whole copy of the tree per configuration:
/// what tests compare this one with.
@MainActor
final class ReachedConfigurations {
    private let start: FlowRuntime
    private let copiesEveryFlow: Bool
    /// Per configuration after the start: the one it was reached from and what its step changed.
    private var reached: [(from: Int, change: TreeChange)] = []
    /// Per configuration after the start, in the plain search: a whole copy of the tree.
    private var copies: [FlowRuntime] = []
    /// Made with the first try; shows `shown`, or the configuration `tried` reached.
    private var scratch: FlowRuntime?
    private var shown = 0
    private var tried: (from: Int, change: TreeChange?, copy: FlowRuntime?)?

    /// The start is configuration 0: the live tree, which nothing changes.
    init(start: FlowRuntime, copyingEveryFlow: Bool) {
        self.start = start
        copiesEveryFlow = copyingEveryFlow
    }

    /// The tree showing configuration `index`, as it stays until the next call.
    func runtime(showing index: Int) -> FlowRuntime {
        guard index > 0 else { return start }
        if copiesEveryFlow { return copies[index - 1] }
        guard let scratch else { return start }
        move(scratch, to: index)
        return scratch
    }

    /// Takes `step` in configuration `index` and returns the tree showing what it reached, until
    /// ``keep()`` or ``discard()``; a rejected step leaves the configurations as they were.
    func take(_ step: LinkPlan.Step, from index: Int) throws(NavigationError) -> FlowRuntime {
        if copiesEveryFlow {
            let copy = runtime(showing: index).scratchCopy()
            try copy.take(step)
            tried = (index, nil, copy)
            return copy
        }
        let scratch = self.scratch ?? start.scratchCopy()
        self.scratch = scratch
        move(scratch, to: index)
        guard let node = scratch.node(withID: step.flowID) else { throw step.flowFinished }
        let region = scratch.changeRegion(of: node)
        let before = SavedFlows(region.subtree, of: scratch)
        do throws(NavigationError) {
            try scratch.take(step, on: node)
        } catch {
            TreeChange(from: before, to: region).undo(on: scratch)
            throw error
        }
        tried = (index, TreeChange(from: before, to: region), nil)
        return scratch
    }

    /// Keeps what the last ``take(_:from:)`` reached as a new configuration; returns its index.
    func keep() -> Int {
        guard let tried else { return 0 }
        self.tried = nil
        if let copy = tried.copy {
            copies.append(copy)
            return copies.count
        }
        guard var change = tried.change, let scratch else { return 0 }
        change.saveAfter(in: scratch)
        reached.append((tried.from, change))
        // Back where the step was taken: the caller's next try starts there.
        change.undo(on: scratch)
        return reached.count
    }

    /// Forgets what the last ``take(_:from:)`` reached.
    func discard() {
        guard let tried else { return }
        self.tried = nil
        if let change = tried.change, let scratch { change.undo(on: scratch) }
    }

    /// Undoes the changes from the configuration `scratch` shows up to the one it shares with
    /// `target`'s, then redoes those down to `target`.
    private func move(_ scratch: FlowRuntime, to target: Int) {
        var up = path(to: shown)
        var down = path(to: target)
        while let last = up.last, last == down.last {
            up.removeLast()
            down.removeLast()
        }
        for index in up { reached[index - 1].change.undo(on: scratch) }
        for index in down.reversed() { reached[index - 1].change.redo(on: scratch) }
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

/// What one step of a plan's search changed on its scratch tree: the states of the flows it
/// could reach before it (and after it, once kept), and the flows it started and finished, so
/// that the search puts either side back without taking the step again.
@MainActor
struct TreeChange {
    private let before: SavedFlows
    private let started: [any Node]
    private let finished: [any Node]
    /// Saved only for a configuration the search keeps: most tries reach one it has met.
    private var after: SavedFlows?

    /// The change from `before` to what the flows under `region` are now.
    init(from before: SavedFlows, to region: any Node) {
        let now = region.subtree
        let alive = Set(now.map { ObjectIdentifier($0) })
        let were = Set(before.nodes.map { ObjectIdentifier($0) })
        started = now.filter { !were.contains(ObjectIdentifier($0)) }
        finished = before.nodes.filter { !alive.contains(ObjectIdentifier($0)) }
        self.before = before
    }

    /// Saves the flows' states after the step; the scratch tree shows them now.
    mutating func saveAfter(in runtime: FlowRuntime) {
        after = SavedFlows(before.nodes + started, of: runtime)
    }

    func undo(on runtime: FlowRuntime) {
        before.restore(runtime)
        for node in started { runtime.flows.remove(node) }
        for node in finished { runtime.flows.insert(node) }
        // A selected tab put back changes who is interactive without touching a child or a modal.
        runtime.dispatcher.layoutDidChange()
    }

    /// Only for a change whose states after the step were saved (see ``saveAfter(in:)``).
    func redo(on runtime: FlowRuntime) {
        after?.restore(runtime)
        for node in finished { runtime.flows.remove(node) }
        for node in started { runtime.flows.insert(node) }
        runtime.dispatcher.layoutDidChange()
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
