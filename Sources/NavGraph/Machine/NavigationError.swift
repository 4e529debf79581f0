/// Why the runtime rejected an event or a platform report. When it is thrown, nothing changed:
/// no machine and no router saw the event.
///
/// ```swift
/// do { try clip.send(.back) }
/// catch let error where error.reason == .cannotPopFirstScreen { … }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The flow that rejected the event (for escalations and outputs: the ancestor that did).
    public let flow: String
    /// That flow's current route, `nil` when the flow is no longer running.
    public let route: String?
    /// The event's case name, or the platform report (`platformDidRemove`).
    public let event: String
    /// What was wrong.
    public let reason: Reason

    /// Describes a rejection.
    public init(flow: String, route: String?, event: String, reason: Reason) {
        self.flow = flow
        self.route = route
        self.event = event
        self.reason = reason
    }

    /// What was wrong with an event.
    public enum Reason: Hashable, Sendable {
        /// No transition of the flow handles the event in its current route.
        case unhandled
        /// Transitions handle the event here, but none of their guards held; the last one asked.
        case guardFailed(guard: String)
        /// A guard threw instead of answering.
        case guardThrew(guard: String, message: String)
        /// The flow has finished, or its runtime is gone; its handle is stale.
        case flowFinished
        /// The flow's screens are covered (by a child flow, a modal or another tab) and cannot take events.
        case notInteractive
        /// `pop` on the flow's first screen, or on a presented route (use `dismiss`).
        case cannotPopFirstScreen
        /// `dismiss` with no presented route of this flow.
        case nothingToDismiss
        /// `selectTab` in a flow without tabs, or naming a route that is not one of its tabs.
        case unknownTab
        /// The child's output maps to no event of the parent.
        case unmappedOutput(child: String, output: String)
        /// A child flow type that the flow's definition does not declare in `children`.
        case undeclaredChild(String)
        /// The action cannot be shown that way here (a tab bar pushed, a root start from a flow that
        /// is not the root, a push on a tab flow…); the message says which.
        case invalidPresentation(String)
        /// The flow already has a child flow on screen; it must finish first.
        case childAlreadyActive(String)
        /// A root flow (or a tab) cannot finish or escalate: it has no parent to take the output.
        case noParent
        /// The screen reported by the platform is not one the runtime shows.
        case unknownScreen
    }

    public var description: String {
        let place = route.map { "\(flow).\($0)" } ?? flow
        return "\(place) rejected \(event): \(reason)"
    }
}
