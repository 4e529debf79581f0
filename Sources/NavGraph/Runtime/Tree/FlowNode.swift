/// A live coordinator of flow `F`: its machine, its place in the runtime's tree, and the screens
/// and containers it shows. What it does with events is in `FlowNode+Dispatch.swift`.
@MainActor @usableFromInline
final class FlowNode<F: Flow>: Node {
    @usableFromInline let id: FlowID
    /// The machine's state as numbers (see ``MachineCore``), changed by ``carryOut(_:row:routeNumber:)``
    /// and ``changeCore(_:)``, or set back whole. Only this module's non-inlinable code touches
    /// it, in accesses that call nothing, so the compiler checks each of them statically; before
    /// the fields whose size depends on `F`, so that unspecialised code finds it without the
    /// class's metadata.
    private(set) var core: MachineCore
    /// The opening events the entries' rows cannot give back (events with payloads).
    @usableFromInline var openingEvents: OpeningEvents<F>
    @usableFromInline let placement: Placement
    @usableFromInline let host: ContainerID
    @usableFromInline let hostBase: Int
    /// The runtime that owns the tree; weak, so that a handle kept after the runtime is gone
    /// finds it gone instead of reading freed memory. Only changes to the tree go through it.
    /// A constant: reading a variable one, which inlinable code reads, was checked for exclusive
    /// access at run time.
    @usableFromInline weak let runtime: FlowRuntime?
    /// The router, the queue and the observers: what applying an event needs.
    @usableFromInline let dispatcher: Dispatcher
    /// The layout version at which the flow was last found interactive.
    var interactiveAtLayout = -1
    /// Unowned (checked, never freed memory): a flow leaves the tree only with its whole subtree,
    /// and `finishSubtree` clears this first, so a running flow's parent is alive. A weak link
    /// gave every parent a side table that slowed each retain of it.
    unowned var parent: (any Node)?
    var child: (any Node)? {
        didSet { dispatcher.layoutDidChange() }
    }
    var tabs: [any Node] = []
    @usableFromInline private(set) var finished = false

    /// A coordinator at `place` whose machine holds `core` and `openingEvents`. The machine's
    /// parts are passed, not a machine: one assembled for the call cost generic code its metadata.
    @usableFromInline
    init(
        flow: F, at place: NodePlace, runtime: FlowRuntime, definition: FlowDefinition<F>, code: _FlowRuntimeCode<F>, core: MachineCore,
        openingEvents: OpeningEvents<F>
    ) {
        id = place.id
        self.flow = flow
        self.core = core
        self.openingEvents = openingEvents
        self.definition = definition
        self.code = code
        name = definition.parts.names.flow
        self.runtime = runtime
        dispatcher = runtime.dispatcher
        parent = place.parent
        placement = place.placement
        host = place.host
        hostBase = place.hostBase
    }

    @usableFromInline let name: String
    var flowType: any Flow.Type { F.self }
    /// The machine's definition, kept apart so that reading it is no access to the machine.
    @usableFromInline let definition: FlowDefinition<F>
    /// The runtime's code for `F`, compiled where `F` is declared (see ``Flow/_compiledCode``):
    /// kept typed, so that only a child's start casts its definition's copy.
    let code: _FlowRuntimeCode<F>
    /// Last, as its size depends on `F`: unspecialised code finds the other fields without the
    /// class's metadata.
    @usableFromInline let flow: F
    @inlinable var isTabFlow: Bool { definition.isTabFlow }
    /// The machine: its state with the flow's constants.
    var machine: FlowMachine<F> { FlowMachine(flow, definition: definition, core: core, openingEvents: openingEvents) }
    /// What planning reads of the machine's stack.
    @usableFromInline var facts: StackFacts { core.facts }
    /// The routes of the flow's screens, bottom to top.
    @usableFromInline var routes: [F.Route] { core.routes(of: definition) }
    // Names read from the definition's parts: unspecialised, the definition's getters ask for
    // their types' metadata.
    var selectedTabIndex: Int { core.facts.selectedTab }
    @usableFromInline var currentRouteName: String { definition.parts.names.routeList[core.facts.routeNumber] }
    /// Finished, or its runtime is gone.
    @inlinable var isFinished: Bool { finished || runtime == nil }
    /// Whether the flow takes events from its screens now (see ``FlowRuntime/isInteractive(_:)``).
    /// The answer is walked up the tree once per layout version, unless the change that made the
    /// version marked the flow (see ``markInteractive()``): until the layout changes, a flow found
    /// interactive stays so.
    @usableFromInline var isInteractive: Bool {
        interactiveAtLayout == dispatcher.layoutVersion || findInteractive()
    }

    @usableFromInline func findInteractive() -> Bool {
        guard !finished, let runtime, runtime.isInteractive(self) else { return false }
        markInteractive()
        return true
    }

    func markInteractive() {
        interactiveAtLayout = dispatcher.layoutVersion
    }

    /// Changes the layout's version for tab `index`, just selected. A tab flow that took events
    /// still does, and so does the tab unless a child covers it: neither walks the tree for its next event.
    @usableFromInline
    func tabWasSelected(_ index: Int) {
        let wasInteractive = interactiveAtLayout == dispatcher.layoutVersion
        dispatcher.layoutDidChange()
        guard wasInteractive else { return }
        markInteractive()
        if tabs.indices.contains(index), tabs[index].child == nil { tabs[index].markInteractive() }
    }
    /// Whether a child flow is on screen over this flow's own screens.
    @usableFromInline var hasChild: Bool { child != nil }
    var dismissOutput: (any Sendable)? { definition.dismissOutput }

    /// Builds the tabs' coordinators: called once, right after this tab flow's own.
    @usableFromInline
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

    @inlinable @inline(__always)
    func container(_ slot: Int) -> ContainerID {
        slot == 0 ? host : ContainerID(owner: id, slot: slot)
    }

    @inlinable @inline(__always)
    func screen(for entry: MachineCore.Entry, at index: Int) -> Screen {
        screen(numbered: entry.routeNumber, at: index, serial: entry.serial)
    }

    /// The screen at `index` of the route numbered `routeNumber` (see `FlowNames`).
    @inlinable @inline(__always)
    func screen(numbered routeNumber: Int, at index: Int, serial: Int) -> Screen {
        Screen(flow: id, flowName: name, route: definition.parts.names.routeList[routeNumber], index: index, serial: serial)
    }

    func entryScreens() -> [PlacedScreen] {
        guard !definition.parts.isTabFlow else { return [] }
        let entries = core.entries
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
        let entries = core.entries
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
        let entries = core.entries
        let slot = entries[entries.count - 1].slot
        if slot == 0 { return (host, hostBase + entries.count) }
        let first = core.facts.topPresentedIndex ?? 0
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
        let (core, openingEvents, parent, child, tabs, finished) = (self.core, self.openingEvents, self.parent, self.child, self.tabs, self.finished)
        return { [self] in
            self.core = core
            self.openingEvents = openingEvents
            self.parent = parent
            self.child = child
            self.tabs = tabs
            self.finished = finished
        }
    }

    func popToFirstScreen() {
        guard !isTabFlow, core.entries.count > 1, let runtime else { return }
        if let presented = core.entries.first(where: { $0.isPresented }) {
            runtime.dismissModals(from: container(presented.slot), emit: true)
        }
        let hostCount = core.entries.count { $0.slot == 0 }
        changeCore { $0.popToFirst() }
        openingEvents.follow(count: 1, added: nil)
        if hostCount > 1 { dispatcher.emit(.popTo(count: hostBase + 1, in: host)) }
    }

    func platformRemovedEntries(from index: Int) throws(NavigationError) -> (any Node)? {
        guard index > 0, index < core.entries.count, !isTabFlow, let runtime else { throw platformError(.unknownScreen) }
        let entry = core.entries[index]
        guard entry.isPresented else {
            truncate(from: index)
            return nil
        }
        // A child pushed onto this modal leaves the screen with it.
        let slot = entry.slot
        let orphan = child.flatMap { $0.host.owner == id && $0.host.slot >= slot ? $0 : nil }
        if let orphan { runtime.remove(orphan, emit: false) }
        truncate(from: index)
        runtime.dismissModals(from: container(slot), emit: false)
        return orphan
    }

    /// Runs `change` on the machine's state, moved out of its field and back: the field's two
    /// accesses then call nothing, which lets the compiler check them statically. An access
    /// around the change itself would be checked at run time, as growing an array calls out.
    @inline(__always)
    func changeCore<Result>(_ change: (inout MachineCore) -> Result) -> Result {
        var moved = core.movedOut()
        let result = change(&moved)
        core = moved
        return result
    }

    /// Carries out `step` on the machine's state (see ``MachineCore/apply(_:row:routeNumber:)``):
    /// the one access to it an event makes. Answers the route left, the entry added and how many
    /// entries there are now.
    @usableFromInline @inline(__always)
    func carryOut(_ step: MachineChange, row: Int, routeNumber: Int) -> (left: Int, added: MachineCore.Entry?, count: Int) {
        // The state's parts, each in an access that calls nothing (see `changeCore(_:)`): the
        // entries are moved out and changed apart, the numbers as values.
        var (facts, nextSerial) = (core.facts, core.nextSerial)
        let left = facts.routeNumber
        var changed = core.takeEntries()
        let added = MachineCore.apply(step, row: row, routeNumber: routeNumber, to: &changed, facts: &facts, nextSerial: &nextSerial)
        core.adopt(consume changed, facts: facts, nextSerial: nextSerial)
        return (left, added, facts.count)
    }

    /// Removes the machine's entries from `index` on.
    private func truncate(from index: Int) {
        changeCore { $0.truncate(from: index) }
        openingEvents.follow(count: core.entries.count, added: nil)
    }

    /// The request a screen factory receives for the screen at `index`.
    func screenRequest(at index: Int) -> ScreenRequest<F>? {
        guard core.entries.indices.contains(index), !isTabFlow else { return nil }
        let entry = FlowMachine.Entry(at: index, of: core, openingEvents, definition)
        return ScreenRequest(route: entry.route, event: entry.event, flow: flow, handle: FlowHandle(self))
    }
}
