import NavGraph

/// The app's root: a shelf of books, each opened in a reader.
public struct ShelfFlow: Flow {
    public enum Route: FlowRoute { case shelf, settings }
    public enum Event: FlowEvent { case openBook, openSettings, back, readerClosed }

    public init() {}

    public static let definition = FlowDefinition<ShelfFlow>(
        initial: .shelf,
        transitions: [
            .on(.openBook, from: .shelf, .start(ReaderFlow.self, .push) { ReaderFlow() }),
            .on(.openSettings, from: .shelf, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.readerClosed, .stay),
        ],
        children: [ChildFlow(ReaderFlow.self) { output in switch output { case .closed: .readerClosed } }]
    )
}
