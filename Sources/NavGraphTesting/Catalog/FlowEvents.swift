public import NavGraph

/// The events a test may send to one flow type: payload-free values listed once, payload events
/// drawn from generators, and how a tap on one of its tabs reads.
///
/// The explorer cannot invent typed events from case names, so each flow type that screens talk to
/// gets one `FlowEvents`:
///
/// ```swift
/// FlowEvents(AuthFlow.self)                                   // CaseIterable events: all of them
/// FlowEvents(HomeFlow.self, [.openSettings, .back, .tapLogout])
///     .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
/// FlowEvents(TabBarFlow.self, [.tapPlus])
///     .generating(Gen<TabBarFlow.Route>.case.map { .selectTab($0) })
///     .tabTap { .selectTab($0) }
/// ```
///
/// Events only a child's output produces (`linkClosed`) need not be listed. Each generator should
/// produce one event case: traces and coverage name it after the first value it makes.
public struct FlowEvents<F: Flow>: Sendable {
    @usableFromInline var sources: [EventSource<F>]
    @usableFromInline var tabTapEvent: (@Sendable (F.Route) -> F.Event)?

    /// The payload-free (or fixed) events `events`, in this order.
    public init(_ flow: F.Type, _ events: [F.Event] = []) {
        sources = events.map { .value($0) }
    }

    /// Every case of a `CaseIterable` event type.
    public init(_ flow: F.Type) where F.Event: CaseIterable {
        sources = F.Event.allCases.map { .value($0) }
    }

    /// Adds a source of payload events: each trace step draws its payload from `generator`,
    /// seeded by the step, so a trace replays the same payloads.
    ///
    /// The generator must be a function of its seed: build payloads with its combinators, not with
    /// `Int.random`, `UUID()` or the clock. ``FlowExplorer`` checks this when it is made
    /// (``FlowExplorerError/Kind/nondeterministicGenerator``): the replay of a run and its
    /// shrinking run the generator again and must get the same events.
    ///
    /// ```swift
    /// FlowEvents(SearchFlow.self, [.back])
    ///     .generating(Gen.letter.string(of: 1...8).map { .submit(query: $0) })
    /// ```
    ///
    /// Inlinable: the generator runs specialised for the event type where the catalog is declared.
    @inlinable public func generating(_ generator: Generator<F.Event, some Sequence>) -> Self {
        var copy = self
        copy.sources.append(.generator { seed in
            var rng = SplitMix64(state: seed)
            do {
                return .success(try generator.run(using: &rng, limit: 1_000))
            } catch {
                return .failure(PayloadFailure(message: String(describing: error)))
            }
        })
        return copy
    }

    /// Declares how a tap on the tab `route` reads as an event, so the explorer taps tabs the way
    /// the platform's tab bar does (re-selecting the current tab included).
    ///
    /// For a tab flow the tabs are its declared tabs; for a stack flow that imitates tabs, every route.
    ///
    /// ```swift
    /// FlowEvents(TabBarFlow.self, [.tapPlus]).tabTap { .selectTab($0) }
    /// ```
    public func tabTap(_ event: @escaping @Sendable (F.Route) -> F.Event) -> Self {
        var copy = self
        copy.tabTapEvent = event
        return copy
    }
}

/// One way of making an event: a fixed value, or a generator run with a step's payload seed.
@usableFromInline
enum EventSource<F: Flow>: Sendable {
    case value(F.Event)
    case generator(@Sendable (UInt64) -> Result<F.Event, PayloadFailure>)

    @inlinable func event(payload: UInt64) -> Result<F.Event, PayloadFailure> {
        switch self {
        case .value(let event): .success(event)
        case .generator(let make): make(payload)
        }
    }

    @inlinable var isGenerated: Bool {
        if case .generator = self { return true }
        return false
    }
}

/// A payload generator that gave up (its filter rejected every value).
@usableFromInline
struct PayloadFailure: Error, Sendable {
    @usableFromInline let message: String
    @usableFromInline init(message: String) { self.message = message }
}

/// The random source a payload generator runs on, seeded with a step's 64-bit payload seed:
/// SplitMix64, so that a step's payload is a function of its seed and traces replay.
@usableFromInline
struct SplitMix64: SeededRandomNumberGenerator {
    @usableFromInline var state: UInt64
    @inlinable init(state: UInt64) { self.state = state }
    @usableFromInline var currentSeed: UInt64 { state }
    @usableFromInline init?(seed: UInt64) { state = seed }
    @usableFromInline init() { state = UInt64.random(in: .min ... .max) }
    @inlinable mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
