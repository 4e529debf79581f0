/// What a stored row does: one navigation step, a child flow start, or a message to the parent.
///
/// Rows are written with ``RowAction``; this is the form the machine, the runtime and
/// ``FlowGraph`` read.
@usableFromInline package struct Action<F: Flow>: Sendable {
    /// The action and its arguments.
    @usableFromInline package enum Step: Sendable {
        /// Push a route onto the flow's top stack.
        case push(F.Route)
        /// Pop the flow's top screen.
        case pop
        /// Pop to the first screen of the flow's top stack.
        case popToRoot
        /// Present a route modally.
        case present(F.Route)
        /// Dismiss the topmost presented route.
        case dismiss
        /// Select a tab.
        case selectTab(TabTarget)
        /// Start a child flow.
        case start(ChildStart<F>)
        /// Finish with an output.
        case finish(F.Output)
        /// Hand an output to the parent and stay.
        case escalate(F.Output)
        /// Change no navigation.
        case stay
    }

    /// The tab a selection selects.
    @usableFromInline package enum TabTarget: Sendable {
        /// A fixed tab.
        case route(F.Route)
        /// The tab read from the event (`nil`: none).
        case fromEvent(@Sendable (F.Event) -> F.Route?)
    }

    /// The action and its arguments.
    @usableFromInline package let step: Step

    @usableFromInline init(_ step: Step) { self.step = step }

    /// The child flow this action starts, if it is a start.
    @inlinable package var childStart: ChildStart<F>? {
        if case .start(let start) = step { return start }
        return nil
    }

    /// The output this action hands to the parent (finish, escalate), if any.
    @inlinable package var output: F.Output? {
        switch step {
        case .finish(let output), .escalate(let output): output
        default: nil
        }
    }

    /// The kind of this action, as the graph records it.
    @inlinable package var kind: ActionKind {
        switch step {
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

/// A child flow start, as stored in a row's action.
@usableFromInline package struct ChildStart<F: Flow>: Sendable {
    /// The child flow's type.
    @usableFromInline package let childType: any Flow.Type
    /// How the child is shown.
    @usableFromInline package let presentation: ChildPresentation
    /// Builds the child from the flow and the event (`nil` only for an event of another case).
    @usableFromInline package let make: @Sendable (F, F.Event) -> (any Flow)?

    @usableFromInline
    init(childType: any Flow.Type, presentation: ChildPresentation, make: @escaping @Sendable (F, F.Event) -> (any Flow)?) {
        self.childType = childType
        self.presentation = presentation
        self.make = make
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

/// The kind of a row's action, without its arguments.
public enum ActionKind: String, Sendable, Codable, CaseIterable {
    /// ``RowAction/push(_:)``.
    case push
    /// ``RowAction/pop``.
    case pop
    /// ``RowAction/popToRoot``.
    case popToRoot
    /// ``RowAction/present(_:)``.
    case present
    /// ``RowAction/dismiss``.
    case dismiss
    /// A tab selection (a fixed tab or one read from the payload).
    case selectTab
    /// A child flow start.
    case start
    /// ``RowAction/finish(_:)``.
    case finish
    /// ``RowAction/escalate(_:)``.
    case escalate
    /// ``RowAction/stay``.
    case stay
}
