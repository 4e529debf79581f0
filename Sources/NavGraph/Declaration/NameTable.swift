/// A flow's names that a rejection shows, in one shared, non-generic reference: a
/// ``NavigationError`` made by a machine holds the table and two numbers, and reads its texts
/// when asked. Building and dropping a rejection then copies no string.
@usableFromInline
final class NameTable: Sendable {
    /// ``Flow/name``.
    @usableFromInline let flow: String
    /// Each route's name, by route number (see ``FlowNames``).
    @usableFromInline let routes: [String]
    /// The name of each row's event case, by row.
    @usableFromInline let rowEvents: [String]

    init(flow: String, routes: [String], rowEvents: [String]) {
        self.flow = flow
        self.routes = routes
        self.rowEvents = rowEvents
    }
}
