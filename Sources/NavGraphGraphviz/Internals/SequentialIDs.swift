import CGraphviz

/// cgraph's id discipline, numbering objects in creation order.
///
/// cgraph's default discipline uses the addresses of interned name strings as ids and orders
/// subgraphs by id, so the order of clusters in its output follows the heap (the second graph built
/// in a process came out in another order). Here every object, named or not, gets the next number,
/// and a table maps names to numbers: the same graph built twice gives the same ids, so `agwrite`
/// and the layout see the same order in any process. (A discipline that merely refuses names makes
/// cgraph fall back to its internal name map, whose entries 2.42's `agclose` leaks.)
///
/// Names are interned in the graph's string pool (`agstrdup`), once per object that bears them and
/// released as each object goes (`agstrfree`), as cgraph's own discipline does: `agwrite` reads
/// the pool's flags (plain or HTML) from them.
///
/// cgraph calls it back from C while ``GraphvizLock`` is held; one instance per root graph, created
/// by `open` in `agopen` and released by `close` in `agclose`.
final class SequentialIDs {
    private let graph: GraphPointer
    private var ids: [String: IDTYPE] = [:]
    private var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
    /// How many live objects bear each name (each holds one reference to the interned string).
    private var bearers: [IDTYPE: Int] = [:]
    private var next: IDTYPE = 1

    private init(graph: GraphPointer) {
        self.graph = graph
    }

    /// The discipline `agopen` takes: this id discipline, cgraph's own memory and I/O.
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: Agiddisc_t(
            open: { graph, _ in graph.map { Unmanaged.passRetained(SequentialIDs(graph: $0)).toOpaque() } },
            map: { state, _, name, id, create in
                guard let state, let id else { return 0 }
                return of(state).map(name, create: create != 0, id: id) ? 1 : 0
            },
            alloc: { _, _, _ in 0 },  // no object gets an id of the caller's choosing
            free: { state, _, id in state.map { of($0).free(id) } },
            print: { state, _, id in state.flatMap { of($0).names[id] } },
            close: { state in state.map { of($0).close() } },
            idregister: { _, _, _ in }
        ))
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        discipline.initialize(to: Agdisc_t(mem: nil, id: ids, io: nil))
        return discipline
    }()

    private static func of(_ state: UnsafeMutableRawPointer) -> SequentialIDs {
        Unmanaged<SequentialIDs>.fromOpaque(state).takeUnretainedValue()
    }

    /// The id of `name` (taken for a new object when `create`), or a new id for an anonymous object.
    private func map(_ name: UnsafeMutablePointer<CChar>?, create: Bool, id: UnsafeMutablePointer<IDTYPE>) -> Bool {
        guard let name else {
            id.pointee = take()
            return true
        }
        let key = String(cString: name)
        let known = ids[key]
        guard create else {
            guard let known else { return false }
            id.pointee = known
            return true
        }
        guard let interned = Graphviz.intern(name, in: graph) else { return false }
        let number = known ?? take()
        ids[key] = number
        names[number] = interned
        bearers[number, default: 0] += 1
        id.pointee = number
        return true
    }

    /// An object with `id` is gone: release its name.
    private func free(_ id: IDTYPE) {
        guard let name = names[id] else { return }
        Graphviz.release(name, in: graph)
        let left = bearers[id, default: 1] - 1
        bearers[id] = left > 0 ? left : nil
        if left <= 0 { names[id] = nil }
    }

    /// The graph closes. Every object has been freed by now, and with it its name; the string pool
    /// itself goes with the graph.
    private func close() {
        Unmanaged.passUnretained(self).release()
    }

    private func take() -> IDTYPE {
        defer { next += 2 }  // odd, like cgraph's own anonymous ids
        return next
    }
}
