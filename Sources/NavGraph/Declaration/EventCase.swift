/// An event type whose cases carry payloads, with a typed key per case: what `@FlowEvent`
/// (in `NavGraphMacros`) generates, so that a row names a case and its action receives that
/// case's payload typed.
///
/// ```swift
/// @FlowEvent
/// enum Event { case openLink(id: Int), openSettings }
///
/// .on(\.openLink, from: .home, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) })
/// ```
public protocol PayloadEvent: FlowEvent {
    /// One property per case, each an ``EventCase`` typed with the case's payload.
    associatedtype Cases: EventCaseSet
}

/// The set of an event type's typed case keys; rows name one by key path (`\.openLink`).
public protocol EventCaseSet: Sendable {
    /// The set; it holds no state.
    init()
}

/// One case of an event type, typed with its payload: `Void` for a case without one, the value
/// for a single associated value, a tuple for several.
public struct EventCase<Event: FlowEvent, Payload>: Sendable {
    /// The payload-free case that rows match on.
    public let `case`: Event.Case
    /// The payload of `event` when it is this case, `nil` otherwise.
    public let extract: @Sendable (Event) -> Payload?

    /// A case key; `extract` returns the payload of the events of this case.
    public init(_ case: Event.Case, extract: @escaping @Sendable (Event) -> Payload?) {
        self.case = `case`
        self.extract = extract
    }
}
