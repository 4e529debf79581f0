/// What a flow's send path did first with an event (see `FlowNode.begin(takingStackStepFrom:)`).
@usableFromInline
enum EventStart {
    /// The event was taken: a stack row carried out and its command sent.
    case taken
    /// Another event is being applied: this one waits its turn.
    case waits
    /// The event is begun, nothing else done: the general path takes it and ends it.
    case begun
}
