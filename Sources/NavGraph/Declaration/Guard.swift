/// A named condition on a transition, asked with the flow and the payload of the row's case
/// (`Void` for a row named by a payload-free case).
///
/// The name is what diagrams show (`launch [hasSession]`); the predicate is what the runtime asks.
/// Predicates must be pure: the runtime asks them once to validate a whole escalation chain and
/// may ask them again to apply it.
///
/// ```swift
/// static let hasSession = Guard<AppFlow, Void>("hasSession") { app in app.session.isLoggedIn }
/// static let isKnown = Guard<HomeFlow, Int>("isKnown") { home, id in home.store.has(id) }
/// ```
public struct Guard<F: Flow, Payload>: Sendable {
    /// The name diagrams and errors show.
    public let name: String
    let predicate: @Sendable (F, Payload) throws -> Bool

    /// Creates a guard named `name` that holds when `predicate` returns `true`.
    ///
    /// A predicate that throws rejects the event with ``NavigationError/Reason/guardThrew(guard:message:)``.
    public init(_ name: String, _ predicate: @escaping @Sendable (F, Payload) throws -> Bool) {
        self.name = name
        self.predicate = predicate
    }
}

extension Guard where Payload == Void {
    /// Creates a guard named `name` asked with the flow alone.
    public init(_ name: String, _ predicate: @escaping @Sendable (F) throws -> Bool) {
        self.init(name) { flow, _ in try predicate(flow) }
    }
}
