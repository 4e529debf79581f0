/// One step of a trace: what a user or the platform does next.
///
/// Steps name flows by type (their catalog entry) and instance, and events by position in the
/// catalog, never by identity: they stay meaningful when the shrinker removes earlier steps, and
/// they replay exactly (flow ids are assigned in start order).
///
/// ```swift
/// // launch, then AuthFlow's second catalog event, then a back swipe
/// let trace = Trace(root: 0, steps: [.send(flow: 0, event: 0), .send(flow: 1, event: 1), .backSwipe])
/// ```
public enum TraceStep: Hashable, Sendable, Codable {
    /// Sends event `event` of the catalog entry at position `flow` of the ``EventCatalog`` to the
    /// `instance`-th live flow of that type (depth first, as `FlowRuntime.liveFlows` lists them);
    /// positions wrap around. A generated event draws its payload from the seed `payload`.
    case send(flow: Int, instance: Int, event: Int, payload: UInt64)
    /// An interactive back swipe on the visible stack, reported with `platformDidRemove`.
    case backSwipe
    /// A swipe down on the top modal, reported with `platformDidRemove`.
    case swipeDown
    /// A tap on tab `tab` of the `instance`-th live flow of the catalog entry at position `flow`,
    /// read through its ``FlowEvents/tabTap(_:)`` (positions wrap around).
    case tapTab(flow: Int, instance: Int, tab: Int)

    /// Sends event `event` (payload seed 0) to the first live flow of catalog entry `flow`.
    public static func send(flow: Int, event: Int) -> Self { .send(flow: flow, instance: 0, event: event, payload: 0) }

    /// Taps tab `tab` of the first live flow of catalog entry `flow`.
    public static func tapTab(flow: Int, tab: Int) -> Self { .tapTab(flow: flow, instance: 0, tab: tab) }

    /// Whether this step comes from the platform (swipes, tab taps) rather than a screen's event.
    public var isPlatform: Bool {
        if case .send = self { return false }
        return true
    }
}

extension TraceStep: CustomStringConvertible {
    /// The step as Swift source: `.send(flow: 2, event: 1)`.
    public var description: String {
        switch self {
        case .send(let flow, 0, let event, 0): ".send(flow: \(flow), event: \(event))"
        case .send(let flow, let instance, let event, let payload):
            ".send(flow: \(flow), instance: \(instance), event: \(event), payload: \(payload))"
        case .backSwipe: ".backSwipe"
        case .swipeDown: ".swipeDown"
        case .tapTab(let flow, 0, let tab): ".tapTab(flow: \(flow), tab: \(tab))"
        case .tapTab(let flow, let instance, let tab): ".tapTab(flow: \(flow), instance: \(instance), tab: \(tab))"
        }
    }
}

/// A replayable sequence of steps from launch: which root configuration, then what happens.
///
/// Its description is Swift source, so a failing trace can be pasted into a regression test:
///
/// ```swift
/// let run = explorer.run(Trace(root: 1, steps: [.send(flow: 0, event: 0), .backSwipe]))
/// #expect(run.violation == nil)
/// ```
public struct Trace: Hashable, Sendable, Codable {
    /// The position of the root flow value in the explorer's `roots`.
    public var root: Int
    /// The steps, in order.
    public var steps: [TraceStep]
    /// The PropertyBased seed the trace was generated from, when it was; `.fixedSeed(seed)` on the
    /// test replays the generation (and the same shrinking). Not part of equality.
    public var seed: String?

    /// A trace starting from root configuration `root`.
    public init(root: Int = 0, steps: [TraceStep], seed: String? = nil) {
        self.root = root
        self.steps = steps
        self.seed = seed
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.root == rhs.root && lhs.steps == rhs.steps }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(steps)
    }
}

extension Trace: CustomStringConvertible {
    /// The trace as Swift source: `Trace(root: 0, steps: [.send(flow: 0, event: 0), .backSwipe])`.
    public var description: String {
        "Trace(root: \(root), steps: [" + steps.map(\.description).joined(separator: ", ") + "])"
    }
}
