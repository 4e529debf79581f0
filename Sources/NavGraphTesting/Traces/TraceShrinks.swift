/// The shrinking candidates of a trace, most shrunk first: runs of steps removed (halves, quarters…
/// down to single steps, from the end), an earlier root configuration, each step simplified
/// (payload seed 0, lower event, instance, tab and flow positions), then, for short traces, pairs
/// of steps removed and one step removed under another root configuration; last, shorter traces
/// found by a breadth-first search from launch over the moves the graph enables (a shortcut the
/// edits cannot reach: signing up, then going back in Auth rather than in Home).
///
/// Every candidate is smaller than the trace in (length, root, sum of positions and non-zero
/// payloads), so shrinking always ends.
public struct TraceShrinks: Sequence, Sendable {
    let trace: Trace
    let edits: [Edit]
    let shortcuts: ShortcutSearch.Factory?

    /// The most shortcut candidates tried for one trace.
    static let shortcutBudget = 400

    /// The longest trace whose pairs of steps are tried for removal.
    static let pairLimit = 12

    enum Edit: Sendable {
        case remove(Range<Int>)
        case removePair(Int, Int)
        case rootWithout(Int, Int)
        case root(Int)
        case replace(Int, TraceStep)
    }

    /// The candidates for `trace` in an explorer with `roots` root values, without the search
    /// phase (which needs the explorer; ``FlowExplorer/traces`` adds it).
    ///
    /// ```swift
    /// for candidate in TraceShrinks(failing, roots: 2) { … }
    /// ```
    public init(_ trace: Trace, roots: Int) {
        self.init(trace, roots: roots, shortcuts: nil)
    }

    init(_ trace: Trace, roots: Int, shortcuts: ShortcutSearch.Factory?) {
        self.trace = trace
        self.shortcuts = trace.steps.count >= 2 ? shortcuts : nil
        var edits: [Edit] = []
        let count = trace.steps.count
        var size = count
        var sizes: [Int] = []
        while size > 0 {
            if !sizes.contains(size) { sizes.append(size) }
            size /= 2
        }
        for chunk in sizes {
            var end = count
            while end > 0 {
                let start = Swift.max(0, end - chunk)
                edits.append(.remove(start..<end))
                end = start
            }
        }
        for root in 0..<Swift.max(0, Swift.min(trace.root, roots)) { edits.append(.root(root)) }
        for (index, step) in trace.steps.enumerated() {
            for simpler in Self.simplifications(of: step) { edits.append(.replace(index, simpler)) }
        }
        // Two steps that only matter together (open and close a detail) go as a pair.
        if count <= Self.pairLimit {
            for first in 0..<count {
                for second in (first + 1)..<count { edits.append(.removePair(first, second)) }
            }
            // A step only one configuration needs (signing in) goes with a switch to another root.
            for root in 0..<roots where root != trace.root {
                for index in 0..<count { edits.append(.rootWithout(root, index)) }
            }
        }
        self.edits = edits
    }

    static func simplifications(of step: TraceStep) -> [TraceStep] {
        var found: [TraceStep] = []
        func lower(_ value: Int) -> [Int] { value > 1 ? [0, value - 1] : value == 1 ? [0] : [] }
        switch step {
        case .send(let flow, let instance, let event, let payload):
            if payload != 0 { found.append(.send(flow: flow, instance: instance, event: event, payload: 0)) }
            found += lower(event).map { .send(flow: flow, instance: instance, event: $0, payload: payload) }
            found += lower(instance).map { .send(flow: flow, instance: $0, event: event, payload: payload) }
            found += lower(flow).map { .send(flow: $0, instance: instance, event: event, payload: payload) }
        case .tapTab(let flow, let instance, let tab):
            found += lower(tab).map { .tapTab(flow: flow, instance: instance, tab: $0) }
            found += lower(instance).map { .tapTab(flow: flow, instance: $0, tab: tab) }
            found += lower(flow).map { .tapTab(flow: $0, instance: instance, tab: tab) }
        case .backSwipe, .swipeDown:
            break
        }
        return found
    }

    public func makeIterator() -> Iterator { Iterator(trace: trace, edits: edits, shortcuts: shortcuts) }

    /// Yields the candidates one at a time.
    public struct Iterator: IteratorProtocol {
        let trace: Trace
        let edits: [Edit]
        let shortcuts: ShortcutSearch.Factory?
        var position = 0
        var search: ShortcutSearch?

        public mutating func next() -> Trace? {
            guard position < edits.count else { return nextShortcut() }
            defer { position += 1 }
            var candidate = trace
            switch edits[position] {
            case .remove(let range): candidate.steps.removeSubrange(range)
            case .removePair(let first, let second):
                candidate.steps.remove(at: second)
                candidate.steps.remove(at: first)
            case .rootWithout(let root, let index):
                candidate.root = root
                candidate.steps.remove(at: index)
            case .root(let root): candidate.root = root
            case .replace(let index, let step): candidate.steps[index] = step
            }
            return candidate
        }

        private mutating func nextShortcut() -> Trace? {
            guard let shortcuts else { return nil }
            let trace = self.trace
            let search = self.search ?? MainActor.assumeIsolated {
                shortcuts.make(trace.steps.count - 1, TraceShrinks.shortcutBudget)
            }
            self.search = search
            return MainActor.assumeIsolated { search.next() }.map { shortcut in
                Trace(root: shortcut.root, steps: shortcut.steps, seed: trace.seed)
            }
        }
    }
}

/// Shorter traces from launch, breadth first over the moves the graph enables (one representative
/// path per configuration), for the shrinker's last phase.
@MainActor
final class ShortcutSearch {
    /// Makes a search for traces up to a length, with a budget of candidates.
    struct Factory: Sendable {
        let make: @MainActor @Sendable (_ maxLength: Int, _ budget: Int) -> ShortcutSearch
    }

    struct Node {
        let root: Int
        let path: [TraceStep]
    }

    private let makeDriver: @MainActor (Int) -> TraceDriver
    private let maxLength: Int
    private var budget: Int
    private var queue: [Node]
    private var head = 0
    private var seen = Set<String>()
    private var pending: [Trace] = []

    init(roots: Int, maxLength: Int, budget: Int, makeDriver: @escaping @MainActor (Int) -> TraceDriver) {
        self.makeDriver = makeDriver
        self.maxLength = maxLength
        self.budget = budget
        queue = (0..<roots).map { Node(root: $0, path: []) }
    }

    func next() -> Trace? {
        while pending.isEmpty {
            guard budget > 0, head < queue.count else { return nil }
            expand(queue[head])
            head += 1
        }
        budget -= 1
        return pending.removeFirst()
    }

    private func expand(_ node: Node) {
        guard node.path.count < maxLength else { return }
        var driver = replay(node)
        guard driver.startError == nil else { return }
        if node.path.isEmpty, !seen.insert(Self.signature(driver, root: node.root)).inserted { return }
        let moves = driver.enabledSends().map(\.step) + driver.platformSteps()
        var dirty = false
        for move in moves {
            if dirty {
                driver = replay(node)
                dirty = false
            }
            let path = node.path + [move]
            pending.append(Trace(root: node.root, steps: path))
            let before = driver.router.state
            let executed = driver.execute(move, number: path.count)
            if case .applied = executed.outcome {} else if driver.router.state == before { continue }
            dirty = true
            if path.count < maxLength, seen.insert(Self.signature(driver, root: node.root)).inserted {
                queue.append(Node(root: node.root, path: path))
            }
        }
    }

    private func replay(_ node: Node) -> TraceDriver {
        let driver = makeDriver(node.root)
        for (offset, step) in node.path.enumerated() { _ = driver.execute(step, number: offset + 1) }
        return driver
    }

    /// What is on screen and each flow's route, with the root value.
    static func signature(_ driver: TraceDriver, root: Int) -> String {
        var text = "\(root)|"
        for flow in driver.live { text += "\(flow.name).\(flow.route)," }
        return text + "|" + driver.router.state.description
    }
}
