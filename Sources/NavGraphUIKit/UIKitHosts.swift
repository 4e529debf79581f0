#if canImport(UIKit)
// Compiled on Apple platforms only: plain forwarding from UIKit to the router's logic, which is
// generic over PlatformHosts and tested on Linux against in-memory hosts.
public import NavGraph
public import UIKit

/// ``HostRouter`` on UIKit's view controllers.
public typealias UIKitRouter = HostRouter<UIKitHosts>

/// A navigation controller that tells the router when it finished showing a page.
public final class NavGraphNavigationController: UINavigationController, UINavigationControllerDelegate, StackHost {
    /// The stack it shows.
    public let containerID: ContainerID
    private weak var events: (any PlatformEvents)?

    init(containerID: ContainerID, events: any PlatformEvents) {
        self.containerID = containerID
        self.events = events
        super.init(nibName: nil, bundle: nil)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    public var pages: [UIViewController] { viewControllers }

    public func setPages(_ pages: [UIViewController], animated: Bool) {
        setViewControllers(pages, animated: animated)
    }

    // Not `willShow`: an interactive pop calls it at the start, and the user may still cancel.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        events?.stackDidShow(containerID)
    }
}

/// A tab bar controller that tells the router which tab the user selected.
public final class NavGraphTabBarController: UITabBarController, UITabBarControllerDelegate, TabHost {
    /// The tab bar it shows.
    public let containerID: ContainerID
    private weak var events: (any PlatformEvents)?

    init(containerID: ContainerID, events: any PlatformEvents) {
        self.containerID = containerID
        self.events = events
        super.init(nibName: nil, bundle: nil)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    public func setTabPages(_ pages: [UIViewController], names: [String]) {
        for (page, name) in zip(pages, names) { page.tabBarItem.title = name }
        setViewControllers(pages, animated: false)
    }

    public var selectedTabIndex: Int { selectedIndex }

    public func showTab(_ index: Int) { selectedIndex = index }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events?.tabBarDidSelect(selectedIndex, in: containerID)
    }
}

/// Tells the router that the user dismissed a presented page (a sheet swiped down).
@MainActor
final class PresentationReporter: NSObject, UIAdaptivePresentationControllerDelegate {
    let containerID: ContainerID
    weak var events: (any PlatformEvents)?
    /// Lets go of the reporter once its page is gone.
    var onDismiss: (() -> Void)?

    init(containerID: ContainerID, events: any PlatformEvents) {
        self.containerID = containerID
        self.events = events
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events?.modalDidDismiss(containerID)
        onDismiss?()
    }
}

/// UIKit's hosts for a ``HostRouter``: navigation and tab bar controllers, presentations over the
/// window's root, and pages built by a `ScreenFactory`.
///
/// ```swift
/// let hosts = UIKitHosts(window: window, factory: factory)
/// let router = UIKitRouter(hosts: hosts)
/// let runtime = FlowRuntime(router: router)   // the router and these hosts now use runtime
/// ```
@MainActor
public final class UIKitHosts: PlatformHosts {
    /// The window whose root the router sets.
    public let window: UIWindow
    /// Builds each screen's view controller.
    public let factory: ScreenFactory<UIViewController>
    /// The runtime the factory's builders get handles from: the one the router was connected to.
    public private(set) weak var runtime: FlowRuntime?
    /// How each modal is presented (`modalPresentationStyle` and the like); UIKit's default when unset.
    public var configurePresentation: ((UIViewController, ContainerID) -> Void)?
    /// A presentation controller holds its delegate weakly: the reporters live here until their page goes.
    private var reporters: [ObjectIdentifier: PresentationReporter] = [:]

    /// Hosts in `window`, building pages with `factory`.
    public init(window: UIWindow, factory: ScreenFactory<UIViewController>) {
        self.window = window
        self.factory = factory
    }

    public func makeStack(_ id: ContainerID, events: any PlatformEvents) -> NavGraphNavigationController {
        NavGraphNavigationController(containerID: id, events: events)
    }

    public func makeTabs(_ id: ContainerID, events: any PlatformEvents) -> NavGraphTabBarController {
        NavGraphTabBarController(containerID: id, events: events)
    }

    public func connect(to runtime: FlowRuntime) {
        self.runtime = runtime
    }

    public func page(of stack: NavGraphNavigationController) -> UIViewController { stack }

    public func page(of tabs: NavGraphTabBarController) -> UIViewController { tabs }

    /// The factory's view controller for `screen`; an empty one when its flow is not registered.
    public func makePage(for screen: Screen) -> UIViewController {
        runtime.flatMap { factory.makeContent(for: screen, in: $0) } ?? UIViewController()
    }

    public func setRoot(_ page: UIViewController) {
        window.rootViewController?.dismiss(animated: false)
        reporters.removeAll()
        window.rootViewController = page
        window.makeKeyAndVisible()
    }

    public func present(_ page: UIViewController, as id: ContainerID, events: any PlatformEvents) {
        guard var top = window.rootViewController else { return }
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        configurePresentation?(page, id)
        let reporter = PresentationReporter(containerID: id, events: events)
        let key = ObjectIdentifier(page)
        reporter.onDismiss = { [weak self] in self?.reporters[key] = nil }
        reporters[key] = reporter
        page.presentationController?.delegate = reporter
        top.present(page, animated: true)
    }

    public func dismiss(_ page: UIViewController) {
        reporters[ObjectIdentifier(page)] = nil
        page.presentingViewController?.dismiss(animated: true)
    }
}
#endif
