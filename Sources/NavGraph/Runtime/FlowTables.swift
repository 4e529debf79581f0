/// The transition tables of the flow types that ever started, one per type, shared by every
/// runtime and coordinator: a table depends only on its flow type's static definition.
@MainActor
@usableFromInline
enum FlowTables {
    @exclusivity(unchecked) @usableFromInline static var tables: [ObjectIdentifier: AnyObject] = [:]

    /// The table of `type`, built on its first use.
    @inlinable static func table<F: Flow>(for type: F.Type) -> FlowTable<F> {
        // Stored under its own type's identifier: the downcast cannot fail.
        if let cached = tables[ObjectIdentifier(type)] { return unsafeDowncast(cached, to: FlowTable<F>.self) }
        let made = FlowTable<F>()
        tables[ObjectIdentifier(type)] = made
        return made
    }
}

/// The table of flow type `C`, remembered by a declaration that starts `C` (a child start, a tab)
/// after its first use, so that starting a coordinator looks nothing up.
@usableFromInline
final class FlowTableSlot<C: Flow>: @unchecked Sendable {
    // Read and written on the main actor only (`table`), never through overlapping accesses:
    // unchecked, so that a start pays no dynamic exclusivity check.
    @exclusivity(unchecked) @usableFromInline var cached: FlowTable<C>?

    @inlinable init() {}

    /// The table, from the shared cache on the first call.
    @MainActor @inlinable var table: FlowTable<C> {
        if let cached { return cached }
        let table = FlowTables.table(for: C.self)
        cached = table
        return table
    }
}
