public import NavGraph

/// Everything observable about a runtime and its router at one moment, as a value: what the
/// invariants compare before and after a step.
///
/// It holds no coordinator, so keeping snapshots never keeps a finished flow alive.
public struct RuntimeSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// What the router shows.
    public var routerState: NavigationState { storage.routerState }
    /// What the machines imply (`FlowRuntime.impliedNavigationState`).
    public var impliedState: NavigationState { storage.impliedState }
    /// The commands the router could not apply so far.
    public var unappliedCommands: [NavigationCommand] { storage.unappliedCommands }
    /// The live flows, depth first from the root.
    public var flows: [InspectedFlow] { storage.entries.map { InspectedFlow($0, in: storage) } }
    /// The presented modals, bottom to top, with the flow owning each.
    public var modals: [ModalSnapshot] { storage.modals }

    /// The values, shared by every copy: a run keeps each snapshot in its list, as the state
    /// before the next step and in that step's invariant context, and copying five arrays
    /// counted five references each time.
    private let storage: SnapshotStorage

    /// Whether the router showed what the machines implied.
    var routerShowsImpliedState: Bool { storage.routerShowsImpliedState }

    /// The live flows that no screen on the router needs (a flow is needed when it shows a screen,
    /// or is an ancestor of one that does), and the screens on the router of flows not running.
    func unneededFlows() -> (unneeded: [InspectedFlow], orphans: [Screen]) {
        let flows = storage.entries
        // Found by scanning: a handful of flows, checked after every step, where building a
        // dictionary of them cost more than the scans.
        func position(of id: FlowID) -> Int? { flows.firstIndex { $0.id == id } }
        var needed = Array(repeating: false, count: flows.count)
        var orphans: [Screen] = []
        func markNeeded(_ stacks: [ScreenStack]) {
            for stack in stacks {
                for screen in stack.screens {
                    guard var current = position(of: screen.flow) else {
                        orphans.append(screen)
                        continue
                    }
                    while !needed[current] {
                        needed[current] = true
                        guard let parent = flows[current].parent, let next = position(of: parent) else { break }
                        current = next
                    }
                }
            }
        }
        markNeeded(storage.routerState.root?.stacks ?? [])
        for modal in storage.routerState.modals { markNeeded(modal.stacks) }
        let unneeded = flows.indices.filter { !needed[$0] }.map { InspectedFlow(flows[$0], in: storage) }
        return (unneeded, orphans)
    }

    /// The live flow `id`, if any.
    public func flow(_ id: FlowID) -> InspectedFlow? {
        storage.entries.first { $0.id == id }.map { InspectedFlow($0, in: storage) }
    }

    // Equality and hashing leave each flow's routes out: they are read from `impliedState`,
    // which is compared, so two snapshots whose implied states agree agree on them too.

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.routerState == rhs.routerState && lhs.impliedState == rhs.impliedState
            && lhs.unappliedCommands == rhs.unappliedCommands && lhs.modals == rhs.modals
            && lhs.storage.entries == rhs.storage.entries
    }

    /// Whether the two snapshots' flows are equal, routes included.
    private func sameFlows(as other: Self) -> Bool {
        guard storage.entries == other.storage.entries else { return false }
        return impliedState == other.impliedState || flows == other.flows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(routerState)
        hasher.combine(impliedState)
        hasher.combine(unappliedCommands)
        hasher.combine(modals)
        hasher.combine(storage.entries)
    }

    public var description: String {
        var lines = ["flows: " + flows.map(\.description).joined(separator: ", ")]
        lines.append("router:\n" + indent(routerState.description))
        if impliedState != routerState { lines.append("implied by the machines:\n" + indent(impliedState.description)) }
        if !unappliedCommands.isEmpty { lines.append("unapplied commands: \(unappliedCommands)") }
        return lines.joined(separator: "\n")
    }

    /// What differs between `self` (before) and `other` (after), in words; `nil` when nothing does.
    func difference(to other: Self) -> String? {
        var parts: [String] = []
        if !sameFlows(as: other) {
            parts.append("flows \(flows.map(\.description)) became \(other.flows.map(\.description))")
        }
        if routerState != other.routerState {
            parts.append("router state\n\(indent(routerState.description))\nbecame\n\(indent(other.routerState.description))")
        }
        if impliedState != other.impliedState, routerState == other.routerState {
            parts.append("machines' state\n\(indent(impliedState.description))\nbecame\n\(indent(other.impliedState.description))")
        }
        if modals != other.modals { parts.append("modals \(modals) became \(other.modals)") }
        if unappliedCommands != other.unappliedCommands {
            parts.append("the router received commands it could not apply: \(other.unappliedCommands.dropFirst(unappliedCommands.count).map(\.description))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}

/// One live flow as a ``RuntimeSnapshot`` saw it (NavGraph's `FlowSnapshot` is what restoration saves).
public struct InspectedFlow: Hashable, Sendable, CustomStringConvertible {
    /// The instance.
    public var id: FlowID { entry.id }
    /// The flow's name.
    public var name: String { entry.name }
    /// Its current route (a tab flow: the selected tab).
    public var route: String { entry.route }
    /// Its parent.
    public var parent: FlowID? { entry.parent }
    /// How it is shown.
    public var placement: Placement { entry.placement }
    private let entry: FlowEntry
    /// The snapshot it belongs to: the routes are read from its implied state when asked for,
    /// not copied out at every step.
    private let snapshot: SnapshotStorage

    /// Its screens' routes, bottom to top, as the machines imply them (empty for a tab flow).
    public var routes: [String] { snapshot.routes(of: entry.id) }

    fileprivate init(_ entry: FlowEntry, in snapshot: SnapshotStorage) {
        self.entry = entry
        self.snapshot = snapshot
    }

    /// Equal when everything is, routes included; the routes are read only when the two flows
    /// come from different snapshots.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entry == rhs.entry && (lhs.snapshot === rhs.snapshot || lhs.routes == rhs.routes)
    }

    /// Hashes what equality compares, but the routes (equal flows have equal hashes all the same).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entry)
    }

    /// `Home#4[home, settings]`.
    public var description: String {
        let routes = routes
        return "\(name)\(id)" + (routes.isEmpty ? ".\(route)" : "[" + routes.joined(separator: ", ") + "]")
    }
}

/// A live flow as a snapshot keeps it: everything but its routes, which the implied state holds.
private struct FlowEntry: Hashable, Sendable {
    let id: FlowID
    let name: String
    let route: String
    let parent: FlowID?
    let placement: Placement
}

/// One presented modal in a ``RuntimeSnapshot``.
public struct ModalSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The modal's container.
    public let container: ContainerID
    /// The flow that presented it.
    public let owner: FlowID
    public var description: String { "\(container) by \(owner)" }
}

extension RuntimeSnapshot {
    /// Reads `runtime` and `router` now.
    @MainActor
    init(runtime: FlowRuntime, router: any InspectableRouter) {
        self.init(runtime: runtime, router: router, live: runtime.liveFlows)
    }

    /// Reads `runtime` and `router` now, with `live` just read from the runtime.
    @MainActor
    init(runtime: FlowRuntime, router: any InspectableRouter, live: [LiveFlow]) {
        let shown = router.state
        let implied = runtime.impliedNavigationState
        let showsImplied = implied == shown
        let unapplied = router.unappliedCommands
        // Loops, not `map`: a main-actor closure handed to it is checked for its isolation.
        var entries: [FlowEntry] = []
        entries.reserveCapacity(live.count)
        for flow in live { entries.append(FlowEntry(id: flow.id, name: flow.name, route: flow.route, parent: flow.parent, placement: flow.placement)) }
        var modals: [ModalSnapshot] = []
        for modal in runtime.presentedModals { modals.append(ModalSnapshot(container: modal.container, owner: modal.owner)) }
        storage = SnapshotStorage(
            routerState: shown, impliedState: implied, routerShowsImpliedState: showsImplied, unappliedCommands: unapplied, entries: entries, modals: modals
        )
    }
}

/// A snapshot's values, shared by its copies and by its ``InspectedFlow``s (for their routes).
private final class SnapshotStorage: Sendable {
    let routerState: NavigationState
    let impliedState: NavigationState
    /// Whether the machines implied the router's state (then `impliedState` is `routerState`).
    let routerShowsImpliedState: Bool
    let unappliedCommands: [NavigationCommand]
    let entries: [FlowEntry]
    let modals: [ModalSnapshot]

    init(
        routerState: NavigationState, impliedState: NavigationState, routerShowsImpliedState: Bool, unappliedCommands: [NavigationCommand],
        entries: [FlowEntry], modals: [ModalSnapshot]
    ) {
        self.routerState = routerState
        self.impliedState = impliedState
        self.routerShowsImpliedState = routerShowsImpliedState
        self.unappliedCommands = unappliedCommands
        self.entries = entries
        self.modals = modals
    }

    /// The routes of the screens of flow `id`, in screen order (`index`).
    func routes(of id: FlowID) -> [String] {
        var ordered: [Screen] = []
        func collect(_ stacks: [ScreenStack]) {
            for stack in stacks {
                for screen in stack.screens where screen.flow == id { ordered.append(screen) }
            }
        }
        if let root = impliedState.root { collect(root.stacks) }
        for modal in impliedState.modals { collect(modal.stacks) }
        if ordered.count > 1 {
            for position in 1..<ordered.count {
                var current = position
                while current > 0, ordered[current - 1].index > ordered[current].index {
                    ordered.swapAt(current - 1, current)
                    current -= 1
                }
            }
        }
        return ordered.map(\.route)
    }
}

func indent(_ text: String, by prefix: String = "    ") -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
}
