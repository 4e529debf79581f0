/// What the non-generic runtime asks of a coordinator, as functions compiled for its flow type.
///
/// A class method overridden by the generic `FlowNode<F>` always runs unspecialised, paying a
/// metadata lookup for nearly every access. These closures are formed by the flow's
/// ``FlowDefinition`` initializer, which is inlinable and always called where the flow type is
/// concrete (its `static let definition`), so they run specialised wherever the flow is started
/// from. One per flow type, shared through its ``FlowTable``.
@usableFromInline
final class NodeWitness: Sendable {
    /// The current route's name (a tab flow: the selected tab's).
    @usableFromInline let routeName: @MainActor @Sendable (AnyFlowNode) -> String
    /// The screens of the flow's entries, with the slot each lives in (empty for a tab flow).
    @usableFromInline let entryScreens: @MainActor @Sendable (AnyFlowNode) -> [(screen: Screen, slot: Int)]
    /// The screens of the flow's entries in its host container (slot 0), bottom to top.
    @usableFromInline let hostScreens: @MainActor @Sendable (AnyFlowNode) -> [Screen]
    /// The container the flow shows when it starts or is shown again (stack or tab bar).
    @usableFromInline let initialContainer: @MainActor @Sendable (AnyFlowNode) -> NavigationState.Container
    /// The container the flow's next pushed screen goes to, and how many screens it holds.
    @usableFromInline let top: @MainActor @Sendable (AnyFlowNode) -> (container: ContainerID, count: Int)
    /// Whether any entry of the flow is a presented route.
    @usableFromInline let hasPresentedRoutes: @MainActor @Sendable (AnyFlowNode) -> Bool
    /// The flow's step of the implied-state match (``FlowRuntime/impliesNavigationState(_:)``),
    /// comparing with the target state in place, borrowed.
    @usableFromInline let match: @MainActor @Sendable (AnyFlowNode, borrowing NavigationState, inout ImpliedStateMatch) -> Void
    /// Leaves a finished coordinator's route stack buffer for the next coordinator of its type.
    @usableFromInline let recycleStack: @MainActor @Sendable (AnyFlowNode) -> Void

    /// The witness of `F`: every closure is handed coordinators of `F` only.
    @inlinable init<F: Flow>(_ type: F.Type) {
        routeName = { node in unsafeDowncast(node, to: FlowNode<F>.self).machine.routeName }
        entryScreens = { node in unsafeDowncast(node, to: FlowNode<F>.self).typedEntryScreens() }
        hostScreens = { node in unsafeDowncast(node, to: FlowNode<F>.self).typedHostScreens() }
        initialContainer = { node in unsafeDowncast(node, to: FlowNode<F>.self).typedInitialContainer() }
        top = { node in unsafeDowncast(node, to: FlowNode<F>.self).typedTop }
        hasPresentedRoutes = { node in unsafeDowncast(node, to: FlowNode<F>.self).machine.hasPresentedEntries }
        match = { node, target, match in unsafeDowncast(node, to: FlowNode<F>.self).typedMatch(in: target, &match) }
        recycleStack = { node in unsafeDowncast(node, to: FlowNode<F>.self).recycleStack() }
    }
}
