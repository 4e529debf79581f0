extension FlowTable {
    /// The code an event case is looked up by in ``dispatch``: its one byte of storage, which for a
    /// payload-free enumeration is its position among the cases (0 for a type of one case, which
    /// stores nothing). Only meaningful when ``dispatch`` is not empty.
    @inlinable @inline(__always) static func dispatchCode(of eventCase: F.Event.Case) -> Int {
        withUnsafeBytes(of: eventCase) { $0.isEmpty ? 0 : Int($0[0]) }
    }

    /// The dispatch table: for each event case's code and each route's position, at
    /// `code * routes.count + route`, the first transition that handles the pair: its row, or
    /// `-2 - row` when that row is guarded (the guards are asked from it on), or -1 for none.
    ///
    /// Empty, and matching scans ``keys`` instead, unless the event cases are payload-free
    /// enumerations of at most 256 cases whose mentioned cases have distinct codes, and every route
    /// the table names has a position.
    static func makeDispatch(keys: [Key], eventCases: [F.Event.Case], routeCount: Int, routePositions: [Int]) -> [Int] {
        guard MemoryLayout<F.Event.Case>.size <= 1, _isPOD(F.Event.Case.self), routeCount > 0, !routePositions.contains(where: { $0 < 0 }) else {
            return []
        }
        var codes: [Int] = []
        for eventCase in eventCases {
            // An enumeration's cases differ by their storage; another type of one byte (`Bool`,
            // a struct with its own `==`) may not.
            guard Mirror(reflecting: eventCase).displayStyle == .enum else { return [] }
            let code = dispatchCode(of: eventCase)
            guard !codes.contains(code) else { return [] }
            codes.append(code)
        }
        var dispatch = Array(repeating: -1, count: ((codes.max() ?? 0) + 1) * routeCount)
        // Last row first, so that the first row handling a pair is the one left.
        for row in keys.indices.reversed() {
            let key = keys[row]
            guard let position = eventCases.firstIndex(of: key.event), key.source < routeCount else { return [] }
            let sources = key.source < 0 ? 0..<routeCount : key.source..<key.source + 1
            for source in sources {
                dispatch[codes[position] * routeCount + source] = key.isGuarded ? -2 - row : row
            }
        }
        return dispatch
    }
}
