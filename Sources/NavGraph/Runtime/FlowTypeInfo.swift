/// What the non-generic runtime reads about a coordinator's flow type: the part of its
/// ``FlowTable`` that does not depend on the type.
///
/// A coordinator keeps one reference to it instead of a copy of each part: one reference counted
/// when a coordinator is made and destroyed, and fewer bytes per coordinator. (An unretained
/// reference counted nothing there but cost more on the paths that read through it.)
@usableFromInline
class FlowTypeInfo: @unchecked Sendable {
    /// The flow's name (`Home`).
    @usableFromInline let name: String
    /// The flow's type.
    @usableFromInline let flowType: any Flow.Type
    /// Whether the flow lays its screens out as tabs.
    @usableFromInline let isTabFlow: Bool
    /// How each declared child's outputs reach a coordinator of this flow, by child type.
    @usableFromInline let receivers: [ChildReceiver]
    /// What the non-generic runtime asks of a coordinator of this flow.
    @usableFromInline let witness: NodeWitness
    /// The flow's name and its initial route's name, as screens hold them: a new coordinator's
    /// first screen, built without a call through the witness.
    @usableFromInline let screenFlowName: ScreenName
    @usableFromInline let initialScreenRouteName: ScreenName

    @usableFromInline init(
        name: String, flowType: any Flow.Type, isTabFlow: Bool, receivers: [ChildReceiver], witness: NodeWitness,
        screenFlowName: ScreenName, initialScreenRouteName: ScreenName
    ) {
        self.name = name
        self.flowType = flowType
        self.isTabFlow = isTabFlow
        self.receivers = receivers
        self.witness = witness
        self.screenFlowName = screenFlowName
        self.initialScreenRouteName = initialScreenRouteName
    }
}
