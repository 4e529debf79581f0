/// A child's output on its way to its parent flow: taken when a transition finishes or escalates
/// (or a re-selected tab finishes its child), delivered once that transition is applied.
@MainActor @usableFromInline
struct OutputDelivery {
    let output: any Sendable
    let child: any Node
    let parent: any Node
    /// Whether the child is gone (a finish) rather than still running (an escalation).
    let childRemoved: Bool
    let dispatcher: Dispatcher

    /// Hands the output to the parent, validated before anything changed.
    @usableFromInline
    func deliver() {
        do {
            try parent.receive(output: output, from: child, childRemoved: childRemoved, commit: true)
        } catch {
            // Only an impure guard or mapping gets here: it answered differently when validated.
            dispatcher.report(error)
        }
    }
}
