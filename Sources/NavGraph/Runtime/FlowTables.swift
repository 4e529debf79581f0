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
        let made = FlowTable<F>(witness: NodeWitness(F.self))
        tables[ObjectIdentifier(type)] = made
        return made
    }
}
