import NavGraph
import NavGraphTesting

/// A chain of relays under a root: a relay that closes makes its parent relay close too, so one
/// step changes every flow up to the root, which pushes its `done` screen.
struct RelayRootFlow: Flow {
    enum Route: FlowRoute { case home, done }
    enum Event: FlowEvent { case open, relayed, back }

    static let definition = FlowDefinition<RelayRootFlow>(
        initial: .home,
        transitions: [
            .on(.open, from: .home, .start(RelayFlow.self, .push) { RelayFlow() }),
            .on(.relayed, from: .home, .push(.done)),
            .on(.back, from: .done, .pop),
        ],
        children: [ChildFlow(RelayFlow.self) { _ in .relayed }],
        links: [.link("done", to: .done), .step(.open), .step(.back)]
    )
}

/// A relay: closing it, or a child relay's closing, finishes it. Its peek is behind a guard that throws.
struct RelayFlow: Flow {
    enum Route: FlowRoute { case main, note, peek }
    enum Event: FlowEvent { case open, close, note, back, relayed, peek }
    enum Output: Sendable { case closed }

    struct Unavailable: Error {}
    static let peekable = Guard<RelayFlow, Void>("peekable") { _ in throw Unavailable() }

    static let definition = FlowDefinition<RelayFlow>(
        initial: .main,
        transitions: [
            .on(.open, from: .main, .start(RelayFlow.self, .push) { RelayFlow() }),
            .on(.close, from: .main, .finish(.closed)),
            .on(.note, from: .main, .push(.note)),
            .on(.back, from: .note, .pop),
            .on(.relayed, .finish(.closed)),
            .on(.peek, from: .main, when: peekable, .push(.peek)),
        ],
        children: [ChildFlow(RelayFlow.self) { _ in .relayed }],
        links: [.link("relay/note", to: .note), .link("relay/peek", to: .peek), .step(.open), .step(.close), .step(.note), .step(.back), .step(.peek)]
    )
}

/// The relay hierarchy's events.
let relayCatalog = EventCatalog {
    FlowEvents(RelayRootFlow.self, [.open, .back])
    FlowEvents(RelayFlow.self, [.open, .close, .note, .back, .peek])
}
