/// What applying one transition does to a ``FlowMachine``, or asks of its runtime.
public enum MachineChange: Hashable, Sendable {
    /// The entry at `index` is pushed onto the container `slot`.
    case pushed(index: Int, slot: Int)
    /// The top entry of container `slot` is popped.
    case popped(slot: Int)
    /// Container `slot` is popped back to its first entry.
    case poppedToRoot(slot: Int)
    /// The entry at `index` is presented in the new container `slot`.
    case presented(index: Int, slot: Int)
    /// The presented container `slot` is dismissed with everything over it.
    case dismissed(slot: Int)
    /// Tab `index` is selected.
    case selectedTab(Int)
    /// Tab `index`, already selected, is selected again: what its ``FlowTab/reselect`` says is
    /// for the runtime to do.
    case reselectedTab(Int)
    /// Nothing changes (a stay, popping to a root already shown).
    case unchanged
    /// The transition starts a child flow: the runtime starts it.
    case startsChild
    /// The transition finishes the flow: the runtime removes it and hands its output up.
    case finishes
    /// The transition hands an output to the parent; the flow stays.
    case escalates
}
