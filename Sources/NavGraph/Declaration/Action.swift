/// What a transition does: one navigation step, a child flow start, or a message to the parent.
///
/// ```swift
/// .on(.openSettings, from: .home, .push(.settings))
/// .on(.openLink, .start(LinkDetailFlow.self, .push) { home, event in LinkDetailFlow(event: event) })
/// .on(.tapLogout, from: .settings, .escalate(.logout))
/// ```
public struct Action<F: Flow>: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case push(F.Route)
        case pop
        case popToRoot
        case present(F.Route)
        case dismiss
        case selectTab(TabTarget)
        case start(ChildStart<F>)
        case finish(F.Output)
        case escalate(F.Output)
        case stay
    }

    @usableFromInline
    enum TabTarget: Sendable {
        case route(F.Route)
        case fromEvent(TabSelector<F>)
    }

    @usableFromInline let storage: Storage

    @usableFromInline init(_ storage: Storage) { self.storage = storage }

    /// Pushes `route` onto the stack the flow's top screen is in.
    public static func push(_ route: F.Route) -> Self { Self(.push(route)) }
    /// Pops the flow's top screen. Rejected when it is the flow's first screen or a presented one.
    public static var pop: Self { Self(.pop) }
    /// Pops back to the first screen of the stack the flow's top screen is in; nothing when already there.
    public static var popToRoot: Self { Self(.popToRoot) }
    /// Presents `route` modally, in a stack of its own.
    public static func present(_ route: F.Route) -> Self { Self(.present(route)) }
    /// Dismisses the flow's topmost presented route, with whatever was pushed over it.
    public static var dismiss: Self { Self(.dismiss) }
    /// Selects the tab `route` of a tab flow. Re-selecting the current tab changes nothing.
    public static func selectTab(_ route: F.Route) -> Self { Self(.selectTab(.route(route))) }
    /// Selects the tab that the event names, e.g. `case selectTab(Route)`.
    ///
    /// An event for which `tab` returns `nil` is rejected with ``NavigationError/Reason/unknownTab``.
    public static func selectTab(from tab: @escaping @Sendable (F.Event) -> F.Route?) -> Self {
        Self(.selectTab(.fromEvent(TabSelector(tab))))
    }
    /// Finishes the flow with `output`: the flow, its descendants and their screens go in one step,
    /// then the parent receives the event its ``ChildFlow`` declaration maps `output` to.
    public static func finish(_ output: F.Output) -> Self { Self(.finish(output)) }
    /// Hands `output` to the parent without finishing: the parent receives the event its
    /// ``ChildFlow`` declaration maps it to (logout from deep in a tab, one declared step per level).
    public static func escalate(_ output: F.Output) -> Self { Self(.escalate(output)) }
    /// Accepts the event and changes no navigation (an effect may still run).
    public static var stay: Self { Self(.stay) }

    /// Starts a child flow of type `C`, shown as `presentation`.
    ///
    /// `make` builds the child from this flow and the event, so the child gets its dependencies and
    /// the event's payload. `C` must be declared in the definition's `children`, which maps its outputs.
    @inlinable
    public static func start<C: Flow>(
        _ child: C.Type,
        _ presentation: ChildPresentation,
        _ make: @escaping @Sendable (F, F.Event) -> C
    ) -> Self {
        Self(.start(ChildStart(child, presentation: presentation, make: make)))
    }

    /// The child flow this action starts, if it is a start.
    public var childStart: ChildStart<F>? {
        if case .start(let start) = storage { return start }
        return nil
    }

    /// The kind of this action, as the graph records it.
    public var kind: ActionKind {
        switch storage {
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .present: .present
        case .dismiss: .dismiss
        case .selectTab: .selectTab
        case .start: .start
        case .finish: .finish
        case .escalate: .escalate
        case .stay: .stay
        }
    }
}

/// How a started child flow is shown.
public enum ChildPresentation: String, Sendable, Codable, CaseIterable {
    /// The child's screens replace everything on screen (the window's root). Only a flow whose own
    /// screens are the root may start a child this way.
    case root
    /// The child's screens are pushed onto the parent's current stack.
    case push
    /// The child is presented modally, with a stack (or tab bar) of its own.
    case present
}

/// The kind of an ``Action``, without its arguments.
public enum ActionKind: String, Sendable, Codable, CaseIterable {
    /// ``Action/push(_:)``.
    case push
    /// ``Action/pop``.
    case pop
    /// ``Action/popToRoot``.
    case popToRoot
    /// ``Action/present(_:)``.
    case present
    /// ``Action/dismiss``.
    case dismiss
    /// A tab selection (``Action/selectTab(_:)`` or one read from the event).
    case selectTab
    /// A child flow start.
    case start
    /// ``Action/finish(_:)``.
    case finish
    /// ``Action/escalate(_:)``.
    case escalate
    /// ``Action/stay``.
    case stay
}

/// A child flow start, as stored in a transition's action.
public struct ChildStart<F: Flow>: Sendable {
    /// The child flow's type.
    public var childType: any Flow.Type { starter.childType }
    /// How the child is shown.
    public var presentation: ChildPresentation { starter.presentation }
    /// The start's parts, in one object: the flow's table lends it to dispatch unretained.
    @usableFromInline let starter: ChildStarter<F>

    @inlinable
    init<C: Flow>(_ child: C.Type, presentation: ChildPresentation, make: @escaping @Sendable (F, F.Event) -> C) {
        starter = ChildStarter(child, presentation: presentation, make: make)
    }
}

/// What starting a child takes, in one object that the transition holds and dispatch borrows
/// through the flow's table (``FlowTable/starters``): copying the start's closures out of the
/// action counted two references each time a start was validated, and again when it was applied.
@usableFromInline
final class ChildStarter<F: Flow>: Sendable {
    @usableFromInline let childType: any Flow.Type
    @usableFromInline let presentation: ChildPresentation
    /// Builds the child and starts it under `parent`; compiled where the transition is declared, so
    /// the runtime's work for the child runs specialised for its type.
    @usableFromInline let begin: @MainActor @Sendable (_ flow: F, _ event: F.Event, _ parent: FlowNode<F>) -> Void
    /// What is wrong with the child type's tabs (`nil` when all is well) and whether it is a tab flow.
    @usableFromInline let check: @MainActor @Sendable () -> (problem: String?, isTabFlow: Bool)

    @inlinable
    init<C: Flow>(_ child: C.Type, presentation: ChildPresentation, make: @escaping @Sendable (F, F.Event) -> C) {
        childType = child
        self.presentation = presentation
        let slot = FlowTableSlot<C>()
        begin = { flow, event, parent in
            // The runtime borrowed, not retained for the call.
            parent.withRuntime { $0.startChild(make(flow, event), table: slot.table, of: parent, as: presentation) }
        }
        check = {
            let table = slot.table
            return (table.startProblem, table.isTabFlow)
        }
    }
}

/// The closure of a tab selection that reads the tab from the event, in an object that the
/// transition holds and dispatch borrows through the flow's table (``FlowTable/tabSelectors``):
/// copied out of the action, the closure counted a reference on every selection.
@usableFromInline
final class TabSelector<F: Flow>: Sendable {
    @usableFromInline let select: @Sendable (F.Event) -> F.Route?

    init(_ select: @escaping @Sendable (F.Event) -> F.Route?) {
        self.select = select
    }
}
