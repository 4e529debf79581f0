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
        switch storage {
        case .written(let flow, _, _, _): flow
        case .numbered(let type, _, _, _): type.name
        }
    }
    /// That flow's current route, `nil` when the flow is no longer running.
    public var route: String? { texts.route }
    /// The event's case name, or the platform report (`platformDidRemove`).
    public var event: String { texts.event }
    /// What was wrong.
    public var reason: Reason {
        switch storage {
        case .written(_, _, _, let reason): reason
        case .numbered(_, _, _, .guardFailed): texts.reason
        case .numbered(_, _, _, let cause): cause.reason(guard: "")
        }
    }
    @usableFromInline let storage: Storage

    /// How a rejection is kept: written out, or, for a flow's own rejection whose reason carries no
    /// text of its own, as numbers in its definition, read when asked. A numbered rejection holds no
    /// reference and is thrown in registers; the written texts are boxed (one allocation) so that
    /// they do not make every rejection larger.
    @usableFromInline
    enum Storage: Sendable {
        indirect case written(flow: String, route: String?, event: String, reason: Reason)
        /// The route's number (`nil`: the flow is no longer running) and a row of the event's case
        /// (see ``FlowNames``); a failed guard's name is its row's.
        case numbered(any Flow.Type, route: Int32?, row: Int32, Cause)
    }

    /// The reasons a rejection keeps as numbers: those whose text, if any, its row gives.
    @usableFromInline
    enum Cause: Sendable {
        case unhandled, guardFailed, cannotPopFirstScreen, nothingToDismiss, unknownTab, flowFinished, notInteractive, noParent

        /// `reason` as a cause, if it carries no text (a failed guard's name is known by its row only).
        @inlinable
        init?(_ reason: Reason) {
            switch reason {
            case .unhandled: self = .unhandled
            case .cannotPopFirstScreen: self = .cannotPopFirstScreen
            case .nothingToDismiss: self = .nothingToDismiss
            case .unknownTab: self = .unknownTab
            case .flowFinished: self = .flowFinished
            case .notInteractive: self = .notInteractive
            case .noParent: self = .noParent
            default: return nil
            }
        }

        @usableFromInline
        func reason(guard name: String) -> Reason {
            switch self {
            case .unhandled: .unhandled
            case .guardFailed: .guardFailed(guard: name)
            case .cannotPopFirstScreen: .cannotPopFirstScreen
            case .nothingToDismiss: .nothingToDismiss
            case .unknownTab: .unknownTab
            case .flowFinished: .flowFinished
            case .notInteractive: .notInteractive
            case .noParent: .noParent
            }
        }
    }

    /// What a rejection reads, however it is kept.
    struct Texts: Hashable {
        let flow: String
        let route: String?
        let event: String
        let reason: Reason
    }

    var texts: Texts {
        switch storage {
        case .written(let flow, let route, let event, let reason): Texts(flow: flow, route: route, event: event, reason: reason)
        case .numbered(let type, let route, let row, let cause): type.rejectionTexts(route: route.map(Int.init), row: Int(row), cause)
        }
    }

    /// Describes a rejection.
    public init(flow: String, route: String?, event: String, reason: Reason) {
        storage = .written(flow: flow, route: route, event: event, reason: reason)
    }

    /// A rejection by flow `type`: at its route numbered `route`, of an event whose case row `row`
    /// handles.
    @inlinable
    init(_ type: any Flow.Type, route: Int32?, row: Int32, _ cause: Cause) {
        storage = .numbered(type, route: route, row: row, cause)
    }

    // Equal rejections read the same, however their names are kept.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // The same numbers read the same texts, which then need not be built (a trace's replay
        // compares every rejection).
        if case .numbered(let type, let route, let row, let cause) = lhs.storage,
            case .numbered(let otherType, let otherRoute, let otherRow, let otherCause) = rhs.storage,
            ObjectIdentifier(type) == ObjectIdentifier(otherType), route == otherRoute, row == otherRow, cause == otherCause
        {
            return true
        }
        return lhs.texts == rhs.texts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(texts)
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
        let texts = texts
        let place = texts.route.map { "\(texts.flow).\($0)" } ?? texts.flow
        return "\(place) rejected \(texts.event): \(texts.reason)"
    }
}

extension Flow {
    /// The texts of a rejection numbered in this flow's definition. A definition computed anew
    /// may differ from the machine's; a number it lacks reads as the number, never a trap.
    fileprivate static func rejectionTexts(route: Int?, row: Int, _ cause: NavigationError.Cause) -> NavigationError.Texts {
        let definition = definition
        let routes = definition.names.routeList
        let events = definition.names.rowEvents
        let conditions = definition.conditions
        return NavigationError.Texts(
            flow: name,
            route: route.map { routes.indices.contains($0) ? routes[$0] : "#\($0)" },
            event: events.indices.contains(row) ? events[row] : "#\(row)",
            reason: cause.reason(guard: conditions.indices.contains(row) ? conditions[row]?.name ?? "" : "")
        )
    }
}
