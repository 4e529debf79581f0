public import NavGraph
import NavGraphPlatform

extension HostRouter: PlatformEvents {
    /// Takes what stack `stack` shows now. Fewer of the router's pages, in order (a completed
    /// pop, one or several): the screens of those cut leave the state and are reported, top
    /// first. The same pages (a change the router made, a swipe cancelled): nothing.
    public func stackDidShow(_ stack: ContainerID) {
        guard let mounted = stacks[stack] else { return }
        let shown = mounted.host.pages
        guard shown.count < mounted.pages.count, zip(shown, mounted.pages).allSatisfy({ $0 === $1 }) else { return }
        let screens = state.stack(stack)?.screens ?? []
        let cut = Array(screens.dropFirst(shown.count))
        stacks[stack] = (mounted.host, shown)
        state.updateStack(stack) { $0.screens.removeLast(cut.count) }
        reports.report(cut.reversed(), to: runtime)
        pendingCuts.record(cut, from: stack, runtime: runtime)
    }

    /// Takes a tab the user selected: sends the event declared with ``mapTabTaps(_:_:)``. The
    /// tab bar then shows the state's selection: the tab the runtime selected, or the one before
    /// when it took no such event.
    public func tabBarDidSelect(_ index: Int, in tabBar: ContainerID) {
        guard let tabs = tabBars[tabBar] else { return }
        if let runtime { _ = tabTaps.send(tab: index, of: tabBar, in: runtime) }
        let selected = state.container(tabBar)?.selectedIndex ?? 0
        if tabs.selectedTabIndex != selected { tabs.showTab(selected) }
    }

    /// Takes a modal the user dismissed: it and the modals over it leave the state, and the
    /// first screen of each is reported, top first.
    public func modalDidDismiss(_ modal: ContainerID) {
        guard let index = state.modals.firstIndex(where: { $0.id == modal }) else { return }
        let gone = Array(state.modals[index...])
        state.modals.removeLast(gone.count)
        for container in gone {
            unmount(container)
            removed.insert(container)
        }
        reports.report(gone.reversed().compactMap(\.firstVisibleScreen), to: runtime)
    }
}
