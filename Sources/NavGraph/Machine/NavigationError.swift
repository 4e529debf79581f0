/// Why the runtime rejected an event or a platform report. When it is thrown, nothing changed:
/// no machine and no router saw the event.
///
/// ```swift
/// do { try clip.send(.back) }
/// catch let error where error.reason == .cannotPopFirstScreen { … }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The flow that rejected the event (for escalations and outputs: the ancestor that did).
    public var flow: String {
        switch names {
        case .written(let flow, _, _): flow
        case .numbered(let table, _, _): table.flow
        }
    }
    /// That flow's current route, `nil` when the flow is no longer running.
    public var route: String? {
        switch names {
        case .written(_, let route, _): route
        case .numbered(let table, let route, _): table.routes[route]
        }
    }
    /// The event's case name, or the platform report (`platformDidRemove`).
    public var event: String {
        switch names {
        case .written(_, _, let event): event
        case .numbered(let table, _, let row): table.rowEvents[row]
        }
    }
    /// What was wrong.
    public let reason: Reason
    @usableFromInline let names: Names

    /// Where the names come from: written out, or numbers in a flow's name table, which a
    /// machine's rejections use so that making and dropping one copies no string.
    @usableFromInline
    enum Names: Sendable {
        case written(flow: String, route: String?, event: String)
        /// The route's number and the event's row in `table` (see ``FlowNames``).
        case numbered(NameTable, route: Int, eventRow: Int)
    }

    /// Describes a rejection.
    public init(flow: String, route: String?, event: String, reason: Reason) {
        names = .written(flow: flow, route: route, event: event)
        self.reason = reason
    }

    /// A rejection by a running flow whose names are in `table`: its route numbered `route`, the
    /// event named by row `eventRow`.
    @inlinable
    init(_ table: NameTable, route: Int, eventRow: Int, reason: Reason) {
        names = .numbered(table, route: route, eventRow: eventRow)
        self.reason = reason
    }

    // Equal rejections read the same, however their names are kept.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.reason == rhs.reason && lhs.flow == rhs.flow && lhs.route == rhs.route && lhs.event == rhs.event
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(route)
        hasher.combine(event)
        hasher.combine(reason)
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
