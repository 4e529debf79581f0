public import NavGraph
import NavGraphPlatform

/// A `Router` that applies commands to platform hosts (navigation controllers, tab bar
/// controllers, presentations) and reports what the platform removes on its own.
///
/// ```swift
/// let router = UIKitRouter(hosts: UIKitHosts(window: window, factory: factory))
/// let runtime = FlowRuntime(router: router)   // connects the router and its hosts to runtime
/// router.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
/// try runtime.start(AppFlow(session: session)).send(.launch)
/// ```
///
/// Contracts:
/// - ``state`` is what the hosts show; each stack's pages are kept beside its screens, so a
///   stack that shows fewer of them (a completed interactive pop, the back button's menu) tells
///   which screens left. They are reported top first. A swipe the user cancels shows the same
///   pages: nothing is reported.
/// - A modal the user dismissed (swiped down) leaves the state with the modals over it, and the
///   first screen of each is reported, top first.
/// - A tab the user selected is sent as the event declared with ``mapTabTaps(_:_:)``; when the
///   runtime takes no such event, the tab bar goes back to the selected tab.
/// - A removal the user makes while an event is being applied waits in the runtime's queue, behind
///   the commands of that event, which were planned with the removed screens still there. Commands
///   naming a modal the platform already removed are dropped (the report removes what they built);
///   a pop takes a screen the platform already cut; a push over a cut screen puts it back under the
///   pushed one, where the machines keep it.
@MainActor
public final class HostRouter<Hosts: PlatformHosts> {
    /// The platform the router shows containers on.
    public let hosts: Hosts
    /// What the hosts show.
    public internal(set) var state = NavigationState()
    /// The runtime the platform's own changes are reported to: the one created with this router.
    /// Without one they are kept in ``unreportedRemovals`` (a test that reports them itself).
    /// Connecting adds one observer to the runtime, which watches when reports that waited in its
    /// queue are applied.
    public private(set) weak var runtime: FlowRuntime? {
        didSet {
            // Applied platform reports tell when a queued one was applied (PendingCuts).
            if let observer { oldValue?.removeObserver(observer) }
            observer = runtime?.addObserver { [weak self] record in self?.pendingCuts.resolve(record) }
        }
    }
    /// Commands that named a container the state does not have; empty when runtime and router agree.
    public private(set) var unappliedCommands: [NavigationCommand] = []
    /// Commands dropped because they named a container the platform had already removed.
    public private(set) var droppedCommands: [NavigationCommand] = []

    /// Each stack on screen: its host, and its pages in the order of its screens.
    var stacks: [ContainerID: (host: Hosts.Stack, pages: [Hosts.Page])] = [:]
    var tabBars: [ContainerID: Hosts.Tabs] = [:]
    /// The page each container (root or modal) is shown with.
    private var containerPages: [ContainerID: Hosts.Page] = [:]
    var reports = PlatformReports()
    var removed = RemovedContainers()
    var pendingCuts = PendingCuts()
    private var observer: Int?
    var tabTaps = TabTaps()

    /// A router showing containers on `hosts`.
    public init(hosts: Hosts) {
        self.hosts = hosts
    }

    /// Declares how a tap on a tab of a `F` tab bar reads as one of its events.
    ///
    /// ```swift
    /// router.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
    /// ```
    public func mapTabTaps<F: Flow>(_ flow: F.Type, _ event: @escaping @MainActor (F.Route) -> F.Event) {
        tabTaps.map(flow, event)
    }

    /// Reports the runtime rejected when they were made.
    public var rejectedReports: [NavigationError] { reports.rejected }
    /// Screens the platform removed while no runtime was connected, oldest first.
    public var unreportedRemovals: [Screen] { reports.unreported }

    /// Returns and forgets ``unreportedRemovals``.
    public func takeUnreportedRemovals() -> [Screen] {
        reports.takeUnreported()
    }

    /// The pages stack `id` shows, as the router placed them.
    public func pages(of stack: ContainerID) -> [Hosts.Page] {
        stacks[stack]?.pages ?? []
    }

    /// The stack host of stack `id`, if it is on screen.
    public func stackHost(_ id: ContainerID) -> Hosts.Stack? {
        stacks[id]?.host
    }

    /// The tab host of tab bar `id`, if it is on screen.
    public func tabHost(_ id: ContainerID) -> Hosts.Tabs? {
        tabBars[id]
    }

    /// The page container `id` (the root or a modal) is shown with.
    public func page(of container: ContainerID) -> Hosts.Page? {
        containerPages[container]
    }
}

extension HostRouter: PlatformRouter {
    /// Reports the platform's changes to `runtime` from now on, and lets the hosts build pages
    /// with its handles; `FlowRuntime(router:)` calls it.
    public func connect(to runtime: FlowRuntime) {
        self.runtime = runtime
        hosts.connect(to: runtime)
    }

    /// Applies `command` to ``state`` and to the hosts.
    public func apply(_ command: NavigationCommand) {
        if removed.drops(command) {
            droppedCommands.append(command)
            return
        }
        if let stack = command.stackTarget, let shown = state.stack(stack)?.screens,
            let screens = pendingCuts.screens(after: command, on: stack, shown: shown, runtime: runtime)
        {
            state.updateStack(stack) { $0.screens = screens }
            showScreens(of: stack, animated: true)
            return
        }
        let before = state
        guard state.applying(command) else {
            unappliedCommands.append(command)
            return
        }
        switch command {
        case .setRoot(let container):
            stacks.removeAll()
            tabBars.removeAll()
            containerPages.removeAll()
            hosts.setRoot(mount(container))
        case .push, .pop, .popToRoot, .popTo:
            if let id = command.target { showScreens(of: id, animated: true) }
        case .present(let container):
            hosts.present(mount(container), as: container.id, events: self)
        case .dismiss(let id):
            guard let index = before.modals.firstIndex(where: { $0.id == id }) else { return }
            if let page = containerPages[id] { hosts.dismiss(page) }
            for modal in before.modals[index...] { unmount(modal) }
        case .selectTab(let index, let id):
            tabBars[id]?.showTab(index)
        }
    }

    /// Builds the hosts of `container` and returns the page that shows it.
    private func mount(_ container: NavigationState.Container) -> Hosts.Page {
        var stackPages: [Hosts.Page] = []
        for stack in container.stacks {
            let host = hosts.makeStack(stack.id, events: self)
            stacks[stack.id] = (host, [])
            showScreens(of: stack.id, animated: false)
            stackPages.append(hosts.page(of: host))
        }
        let page: Hosts.Page
        if container.isTabBar {
            let tabs = hosts.makeTabs(container.id, events: self)
            tabs.setTabPages(stackPages, names: container.tabNames ?? [])
            tabs.showTab(container.selectedIndex)
            tabBars[container.id] = tabs
            page = hosts.page(of: tabs)
        } else if let only = stackPages.first {
            page = only
        } else {
            page = hosts.page(of: hosts.makeStack(container.id, events: self))
        }
        containerPages[container.id] = page
        return page
    }

    func unmount(_ container: NavigationState.Container) {
        for id in container.allIDs {
            stacks[id] = nil
            tabBars[id] = nil
            containerPages[id] = nil
        }
    }

    /// Makes stack `id`'s host show its screens in ``state``: the pages of screens still there
    /// are kept, those of new screens built.
    private func showScreens(of id: ContainerID, animated: Bool) {
        guard let mounted = stacks[id], let screens = state.stack(id)?.screens else { return }
        let kept = min(mounted.pages.count, screens.count)
        let pages = Array(mounted.pages.prefix(kept)) + screens[kept...].map(hosts.makePage(for:))
        // Recorded before the host shows them: its delegate's `didShow` must find them equal.
        stacks[id] = (mounted.host, pages)
        mounted.host.setPages(pages, animated: animated)
    }
}
