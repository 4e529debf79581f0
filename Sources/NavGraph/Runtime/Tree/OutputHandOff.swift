/// A child's output accepted by its parent flow: the parent's transition for it, validated with
/// the whole chain it causes, for after the child's own transition is applied. Made when a
/// transition that finishes, escalates (or re-selects a tab whose child then finishes) is
/// validated, so that the parent's transition is looked up once.
@MainActor @usableFromInline
struct OutputHandOff {
    /// Carries out the parent's transition (and, through its own hand-off, the rest of the chain).
    @usableFromInline let apply: () -> Void
}
