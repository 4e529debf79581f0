/// The events that opened a machine's entries, where the entries' rows cannot give them back.
///
/// An entry keeps the row that opened it (see ``MachineCore/Entry``). When the flow's events
/// carry no payload (an event is its own case), that row's case is the event, and nothing is kept
/// here: a push is then numbers only. Events with payloads are kept here, by entry, and follow
/// every change of the entries.
@usableFromInline
struct OpeningEvents<F: Flow>: Sendable {
    /// Each entry's opening event, by entry, when ``areKept``; empty otherwise.
    @usableFromInline private(set) var payloads: [F.Event?]

    /// Whether the events are kept: they carry payloads, which their rows do not say.
    @inlinable static var areKept: Bool { F.Event.Case.self != F.Event.self }

    /// The events of a machine at its first route.
    @inlinable
    init() {
        payloads = Self.areKept ? [nil] : []
    }

    /// The events of restored `entries`.
    init(_ entries: [FlowMachine<F>.Entry]) {
        payloads = Self.areKept ? entries.map(\.event) : []
    }

    /// Follows a change of the entries, which now number `count`: `event` opened the entry a push
    /// or present added.
    @inlinable
    mutating func follow(count: Int, added event: F.Event?) {
        guard Self.areKept else { return }
        if payloads.count > count { payloads.removeLast(payloads.count - count) }
        if payloads.count < count { payloads.append(event) }
    }

    /// The event that opened the entry at `index` of `core`.
    func event(at index: Int, of core: MachineCore, _ definition: FlowDefinition<F>) -> F.Event? {
        if Self.areKept { return payloads[index] }
        return core.entries[index].openingRow.flatMap { definition.rowCases[$0] as? F.Event }
    }
}
