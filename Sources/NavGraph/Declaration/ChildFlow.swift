/// A parent's declaration of a child flow it may start (or host as a tab), and how the child's
/// outputs become the parent's own events.
///
/// ```swift
/// children: [
///     ChildFlow(LinkDetailFlow.self) { output in
///         switch output { case .closed: .linkClosed }
///     },
/// ]
/// ```
///
/// Returning `nil` means the output has no mapping: a child finishing or escalating with it is
/// rejected with ``NavigationError/Reason/unmappedOutput(child:output:)`` and nothing changes.
public struct ChildFlow<F: Flow>: Sendable {
    /// The child flow's type.
    public let childType: any Flow.Type
    @usableFromInline let mapOutput: @Sendable (any Sendable) -> F.Event?
    /// Maps an output of the child and has the parent (a coordinator of `F`) check or apply the
    /// event. Built where the flow is declared, so an app's module compiles it for its own types.
    @usableFromInline let receive: OutputReceiver

    /// Declares `child` as a child of `F`, with `output` mapping each of its outputs to an event of `F`.
    @inlinable
    public init<C: Flow>(_ child: C.Type, output: @escaping @Sendable (C.Output) -> F.Event?) {
        childType = child
        mapOutput = { value in (value as? C.Output).flatMap(output) }
        receive = { parent, address, child, childRemoved, commit throws(NavigationError) in
            // Found by the child's type, so the output is a `C.Output`: no dynamic cast.
            let value = address.assumingMemoryBound(to: C.Output.self).pointee
            try unsafeDowncast(parent, to: FlowNode<F>.self).receive(value, mapped: output(value), from: child, childRemoved: childRemoved, commit: commit)
        }
    }

    /// Declares `child`, a flow that never outputs (`Output == Never`), as a child of `F`.
    @inlinable
    public init<C: Flow>(_ child: C.Type) where C.Output == Never {
        childType = child
        mapOutput = { _ in nil }
        receive = { parent, _, child, _, _ throws(NavigationError) in
            // `Never` has no values: no output of this child reaches here.
            throw NavigationError(flow: parent.name, route: parent.currentRouteName, event: "Never", reason: .unmappedOutput(child: child.name, output: "Never"))
        }
    }
}

/// One tab of a tab flow: the tab's route and the child flow that lives in it.
///
/// ```swift
/// Tab(.home, HomeFlow.self) { tabBar in HomeFlow(store: tabBar.store) }
/// ```
public struct Tab<F: Flow>: Sendable {
    /// The tab flow's route that selects this tab.
    public let route: F.Route
    /// The flow living in this tab, with a stack of its own.
    public let childType: any Flow.Type
    /// Builds the tab's flow and its coordinator; compiled where the tab is declared.
    @usableFromInline let makeNode: @MainActor @Sendable (_ flow: F, _ parent: AnyFlowNode, _ index: Int) -> AnyFlowNode

    /// Declares the tab `route`, hosting a `child` built by `make` when the tab flow starts.
    @inlinable
    public init<C: Flow>(_ route: F.Route, _ child: C.Type, _ make: @escaping @Sendable (F) -> C) {
        self.route = route
        childType = child
        let slot = FlowTableSlot<C>()
        makeNode = { flow, parent, index in
            // The runtime borrowed, not retained for the call.
            parent.withRuntime { $0.makeNode(make(flow), table: slot.table, parent: parent, placement: .tab(index), hostBase: 0) }
        }
    }
}

/// How a parent coordinator takes a child's output: `(parent, output, child, childRemoved, commit)`.
///
/// The output comes by address, as a value of the child's `Output` type: the receiver is chosen
/// by the child's flow type (``AnyFlowNode/receive(output:from:childRemoved:commit:)``), so the
/// type is known on both sides and no existential is built or cast.
@usableFromInline
typealias OutputReceiver = @MainActor @Sendable (
    _ parent: AnyFlowNode, _ output: UnsafeRawPointer, _ child: AnyFlowNode, _ childRemoved: Bool, _ commit: Bool
) throws(NavigationError) -> Void

/// A declared child's type and its ``OutputReceiver``, as a parent's table lists them
/// (``FlowTypeInfo/receivers``). A struct, not a tuple: in an array of tuples the closure is
/// stored at the most general abstraction, and every call went through a reabstraction thunk.
@usableFromInline
struct ChildReceiver: Sendable {
    @usableFromInline let child: ObjectIdentifier
    @usableFromInline let receive: OutputReceiver
}
