/// A live coordinator of flow `F`: its machine, its place in the runtime's tree, and the screens
/// and containers it shows. What it does with events is in `FlowNode+Dispatch.swift`.
@MainActor @usableFromInline
final class FlowNode<F: Flow>: Node {
    @usableFromInline let id: FlowID
    @usableFromInline let flow: F
    @usableFromInline var machine: FlowMachine<F>
    @usableFromInline let placement: Placement
    @usableFromInline let host: ContainerID
    @usableFromInline let hostBase: Int
    /// The runtime that owns the tree; weak, so that a handle kept after the runtime is gone
    /// finds it gone instead of reading freed memory. Only changes to the tree go through it.
    @usableFromInline private(set) weak var runtime: FlowRuntime?
    /// The router, the queue and the observers: what applying an event needs.
    @usableFromInline let dispatcher: Dispatcher
    /// The layout version at which the flow was last found interactive.
    @usableFromInline var interactiveAtLayout = -1
    /// Unowned (checked, never freed memory): a flow leaves the tree only with its whole subtree,
    /// and `finishSubtree` clears this first, so a running flow's parent is alive. A weak link
    /// gave every parent a side table that slowed each retain of it.
    unowned var parent: (any Node)?
    var child: (any Node)? {
        didSet { dispatcher.layoutDidChange() }
    }
    var tabs: [any Node] = []
    @usableFromInline private(set) var finished = false
    /// What the tree last read of the machine (see ``MachineShape``).
    private var readShape = MachineShape.unread

    init(
        flow: F, id: FlowID, runtime: FlowRuntime, parent: (any Node)?, placement: Placement, host: ContainerID, hostBase: Int,
        machine: FlowMachine<F>
    ) {
        // The machine is passed, not defaulted to `nil`: unspecialised, an optional machine was a
        // metadata look-up for its type and generic code to unwrap it.
        self.id = id
        self.flow = flow
        self.machine = machine
        definition = machine.definition
        name = machine.name
        self.runtime = runtime
        dispatcher = runtime.dispatcher
        self.parent = parent
        self.placement = placement
        self.host = host
        self.hostBase = hostBase
    }

    @usableFromInline let name: String
    var flowType: any Flow.Type { F.self }
    /// The machine's definition, kept apart so that reading it is no access to the machine.
    @usableFromInline let definition: FlowDefinition<F>
    @inlinable var isTabFlow: Bool { definition.isTabFlow }
    // Read from the machine's shape, and the names from the definition's parts: unspecialised,
    // the machine's and the definition's getters ask for their types' metadata.
    var selectedTabIndex: Int { shape().selectedTab }
    var currentRouteName: String {
        let entries = shape().entries
        return definition.parts.names.routeList[entries[entries.count - 1].routeNumber]
    }
    /// Finished, or its runtime is gone.
    @inlinable var isFinished: Bool { finished || runtime == nil }
    /// Whether the flow takes events from its screens now (see ``FlowRuntime/isInteractive(_:)``).
    /// The answer is walked up the tree once per layout version: until the layout changes, a flow
    /// found interactive stays so.
    @inlinable var isInteractive: Bool {
        interactiveAtLayout == dispatcher.layoutVersion || findInteractive()
    }

    @usableFromInline func findInteractive() -> Bool {
        guard !finished, let runtime, runtime.isInteractive(self) else { return false }
        interactiveAtLayout = dispatcher.layoutVersion
        return true
    }
    /// Whether a child flow is on screen over this flow's own screens.
    @usableFromInline var hasChild: Bool { child != nil }
    var dismissOutput: (any Sendable)? { definition.dismissOutput }

    /// Builds the tabs' coordinators: called once, right after this tab flow's own.
    func makeTabs(in runtime: FlowRuntime) {
        // A loop over a range of `Int`, not `enumerated().map`: unspecialised, that walked the
        // generic sequence through witness tables and copied each tab through its value witnesses.
        let declared = definition.tabs
        var nodes: [any Node] = []
        nodes.reserveCapacity(declared.count)
        for index in 0..<declared.count {
            nodes.append(runtime.makeNode(opening: declared[index].make(flow), parent: self, placement: .tab(index)))
        }
        tabs = nodes
    }

    // MARK: Screens and containers

    @inlinable
    func container(_ slot: Int) -> ContainerID {
        slot == 0 ? host : ContainerID(owner: id, slot: slot)
    }

    @inlinable
    func screen(at index: Int) -> Screen {
        screen(for: machine.entries[index], at: index)
    }

    @inlinable
    func screen(for entry: FlowMachine<F>.Entry, at index: Int) -> Screen {
        screen(numbered: entry.routeNumber, at: index, serial: entry.serial)
    }

    /// The screen at `index` of the route numbered `routeNumber` (see `FlowNames`).
    @inlinable
    func screen(numbered routeNumber: Int, at index: Int, serial: Int) -> Screen {
        Screen(flow: id, flowName: name, route: definition.parts.names.routeList[routeNumber], index: index, serial: serial)
    }

    /// What the tree reads of the machine, read from it again only when it changed since the
    /// last call (see ``MachineShape``).
    func shape() -> MachineShape {
        let nextSerial = machine.nextSerial, changes = machine.changes
        if !readShape.isCurrent(nextSerial: nextSerial, changes: changes) {
            readShape = readMachine(nextSerial: nextSerial, changes: changes)
        }
        return readShape
    }

    private func readMachine(nextSerial: Int, changes: Int) -> MachineShape {
        // Unspecialised: each `entries[index]` copies the entry, route and event included.
        let entries = machine.stack
        var shapes: [EntryShape] = []
        shapes.reserveCapacity(entries.count)
        // A range of `Int`, not `entries.indices`: unspecialised, that is the generic
        // collection's requirement, called through witness tables.
        for index in 0..<entries.count {
            shapes.append(EntryShape(
                routeNumber: entries[index].routeNumber, slot: entries[index].slot, serial: entries[index].serial,
                isPresented: entries[index].isPresented
            ))
        }
        return MachineShape(entries: shapes, selectedTab: machine.selectedTab, version: (nextSerial, changes))
    }

    /// Forgets what the tree read of the machine: it was set back to an earlier value, whose
    /// serial and count of changes may repeat. A change in place, a restore included, moves them.
    func machineReplaced() {
        readShape = .unread
    }

    func entryScreens() -> [PlacedScreen] {
        guard !definition.parts.isTabFlow else { return [] }
        let entries = shape().entries
        var screens: [PlacedScreen] = []
        screens.reserveCapacity(entries.count)
        for index in entries.indices {
            let screen = screen(numbered: entries[index].routeNumber, at: index, serial: entries[index].serial)
            screens.append(PlacedScreen(screen: screen, slot: entries[index].slot))
        }
        return screens
    }

    func hostScreens() -> [Screen] {
        impliedScreens().hosted
    }

    func impliedScreens() -> (hosted: [Screen], presented: [ScreenStack]) {
        guard !definition.parts.isTabFlow else { return ([], []) }
        let entries = shape().entries
        var hosted: [Screen] = []
        hosted.reserveCapacity(entries.count)
        var presented: [ScreenStack] = []
        for index in entries.indices {
            let slot = entries[index].slot
            let screen = screen(numbered: entries[index].routeNumber, at: index, serial: entries[index].serial)
            if slot == 0 {
                hosted.append(screen)
            } else if let last = presented.indices.last, presented[last].id == container(slot) {
                presented[last].screens.append(screen)
            } else {
                presented.append(ScreenStack(id: container(slot), screens: [screen]))
            }
        }
        return (hosted, presented)
    }

    func initialContainer() -> NavigationState.Container {
        var container = container(hosting: hostScreens())
        for tab in tabs { _ = container.updateStack(tab.host) { $0.screens = tab.hostScreens() } }
        return container
    }

    func container(hosting screens: [Screen]) -> NavigationState.Container {
        guard definition.parts.isTabFlow else { return .stack(ScreenStack(id: host, screens: screens)) }
        // A loop, not `map`: a main-actor closure handed to it is checked for its isolation.
        var stacks: [ScreenStack] = []
        stacks.reserveCapacity(tabs.count)
        for tab in tabs { stacks.append(ScreenStack(id: tab.host, screens: [])) }
        return .tabs(id: host, names: definition.parts.names.tabs, stacks: stacks, selected: selectedTabIndex)
    }

    var top: (container: ContainerID, count: Int) {
        let entries = shape().entries
        let slot = entries[entries.count - 1].slot
        if slot == 0 { return (host, hostBase + entries.count) }
        let first = entries.lastIndex { $0.isPresented } ?? 0
        return (container(slot), entries.count - first)
    }

    // MARK: Lifecycle

    func detach() {
        // Setting `child` changes the layout's version: the send path's interactivity cache then
        // no longer vouches that the flow runs.
        finished = true
        parent = nil
        child = nil
        tabs = []
    }

    func savedState() -> () -> Void {
        let (machine, parent, child, tabs, finished) = (self.machine, self.parent, self.child, self.tabs, self.finished)
        return { [self] in
            self.machine = machine
            machineReplaced()
            self.parent = parent
            self.child = child
            self.tabs = tabs
            self.finished = finished
        }
    }

    func popToFirstScreen() {
        guard !isTabFlow, machine.entries.count > 1, let runtime else { return }
        if let presented = machine.entries.first(where: { $0.isPresented }) {
            runtime.dismissModals(from: container(presented.slot), emit: true)
        }
        let hostCount = machine.entries.filter { $0.slot == 0 }.count
        machine.popToFirst()
        if hostCount > 1 { dispatcher.emit(.popTo(count: hostBase + 1, in: host)) }
    }

    func platformRemovedEntries(from index: Int) throws(NavigationError) -> (any Node)? {
        guard index > 0, index < machine.entries.count, !isTabFlow, let runtime else { throw platformError(.unknownScreen) }
        let entry = machine.entries[index]
        guard entry.isPresented else {
            machine.truncate(from: index)
            return nil
        }
        // A child pushed onto this modal leaves the screen with it.
        let slot = entry.slot
        let orphan = child.flatMap { $0.host.owner == id && $0.host.slot >= slot ? $0 : nil }
        if let orphan { runtime.remove(orphan, emit: false) }
        machine.truncate(from: index)
        runtime.dismissModals(from: container(slot), emit: false)
        return orphan
    }

    /// The request a screen factory receives for the screen at `index`.
    func screenRequest(at index: Int) -> ScreenRequest<F>? {
        guard machine.entries.indices.contains(index), !isTabFlow else { return nil }
        let entry = machine.entries[index]
        return ScreenRequest(route: entry.route, event: entry.event, flow: flow, handle: FlowHandle(self))
    }
}
