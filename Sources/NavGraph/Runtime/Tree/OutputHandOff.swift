/// A child's output accepted by its parent flow: the parent's transition for it, validated with
/// the whole chain it causes, for after the child's own transition is applied. Made when a
/// transition that finishes, escalates (or re-selects a tab whose child then finishes) is
/// validated, so that the parent's transition is looked up once.
@MainActor @usableFromInline
struct OutputHandOff {
    /// Carries out the parent's transition (and, through its own hand-off, the rest of the chain).
    @usableFromInline let apply: () -> Void

    @usableFromInline
    init(apply: @escaping () -> Void) {
        self.apply = apply
    }
}

/// A child's output on its way to its parent, with what the parent's side reads of the child.
@MainActor @usableFromInline
struct ChildOutput {
    /// The output.
    @usableFromInline let value: any Sendable
    /// The child, for the parent's rejections.
    let child: any Node
    /// The child's flow type, identity and placement.
    @usableFromInline let childType: any Flow.Type
    @usableFromInline let childID: FlowID
    @usableFromInline let childPlacement: Placement
    /// Whether the child is gone (it finished), not escalating.
    @usableFromInline let childRemoved: Bool

    init(_ value: any Sendable, of child: any Node, childRemoved: Bool) {
        self.value = value
        self.child = child
        childType = child.flowType
        childID = child.id
        childPlacement = child.placement
        self.childRemoved = childRemoved
    }

    /// The child's name.
    @usableFromInline var childName: String { child.name }
}
