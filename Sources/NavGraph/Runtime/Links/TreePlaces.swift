/// The places of the tree a plan's search moves over, numbered: a place is a path from the root
/// (a child, or tab *i*, at each level), so two configurations are equal exactly when the same
/// places hold flows with the same state. A configuration's key is then what differs from the
/// start's, place by place (see ``changes(from:before:after:)``): a try reads only the flows its
/// step could change, however many flows the tree holds.
///
/// A flow keeps its place for its life (its parent and placement never change), so each is
/// numbered once, and held: its identity stays its own for the search. A place of the start tree
/// is numbered after its flow there; a place the start tree lacks, after its parent's place and slot.
@MainActor
final class TreePlaces {
    /// A place below another: its parent's place and its slot there (-1: the child, *i*: tab *i*).
    private struct Slot: Hashable {
        let parent: Int
        let index: Int
    }

    /// Each flow met, held, with its place, and whether the start tree had it.
    private var numbers: [ObjectIdentifier: (flow: any Node, place: Int, isStart: Bool)] = [:]
    /// The places below a numbered place: the start tree's, recorded with their parent's state,
    /// and those the search made.
    private var slots: [Slot: Int] = [:]
    /// The words of the start tree's flow at each of its places recorded so far (see `Node.appendStateKey(to:)`).
    private var startWords: [Int: [Int]] = [:]
    private var lastPlace = 0

    /// Records the start flows among `flows`, those under a step's change region, before the
    /// step is taken.
    ///
    /// A flow never numbered is a start flow (each flow a step starts is numbered with the
    /// configuration it reached), and a start flow not recorded yet was never under a step's
    /// region: it is as the start tree had it, and so are its child and tabs.
    func meet(_ flows: [any Node]) {
        for flow in flows { recordStart(flow) }
    }

    /// The changes from the start of the configuration a step reached from one whose changes are
    /// `base`: `before` were the flows under the step's change region, in depth-first order (met
    /// before the step), and `after` are those under it now. A place with no flow has no words.
    func changes(from base: [Int: [Int]], before: [any Node], after: [any Node]) -> [Int: [Int]] {
        var now: [Int: [Int]] = [:]
        for flow in after { now[place(of: flow)] = words(of: flow) }
        for flow in before {
            let place = place(of: flow)
            if now[place] == nil { now[place] = [] }
        }
        var changes = base
        for (place, words) in now {
            changes[place] = words == startWords[place, default: []] ? nil : words
        }
        return changes
    }

    /// Records `flow`, a start flow met before any step changed it, with the places of its child
    /// and tabs, unless it is recorded or a flow the search started.
    private func recordStart(_ flow: any Node) {
        let place = startPlace(of: flow)
        guard let place, startWords[place] == nil else { return }
        startWords[place] = words(of: flow)
        if let child = flow.child, let below = startPlace(of: child) { slots[Slot(parent: place, index: -1)] = below }
        for tab in flow.tabs {
            if let below = startPlace(of: tab) { slots[Slot(parent: place, index: Self.slot(of: tab))] = below }
        }
    }

    /// The place of `flow`, a start flow or one a step started: its parent comes before it in
    /// depth-first order and is numbered first.
    private func place(of flow: any Node) -> Int {
        if let known = numbers[ObjectIdentifier(flow)] { return known.place }
        guard let parent = flow.parent else { return startPlace(of: flow) ?? newPlace() }
        let slot = Slot(parent: place(of: parent), index: Self.slot(of: flow))
        let place = slots[slot] ?? newPlace()
        slots[slot] = place
        numbers[ObjectIdentifier(flow)] = (flow, place, false)
        return place
    }

    /// The place of `flow` if it is a start flow, numbered now if it was not; `nil` for a flow
    /// the search started.
    private func startPlace(of flow: any Node) -> Int? {
        if let known = numbers[ObjectIdentifier(flow)] { return known.isStart ? known.place : nil }
        let place = newPlace()
        numbers[ObjectIdentifier(flow)] = (flow, place, true)
        return place
    }

    /// `changes` as a configuration's key: each place in order, with its words and their count.
    static func key(_ changes: [Int: [Int]], flows: Int) -> ConfigurationKey {
        var words: [Int] = []
        for place in changes.keys.sorted() {
            let placeWords = changes[place, default: []]
            words.append(place)
            words.append(placeWords.count)
            words += placeWords
        }
        return ConfigurationKey(words: words, flows: flows)
    }

    private func newPlace() -> Int {
        lastPlace += 1
        return lastPlace
    }

    private static func slot(of flow: any Node) -> Int {
        if case .tab(let index) = flow.placement { index } else { -1 }
    }

    private func words(of flow: any Node) -> [Int] {
        var words: [Int] = []
        flow.appendStateKey(to: &words)
        return words
    }
}
