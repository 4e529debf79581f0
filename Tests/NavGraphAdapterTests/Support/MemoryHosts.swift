import NavGraph
import NavGraphUIKit

/// A view controller: a screen's page, or the page of a stack or tab host.
@MainActor
final class MemoryPage {
    /// The screen it shows, for a screen's page.
    let screen: Screen?
    /// The container it shows, for a host's page.
    let container: ContainerID?
    init(screen: Screen? = nil, container: ContainerID? = nil) {
        self.screen = screen
        self.container = container
    }
}

/// `UINavigationController` as UIKit documents it: `viewControllers` changes at once when set;
/// the delegate's `didShow` follows a push or pop it shows (programmatic or a completed
/// interactive pop), never a swipe the user cancels. An interactive pop takes the top page off
/// `viewControllers` while the finger moves, and puts it back if the user cancels.
@MainActor
final class MemoryNavigationController: StackHost {
    let id: ContainerID
    weak var events: (any PlatformEvents)?
    let page: MemoryPage
    private(set) var pages: [MemoryPage] = []
    /// The page taken off by a pop the user is still dragging.
    private var popping: MemoryPage?

    init(id: ContainerID, events: any PlatformEvents) {
        self.id = id
        self.events = events
        page = MemoryPage(container: id)
    }

    func setPages(_ pages: [MemoryPage], animated: Bool) {
        let topChanged = self.pages.last !== pages.last
        self.pages = pages
        if topChanged { events?.stackDidShow(id) }
    }

    /// The user starts dragging the top page away (`willShow` only, which the router ignores).
    func beginInteractivePop() -> Bool {
        guard pages.count > 1, popping == nil else { return false }
        popping = pages.removeLast()
        return true
    }

    /// The user lets go past the threshold: the pop completes, `didShow` follows.
    func finishInteractivePop() {
        guard popping != nil else { return }
        popping = nil
        events?.stackDidShow(id)
    }

    /// The user lets go before the threshold: the page comes back; no `didShow`.
    func cancelInteractivePop() {
        guard let page = popping else { return }
        pages.append(page)
        popping = nil
    }

    /// The back button's menu: pops to the page at `index` at once; `didShow` follows, at once
    /// or, with `showsLater`, when the caller ends the animation with ``endAnimation()``.
    func popToPage(at index: Int, showsLater: Bool = false) {
        guard pages.indices.contains(index), index < pages.count - 1 else { return }
        pages.removeLast(pages.count - 1 - index)
        if !showsLater { events?.stackDidShow(id) }
    }

    /// The animation of a change ends: `didShow`.
    func endAnimation() {
        events?.stackDidShow(id)
    }
}

/// `UITabBarController` as UIKit documents it: setting `selectedIndex` calls no delegate; a
/// user's tap selects the tab, then `didSelect` follows; a tap on the selected tab whose page is
/// a navigation controller pops that controller to its root. With the pop animated, its
/// `didShow` may come after `didSelect`: both orders are offered.
@MainActor
final class MemoryTabBarController: TabHost {
    let id: ContainerID
    weak var events: (any PlatformEvents)?
    let page: MemoryPage
    private(set) var tabPages: [MemoryPage] = []
    private(set) var names: [String] = []
    private(set) var selectedTabIndex = 0

    init(id: ContainerID, events: any PlatformEvents) {
        self.id = id
        self.events = events
        page = MemoryPage(container: id)
    }

    func setTabPages(_ pages: [MemoryPage], names: [String]) {
        tabPages = pages
        self.names = names
    }

    func showTab(_ index: Int) { selectedTabIndex = index }

    /// The user taps tab `index`; `stack` is the navigation controller the tab shows.
    func tap(_ index: Int, showing stack: MemoryNavigationController?, didShowLast: Bool = false) {
        guard tabPages.indices.contains(index) else { return }
        let reselect = index == selectedTabIndex
        if reselect { stack?.popToPage(at: 0, showsLater: didShowLast) }
        selectedTabIndex = index
        events?.tabBarDidSelect(index, in: id)
        if reselect, didShowLast { stack?.endAnimation() }
    }
}

/// The window and its presentations: `present` goes over the topmost presented page; `dismiss`
/// takes a page and those over it; a swipe down takes the top sheet and tells the presentation
/// controller's delegate (`presentationControllerDidDismiss`), which programmatic dismissals do not.
@MainActor
final class MemoryHosts: PlatformHosts {
    private(set) var root: MemoryPage?
    private(set) var presented: [(page: MemoryPage, id: ContainerID, events: (any PlatformEvents)?)] = []
    /// Every host made, by container, to read what the platform shows.
    private(set) var navigationControllers: [ContainerID: MemoryNavigationController] = [:]
    private(set) var tabBarControllers: [ContainerID: MemoryTabBarController] = [:]

    func makeStack(_ id: ContainerID, events: any PlatformEvents) -> MemoryNavigationController {
        let stack = MemoryNavigationController(id: id, events: events)
        navigationControllers[id] = stack
        return stack
    }

    func makeTabs(_ id: ContainerID, events: any PlatformEvents) -> MemoryTabBarController {
        let tabs = MemoryTabBarController(id: id, events: events)
        tabBarControllers[id] = tabs
        return tabs
    }

    func page(of stack: MemoryNavigationController) -> MemoryPage { stack.page }
    func page(of tabs: MemoryTabBarController) -> MemoryPage { tabs.page }
    func makePage(for screen: Screen) -> MemoryPage { MemoryPage(screen: screen) }

    func setRoot(_ page: MemoryPage) {
        root = page
        presented.removeAll()
    }

    func present(_ page: MemoryPage, as id: ContainerID, events: any PlatformEvents) {
        presented.append((page, id, events))
    }

    func dismiss(_ page: MemoryPage) {
        guard let index = presented.firstIndex(where: { $0.page === page }) else { return }
        presented.removeLast(presented.count - index)
    }

    /// The user swipes the top sheet down.
    @discardableResult
    func swipeDown() -> Bool {
        guard let top = presented.popLast() else { return false }
        top.events?.modalDidDismiss(top.id)
        return true
    }

    /// The user taps tab `index` of the tab bar `id`; with `didShowLast`, a re-tap's pop shows
    /// its page after `didSelect`.
    func tap(_ index: Int, in id: ContainerID, didShowLast: Bool = false) {
        guard let tabs = tabBarControllers[id], tabs.tabPages.indices.contains(index) else { return }
        tabs.tap(index, showing: navigationController(showing: tabs.tabPages[index]), didShowLast: didShowLast)
    }

    /// The navigation controller showing `page`, if any.
    func navigationController(showing page: MemoryPage) -> MemoryNavigationController? {
        page.container.flatMap { navigationControllers[$0] }.flatMap { $0.page === page ? $0 : nil }
    }

    /// What the hosts show, read from them alone, as a navigation state.
    var shownState: NavigationState {
        NavigationState(root: root.flatMap(container(shownBy:)), modals: presented.compactMap { container(shownBy: $0.page) })
    }

    private func container(shownBy page: MemoryPage) -> NavigationState.Container? {
        guard let id = page.container else { return nil }
        if let tabs = tabBarControllers[id], tabs.page === page {
            let stacks = tabs.tabPages.compactMap { navigationController(showing: $0).map(stack(of:)) }
            return .tabs(id: id, names: tabs.names, stacks: stacks, selected: tabs.selectedTabIndex)
        }
        return navigationController(showing: page).map { .stack(stack(of: $0)) }
    }

    private func stack(of controller: MemoryNavigationController) -> ScreenStack {
        ScreenStack(id: controller.id, screens: controller.pages.compactMap(\.screen))
    }
}
