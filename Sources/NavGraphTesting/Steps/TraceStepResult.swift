public import NavGraph

/// One step of a trace as it ran: what it resolved to, whether the runtime took it, and the
/// transitions it applied.
public struct TraceStepResult: Sendable, CustomStringConvertible {
    /// The step's position in the trace, from 1.
    public var number: Int { storage.number }
    /// The step as generated.
    public var step: TraceStep { storage.step }
    /// What the step resolved to in the live configuration.
    public var action: Resolution { storage.ran.action }
    /// Whether the runtime took it.
    public var outcome: Outcome { storage.ran.outcome }
    /// The transitions applied, in order (child outputs and queued events included).
    public var records: [TransitionRecord] { storage.ran.records }
    /// Events queued during the step (sent by effects or observers) that the runtime rejected.
    public var rejectedQueuedEvents: [NavigationError] { storage.ran.rejectedQueuedEvents }
    /// Flows started during the step (`LinkDetail#5`).
    public var started: [String] { storage.flowChanges.started }
    /// Flows removed during the step.
    public var removed: [String] { storage.flowChanges.removed }

    /// The values, shared by every copy.
    private let storage: Storage

    private final class Storage: Sendable {
        let number: Int
        let step: TraceStep
        /// What it did: kept whole, moved in, not copied field by field.
        let ran: StepResult
        let flowChanges: FlowChanges

        init(number: Int, step: TraceStep, ran: consuming StepResult, flowChanges: consuming FlowChanges) {
            self.number = number
            self.step = step
            self.ran = ran
            self.flowChanges = flowChanges
        }
    }

    init(number: Int, step: TraceStep, ran result: consuming StepResult, flowChanges: consuming FlowChanges) {
        storage = Storage(number: number, step: step, ran: result, flowChanges: flowChanges)
    }

    /// Whether the step resolved to `action` with `outcome`: the replay's comparison, read in
    /// place (the properties copy the values out, counting a reference per name they hold), the
    /// events matched (see ``Resolution/matches(_:)``).
    func ran(as action: Resolution, _ outcome: Outcome) -> Bool {
        storage.ran.outcome == outcome && storage.ran.action.matches(action)
    }

    /// Whether the step applied `records`, read in place: records that match (see
    /// `TransitionRecord.matches(_:)`), so that equal payloads are not described to be compared.
    func applied(_ records: [TransitionRecord]) -> Bool {
        storage.ran.records.elementsEqual(records) { $0.matches($1) }
    }

    /// Whether the runtime rejected the step.
    public var isRejected: Bool {
        // Read in place: `outcome` copies a rejection's error out.
        if case .rejected = storage.ran.outcome { return true }
        return false
    }

    /// Whether the step was a platform move (a swipe), read in place.
    var isSwipe: Bool {
        switch storage.step {
        case .backSwipe, .swipeDown: true
        case .send, .tapTab: false
        }
    }

    /// The guard errors among the step's rejection and the queued events it rejected, read in
    /// place: checked after every step, and nearly always none.
    func guardErrors() -> [NavigationError] {
        var errors: [NavigationError] = []
        if case .rejected(let error) = storage.ran.outcome, case .guardThrew = error.reason { errors.append(error) }
        for index in storage.ran.rejectedQueuedEvents.indices {
            if case .guardThrew = storage.ran.rejectedQueuedEvents[index].reason { errors.append(storage.ran.rejectedQueuedEvents[index]) }
        }
        return errors
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
        case .unreportedRemoval(let screen, let gesture):
            text = "\(gesture) removes \(screen) from the router, which reports nothing to the runtime"
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

/// What a step did, before it is numbered and its flows compared: what ``TraceDriver`` returns.
struct StepResult {
    let action: TraceStepResult.Resolution
    let outcome: TraceStepResult.Outcome
    let records: [TransitionRecord]
    let rejectedQueuedEvents: [NavigationError]
}

/// The flows a step started and removed, named only when read (most steps start and remove
/// nothing, and few reports are ever read).
enum FlowChanges: Sendable {
    /// Listed when the step ran: names and ids.
    case listed(started: [(name: String, id: FlowID)], removed: [(name: String, id: FlowID)])
    /// Told by the snapshots before and after the step, which a trace run keeps anyway: the
    /// run compares the two only when a report asks.
    case between(before: RuntimeSnapshot, after: RuntimeSnapshot)

    static let none = Self.listed(started: [], removed: [])

    var started: [String] {
        switch self {
        case .listed(let started, _): started.map { "\($0.name)\($0.id)" }
        case .between(let before, let after): Self.names(of: after.flows, notIn: before.flows)
        }
    }

    var removed: [String] {
        switch self {
        case .listed(_, let removed): removed.map { "\($0.name)\($0.id)" }
        case .between(let before, let after): Self.names(of: before.flows, notIn: after.flows)
        }
    }

    private static func names(of flows: [InspectedFlow], notIn others: [InspectedFlow]) -> [String] {
        flows.filter { flow in !others.contains { $0.id == flow.id } }.map { "\($0.name)\($0.id)" }
    }
}

extension TransitionRecord {
    /// A platform record without the screen repeated: `Home.settings --platformDidRemove--> Home.home`.
    var readablePlatform: String {
        origin == .platform ? "\(flow).\(from) --\(event)--> \(flow).\(to)" : description
    }
}
