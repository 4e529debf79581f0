public import NavGraph

/// A navigation stack on screen (`UINavigationController`): its pages, bottom to top.
@MainActor
public protocol StackHost<Page>: AnyObject {
    /// The page type (`UIViewController`).
    associatedtype Page: AnyObject
    /// The pages shown, bottom to top (`viewControllers`).
    var pages: [Page] { get }
    /// Shows `pages` (`setViewControllers(_:animated:)`).
    func setPages(_ pages: [Page], animated: Bool)
}

/// A tab bar on screen (`UITabBarController`): one page per tab, one selected.
@MainActor
public protocol TabHost<Page>: AnyObject {
    /// The page type (`UIViewController`).
    associatedtype Page: AnyObject
    /// Shows `pages`, one per tab named by `names` (`setViewControllers(_:animated:)`, each
    /// page's `tabBarItem.title`).
    func setTabPages(_ pages: [Page], names: [String])
    /// The selected tab (`selectedIndex`).
    var selectedTabIndex: Int { get }
    /// Selects tab `index` (`selectedIndex = index`, which calls no delegate).
    func showTab(_ index: Int)
}

/// What the platform tells the router about changes it made on its own. UIKit's delegates
/// forward to it, each from one callback.
@MainActor
public protocol PlatformEvents: AnyObject {
    /// A stack finished showing a page (`navigationController(_:didShow:animated:)`): after a
    /// completed pop, a push, or a change the router made. Not sent for a swipe the user cancels.
    func stackDidShow(_ stack: ContainerID)
    /// The user selected tab `index` (`tabBarController(_:didSelect:)`).
    func tabBarDidSelect(_ index: Int, in tabBar: ContainerID)
    /// The user dismissed the modal `modal` (`presentationControllerDidDismiss(_:)`).
    func modalDidDismiss(_ modal: ContainerID)
}

/// How the router builds and shows containers on a platform: UIKit's view controllers in an
/// app, in-memory hosts in tests.
@MainActor
public protocol PlatformHosts {
    /// The page type (`UIViewController`).
    associatedtype Page: AnyObject
    /// The stack host type (`UINavigationController`).
    associatedtype Stack: StackHost<Page>
    /// The tab host type (`UITabBarController`).
    associatedtype Tabs: TabHost<Page>

    /// A new, empty stack host that reports to `events` as `id`.
    func makeStack(_ id: ContainerID, events: any PlatformEvents) -> Stack
    /// A new tab host that reports to `events` as `id`.
    func makeTabs(_ id: ContainerID, events: any PlatformEvents) -> Tabs
    /// The page showing `stack` (a navigation controller is a view controller).
    func page(of stack: Stack) -> Page
    /// The page showing `tabs`.
    func page(of tabs: Tabs) -> Page
    /// The page for `screen`, built with its handle and dependencies (a `ScreenFactory`).
    func makePage(for screen: Screen) -> Page
    /// Makes `page` the window's root; every presented page goes.
    func setRoot(_ page: Page)
    /// Presents `page` over the topmost presented page, reporting a user's dismissal to
    /// `events` as `id`.
    func present(_ page: Page, as id: ContainerID, events: any PlatformEvents)
    /// Dismisses `page` and every page presented over it.
    func dismiss(_ page: Page)
    /// Takes the runtime the router was connected to: hosts that build pages with a
    /// `ScreenFactory` get their handles from it. Does nothing by default.
    func connect(to runtime: FlowRuntime)
}

extension PlatformHosts {
    public func connect(to runtime: FlowRuntime) {}
}
