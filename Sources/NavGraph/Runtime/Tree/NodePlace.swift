/// Where a new coordinator goes in the tree: its identity, parent and placement, and the
/// container its first screen is in.
@MainActor @usableFromInline
struct NodePlace {
    let id: FlowID
    /// Not read by the inlinable code that builds a node: only ``FlowNode`` stores it.
    let parent: (any Node)?
    let placement: Placement
    let host: ContainerID
    /// How many screens the host had below the flow's first screen.
    let hostBase: Int
}
