import NavGraph

/// One book: its pages, and its notes presented over them.
public struct ReaderFlow: Flow {
    public enum Route: FlowRoute { case page, notes }
    public enum Event: FlowEvent { case showNotes, hideNotes, close }
    public enum Output: Sendable { case closed }

    public init() {}

    public static let definition = FlowDefinition<ReaderFlow>(
        initial: .page,
        transitions: [
            .on(.showNotes, from: .page, .present(.notes)),
            .on(.hideNotes, from: .notes, .dismiss),
            .on(.close, from: .page, .finish(.closed)),
        ]
    )
}
