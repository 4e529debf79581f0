/// What the tree reads of one entry of a machine, without the flow's types: its route's number
/// (see `FlowNames`), its container slot, its serial and whether it was presented.
struct EntryShape: Equatable {
    let routeNumber: Int
    let slot: Int
    let serial: Int
    let isPresented: Bool
}

/// What the tree reads of a coordinator's machine (its entries' shapes and its selected tab),
/// copied out and read again only when the machine changed since.
///
/// The tree's readers (the implied state, the live flows) run unspecialised, where reading the
/// machine asks for its type's metadata, and each entry read is copied, route and event
/// included, through their value witnesses. The copy is current while the machine's next serial
/// and count of other changes are what they were when read; a machine set back to an earlier
/// value may repeat them, so the coordinator forgets the copy then.
struct MachineShape {
    /// The entries, bottom to top: never empty once read.
    let entries: [EntryShape]
    let selectedTab: Int
    /// The machine's next serial and count of changes when it was read; `nil`: not read, or forgotten.
    let version: (nextSerial: Int, changes: Int)?

    static let unread = MachineShape(entries: [], selectedTab: 0, version: nil)

    /// Whether the copy was read from a machine at `nextSerial` and `changes`.
    func isCurrent(nextSerial: Int, changes: Int) -> Bool {
        version.map { $0.nextSerial == nextSerial && $0.changes == changes } ?? false
    }
}
