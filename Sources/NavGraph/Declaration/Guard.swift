/// A named condition on a transition.
///
/// The name is what diagrams show (`launch [hasSession]`); the predicate is what the runtime asks.
/// Predicates must be pure: the runtime may ask them more than once for one event (once to validate
/// a whole escalation chain, once to apply it).
///
/// ```swift
/// static let hasSession = Guard<AppFlow>("hasSession") { app, _ in app.session.isLoggedIn }
/// ```
public struct Guard<F: Flow>: Sendable {
    /// The name diagrams and errors show.
    public let name: String
    @usableFromInline let predicate: @Sendable (F, F.Event) throws -> Bool

    /// Creates a guard named `name` that holds when `predicate` returns `true`.
    ///
    /// A predicate that throws rejects the event with ``NavigationError/Reason/guardThrew(guard:message:)``.
    public init(_ name: String, _ predicate: @escaping @Sendable (F, F.Event) throws -> Bool) {
        self.name = name
        self.predicate = predicate
    }
}
