#if canImport(UIKit)
import NavGraph
import NavGraphUIKit
public import UIKit
import ToasterAppModel
import ToasterExample

/// The app as a UIKit scene: the same flows on `UIKitRouter`, links from the scene's URL
/// contexts, what is on screen saved when the scene enters the background.
///
/// ```swift
/// @main enum Main {
///     static func main() {
///         UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ToasterAppDelegate.self))
///     }
/// }
/// ```
@MainActor
public final class ToasterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    private var router: UIKitRouter?
    private var navigation: ToasterNavigation?

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // Pages are drawn from each screen's content; registered before the launch shows the first.
        let factory = ScreenFactory<UIViewController>()
        ToasterScreens.register(in: factory) { [weak self] content in
            ScreenViewController(content: content) { self?.navigation?.tapPlus() }
        }
        let router = UIKitRouter(hosts: UIKitHosts(window: window, factory: factory))
        router.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
        let navigation = ToasterNavigation(router: router, store: .standard, session: Session(hasSession: false))
        self.window = window
        self.router = router
        self.navigation = navigation
        for context in connectionOptions.urlContexts { navigation.open(context.url) }
    }

    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { navigation?.open(context.url) }
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
        try? navigation?.save()
    }
}

/// The application delegate that gives each scene a ``ToasterSceneDelegate``.
@MainActor
public final class ToasterAppDelegate: UIResponder, UIApplicationDelegate {
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ToasterSceneDelegate.self
        return configuration
    }
}

/// One screen: its title, detail and buttons, with a "+" in the bar of the tab bar's screens
/// (UIKit's tab bar shows only the tab flows' own tabs).
@MainActor
final class ScreenViewController: UITableViewController {
    private let content: ScreenContent
    /// Taps the "+" tab; shown in the bar while the tab bar is on screen.
    private let plus: () -> NavigationError?

    init(content: ScreenContent, plus: @escaping () -> NavigationError?) {
        self.content = content
        self.plus = plus
        super.init(style: .insetGrouped)
        title = content.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.show(self?.plus())
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The "+" belongs to the tab bar's screens: hidden in a modal or before signing in.
        navigationItem.rightBarButtonItem?.isHidden = tabBarController == nil || presentingViewController != nil
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content.actions.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        content.detail
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = content.actions[indexPath.row].label
        configuration.textProperties.color = .tintColor
        cell.contentConfiguration = configuration
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        show(content.actions[indexPath.row].perform())
    }

    /// Shows why a tap was turned down, if it was.
    private func show(_ error: (any Error)?) {
        guard let error else { return }
        let alert = UIAlertController(title: "Not possible", message: "\(error)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
#endif
