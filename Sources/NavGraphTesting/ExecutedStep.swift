public import NavGraph

/// One step of a trace as it ran: what it resolved to, whether the runtime took it, and the
/// transitions it applied.
public struct ExecutedStep: Sendable, CustomStringConvertible {
    /// The step's position in the trace, from 1.
    public var number: Int { storage.number }
    /// The step as generated.
    public var step: TraceStep { storage.step }
    /// What the step resolved to in the live configuration.
    public var action: StepAction { storage.action }
    /// Whether the runtime took it.
    public var outcome: StepOutcome { storage.outcome }
    /// The transitions applied, in order (child outputs and queued events included).
    public var records: [TransitionRecord] { storage.records }
    /// Events queued during the step (sent by effects or observers) that the runtime rejected.
    public var rejectedQueuedEvents: [NavigationError] { storage.rejectedQueuedEvents }
    /// Flows started during the step (`LinkDetail#5`).
    public var started: [String] { Self.names(storage.startedFlows) }
    /// Flows removed during the step.
    public var removed: [String] { Self.names(storage.removedFlows) }

    /// The values, shared by every copy (a run keeps each step in its list and hands it to the
    /// step's invariants: copied field by field, a step counted a reference per name it holds).
    private let storage: Storage

    private final class Storage: Sendable {
        let number: Int
        let step: TraceStep
        let action: StepAction
        let outcome: StepOutcome
        let records: [TransitionRecord]
        let rejectedQueuedEvents: [NavigationError]
        /// The flows behind ``started`` and ``removed``, named only when read (most steps start
        /// and remove nothing, and few reports are ever read).
        let startedFlows: [(name: String, id: FlowID)]
        let removedFlows: [(name: String, id: FlowID)]

        init(
            number: Int, step: TraceStep, action: StepAction, outcome: StepOutcome, records: [TransitionRecord],
            rejectedQueuedEvents: [NavigationError], startedFlows: [(name: String, id: FlowID)], removedFlows: [(name: String, id: FlowID)]
        ) {
            self.number = number
            self.step = step
            self.action = action
            self.outcome = outcome
            self.records = records
            self.rejectedQueuedEvents = rejectedQueuedEvents
            self.startedFlows = startedFlows
            self.removedFlows = removedFlows
        }
    }

    init(
        number: Int, step: TraceStep, action: StepAction, outcome: StepOutcome, records: [TransitionRecord],
        rejectedQueuedEvents: [NavigationError], startedFlows: [(name: String, id: FlowID)], removedFlows: [(name: String, id: FlowID)]
    ) {
        storage = Storage(
            number: number, step: step, action: action, outcome: outcome, records: records,
            rejectedQueuedEvents: rejectedQueuedEvents, startedFlows: startedFlows, removedFlows: removedFlows
        )
    }

    private static func names(_ flows: [(name: String, id: FlowID)]) -> [String] {
        flows.map { "\($0.name)\($0.id)" }
    }

    /// Whether the step resolved to `action` with `outcome`: the replay's comparison, read in
    /// place (the properties copy the values out, counting a reference per name they hold).
    func ran(as action: StepAction, _ outcome: StepOutcome) -> Bool {
        storage.outcome == outcome && storage.action == action
    }

    /// Whether the step applied `records`, read in place.
    func applied(_ records: [TransitionRecord]) -> Bool {
        storage.records == records
    }

    /// Whether the runtime rejected the step.
    public var isRejected: Bool {
        if case .rejected = outcome { return true }
        return false
    }

    /// The step in words: `Home.settings --tapLogout--> Home.settings → TabBar.home --logout--> TabBar.finished …`.
    public var description: String {
        var text: String
        switch action {
        case .send(let flow, let name, _, let event), .tapTab(let flow, let name, _, let event, _):
            let prefix = action.isTabTap ? "tap tab: " : ""
            switch outcome {
            case .applied:
                text = prefix + (records.isEmpty ? "\(name)\(flow) took \(event)" : records.map(\.description).joined(separator: " → "))
            case .rejected(let error):
                text = prefix + "\(name)\(flow) ✗ \(event) rejected: \(error)"
            case .skipped(let why):
                text = prefix + "skipped: \(why)"
            }
        case .backSwipe(let screen), .swipeDown(let screen):
            let gesture = if case .backSwipe = action { "back swipe" } else { "swipe down" }
            switch outcome {
            case .applied:
                text = "\(gesture) removes \(screen)" + (records.isEmpty ? "" : ": " + records.map(\.readablePlatform).joined(separator: " → "))
            case .rejected(let error):
                text = "\(gesture) removes \(screen); the runtime rejected it: \(error)"
            case .skipped(let why):
                text = "\(gesture) skipped: \(why)"
            }
        case .skipped(let why):
            text = "skipped: \(why)"
        }
        if !started.isEmpty { text += "  [starts \(started.joined(separator: ", "))]" }
        if !removed.isEmpty { text += "  [removes \(removed.joined(separator: ", "))]" }
        if !rejectedQueuedEvents.isEmpty {
            text += "  [queued event rejected: " + rejectedQueuedEvents.map(\.description).joined(separator: "; ") + "]"
        }
        return text
    }
}

/// What a ``TraceStep`` resolved to in the live configuration.
public enum StepAction: Hashable, Sendable {
    /// An event sent to flow `flow` (`name`) in `route`; `event` with its payload, described when read.
    case send(flow: FlowID, name: String, route: String, event: ValueDescription)
    /// A tap on tab `tab` of flow `flow`, read as `event`; `isReselect` when `tab` was already selected.
    case tapTab(flow: FlowID, name: String, tab: String, event: ValueDescription, isReselect: Bool)
    /// A back swipe that removed `screen`.
    case backSwipe(Screen)
    /// A swipe down that removed the modal whose first screen is `screen`.
    case swipeDown(Screen)
    /// Nothing to do (no modal to swipe down, no flow with tabs…).
    case skipped(String)

    var isTabTap: Bool {
        if case .tapTab = self { return true }
        return false
    }
}

/// Whether the runtime took a step.
public enum StepOutcome: Hashable, Sendable {
    /// The runtime applied it.
    case applied
    /// The runtime rejected it with `NavigationError`.
    case rejected(NavigationError)
    /// Nothing was sent.
    case skipped(String)
}

extension TransitionRecord {
    /// A platform record without the screen repeated: `Home.settings --platformDidRemove--> Home.home`.
    var readablePlatform: String {
        origin == .platform ? "\(flow).\(from) --\(event)--> \(flow).\(to)" : description
    }
}
