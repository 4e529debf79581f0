/// The events a flow type's payload generators made most recently, by source and payload seed.
///
/// A trace's step is sent more than once with the same seed: by the run, by the replay that checks
/// `replayReproducesState`, and by every shrinking attempt that keeps the step. Running a
/// generator costs more than the rest of a send (a string generator: about twice a transition), so
/// the event it made is kept in a small table and taken from there when the same seed comes back.
/// Generators are pure functions of their seed (traces replay because of it), so a kept event is
/// the one the generator would make again.
@MainActor
@usableFromInline
final class GeneratedEventMemo<Event: Sendable> {
    /// Direct-mapped: a seed's slot is picked from its bits, and a newer event evicts an older one.
    @usableFromInline var slots: [(source: Int, payload: UInt64, event: Event)?]

    @usableFromInline nonisolated static var capacity: Int { 128 }

    @usableFromInline nonisolated init() {
        slots = Array(repeating: nil, count: Self.capacity)
    }

    /// The event of source `source` for seed `payload`: the kept one, or `make()`'s (kept when it succeeds).
    @inlinable func event(
        source: Int, payload: UInt64, make: () -> Result<Event, PayloadFailure>
    ) -> Result<Event, PayloadFailure> {
        // Seeds are uniformly random, but a shrunk one is small: mix before taking the top bits.
        let mixed = (payload ^ UInt64(truncatingIfNeeded: source)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: mixed >> 57)
        if let kept = slots[slot], kept.payload == payload, kept.source == source { return .success(kept.event) }
        let made = make()
        if case .success(let event) = made { slots[slot] = (source, payload, event) }
        return made
    }
}
