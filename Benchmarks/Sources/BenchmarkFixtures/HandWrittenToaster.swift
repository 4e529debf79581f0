import NavGraph
import ToasterExample

/// The reference app written as hand-written coordinators, the Coordinator pattern without
/// NavGraph: a class per flow with its route stack, child coordinators kept in properties, and
/// closures back to the parent. It sends the router the same commands NavGraph's runtime sends
/// for the full script (``ToasterFixture/runFullScript()``), and checks nothing beyond the
/// `switch` on (route, event): no finished or covered flow, no queue, no validation chain.
@MainActor
public final class HandWrittenToaster {
    let app: AppCoordinator

    public init(router: any Router) {
        app = AppCoordinator(in: CoordinatorEnvironment(router: router))
        router.apply(.setRoot(app.container))
        app.launch(hasSession: true)
    }

    /// The script of ``ToasterFixture/runFullScript()``, sent to the coordinators a screen would
    /// hold. Ends where it started (a new tab bar on Home).
    public func runFullScript() {
        guard let tabBar = app.tabBar else { preconditionFailure("not logged in") }
        tabBar.send(.selectTab(.clip))
        tabBar.clip.send(.openClip(id: 1))
        tabBar.clip.send(.back)
        tabBar.clip.send(.openLink(id: 2))
        tabBar.clip.linkDetail?.send(.close)
        tabBar.send(.selectTab(.search))
        tabBar.search.send(.submit(query: "swift"))
        tabBar.search.send(.back)
        tabBar.send(.selectTab(.home))
        tabBar.home.send(.openLink(id: 3))
        tabBar.home.linkDetail?.send(.back)
        tabBar.home.send(.openSettings)
        tabBar.home.send(.back)
        tabBar.home.send(.openSettings)
        tabBar.home.send(.tapLogout)
        guard let auth = app.auth else { preconditionFailure("not logged out") }
        auth.send(.tapSignUp)
        auth.send(.back)
        auth.send(.loggedIn)
    }
}

/// What the coordinators share: the router, and the numbers that tell them apart.
@MainActor
final class CoordinatorEnvironment {
    let router: any Router
    private var lastID: UInt32 = 0

    init(router: any Router) {
        self.router = router
    }

    func nextID() -> FlowID {
        lastID += 1
        return FlowID(rawValue: lastID)
    }
}

/// What every hand-written coordinator repeats: its identity, its screens, push and pop.
@MainActor
class StackCoordinator {
    let id: FlowID
    let name: String
    let router: any Router
    /// The stack its first screen is in, and how many screens were below it.
    let host: ContainerID
    let hostBase: Int
    private(set) var routes: [String]
    private var serials = [0]
    private var lastSerial = 0

    init(_ name: String, first route: String, in env: CoordinatorEnvironment, pushedOnto parent: StackCoordinator? = nil) {
        id = env.nextID()
        self.name = name
        router = env.router
        routes = [route]
        host = parent?.host ?? ContainerID(owner: id, slot: 0)
        hostBase = parent.map { $0.hostBase + $0.routes.count } ?? 0
    }

    var screens: [Screen] {
        routes.indices.map { Screen(flow: id, flowName: name, route: routes[$0], index: $0, serial: serials[$0]) }
    }

    var container: NavigationState.Container { .stack(ScreenStack(id: host, screens: screens)) }

    func push(_ route: String) {
        routes.append(route)
        lastSerial += 1
        serials.append(lastSerial)
        router.apply(.push(Screen(flow: id, flowName: name, route: route, index: routes.count - 1, serial: lastSerial), onto: host))
    }

    func pop() {
        routes.removeLast()
        serials.removeLast()
        router.apply(.pop(host))
    }

    /// Shows `child`'s first screen on this coordinator's stack.
    func pushChild(_ child: StackCoordinator) {
        router.apply(.push(Screen(flow: child.id, flowName: child.name, route: child.routes[0], index: 0), onto: host))
    }

    /// Takes `child`'s screens off this coordinator's stack.
    func popChild(_ child: StackCoordinator) {
        router.apply(.popTo(count: child.hostBase, in: host))
    }
}

@MainActor
final class AppCoordinator: StackCoordinator {
    private let env: CoordinatorEnvironment
    private(set) var tabBar: TabBarCoordinator?
    private(set) var auth: AuthCoordinator?

    init(in env: CoordinatorEnvironment) {
        self.env = env
        super.init("App", first: "splash", in: env)
    }

    func launch(hasSession: Bool) {
        if hasSession { showTabBar() } else { showAuth() }
    }

    private func showTabBar() {
        auth = nil
        let tabBar = TabBarCoordinator(in: env)
        tabBar.onLoggedOut = { [weak self] in self?.showAuth() }
        self.tabBar = tabBar
        router.apply(.setRoot(tabBar.container))
    }

    private func showAuth() {
        tabBar = nil
        let auth = AuthCoordinator(in: env)
        auth.onLoggedIn = { [weak self] in self?.showTabBar() }
        self.auth = auth
        router.apply(.setRoot(auth.container))
    }
}

@MainActor
final class AuthCoordinator: StackCoordinator {
    var onLoggedIn: (() -> Void)?

    init(in env: CoordinatorEnvironment) {
        super.init("Auth", first: "login", in: env)
    }

    func send(_ event: AuthFlow.Event) {
        switch (routes[routes.count - 1], event) {
        case ("login", .tapSignUp): push("signUp")
        case ("login", .tapForgotPassword): push("forgotPassword")
        case (_, .back) where routes.count > 1: pop()
        case ("login", .loggedIn), ("signUp", .signedUp): onLoggedIn?()
        default: break
        }
    }
}

@MainActor
final class TabBarCoordinator {
    let id: FlowID
    let router: any Router
    let home: HomeCoordinator
    let clip: ClipCoordinator
    let search: SearchCoordinator
    let timer: StackCoordinator
    private var selected = 0
    var onLoggedOut: (() -> Void)?

    init(in env: CoordinatorEnvironment) {
        id = env.nextID()
        router = env.router
        home = HomeCoordinator(in: env)
        clip = ClipCoordinator(in: env)
        search = SearchCoordinator(in: env)
        timer = StackCoordinator("Timer", first: "timerList", in: env)
        home.onLogout = { [weak self] in self?.onLoggedOut?() }
    }

    var container: NavigationState.Container {
        let tabs: [StackCoordinator] = [home, clip, search, timer]
        let stacks = tabs.map { ScreenStack(id: $0.host, screens: $0.screens) }
        return .tabs(id: ContainerID(owner: id, slot: 0), names: ["home", "clip", "search", "timer"], stacks: stacks, selected: selected)
    }

    func send(_ event: TabBarFlow.Event) {
        guard case .selectTab(let tab) = event else { return }
        let index: Int =
            switch tab {
            case .home: 0
            case .clip: 1
            case .search: 2
            case .timer: 3
            }
        guard index != selected else { return }
        selected = index
        router.apply(.selectTab(index, in: ContainerID(owner: id, slot: 0)))
    }
}

/// A tab that pushes a link's detail as a child coordinator.
@MainActor
class LinkHostCoordinator: StackCoordinator {
    private let env: CoordinatorEnvironment
    private(set) var linkDetail: LinkDetailCoordinator?

    init(_ name: String, first route: String, in env: CoordinatorEnvironment) {
        self.env = env
        super.init(name, first: route, in: env)
    }

    func openLink(id: Int) {
        let detail = LinkDetailCoordinator(linkID: id, in: env, pushedOnto: self)
        detail.onClosed = { [weak self, weak detail] in
            guard let self, let detail else { return }
            popChild(detail)
            linkDetail = nil
        }
        linkDetail = detail
        pushChild(detail)
    }
}

@MainActor
final class HomeCoordinator: LinkHostCoordinator {
    var onLogout: (() -> Void)?

    init(in env: CoordinatorEnvironment) {
        super.init("Home", first: "home", in: env)
    }

    func send(_ event: HomeFlow.Event) {
        switch (routes[routes.count - 1], event) {
        case ("home", .openLink(let id)): openLink(id: id)
        case ("home", .openSettings): push("settings")
        case ("settings", .back): pop()
        case ("settings", .tapLogout): onLogout?()
        default: break
        }
    }
}

@MainActor
final class ClipCoordinator: LinkHostCoordinator {
    init(in env: CoordinatorEnvironment) {
        super.init("Clip", first: "clipList", in: env)
    }

    func send(_ event: ClipFlow.Event) {
        switch (routes[routes.count - 1], event) {
        case ("clipList", .openClip): push("clipDetail")
        case (_, .openLink(let id)): openLink(id: id)
        case ("clipDetail", .back): pop()
        default: break
        }
    }
}

@MainActor
final class SearchCoordinator: LinkHostCoordinator {
    init(in env: CoordinatorEnvironment) {
        super.init("Search", first: "search", in: env)
    }

    func send(_ event: SearchFlow.Event) {
        switch (routes[routes.count - 1], event) {
        case ("search", .submit): push("results")
        case (_, .openLink(let id)): openLink(id: id)
        case ("results", .back): pop()
        default: break
        }
    }
}

@MainActor
final class LinkDetailCoordinator: StackCoordinator {
    let linkID: Int
    var onClosed: (() -> Void)?

    init(linkID: Int, in env: CoordinatorEnvironment, pushedOnto parent: StackCoordinator) {
        self.linkID = linkID
        super.init("LinkDetail", first: "webView", in: env, pushedOnto: parent)
    }

    func send(_ event: LinkDetailFlow.Event) {
        switch event {
        case .close, .back: onClosed?()
        }
    }
}

/// A router that keeps the commands it is sent: the full script's baseline is checked to send
/// what NavGraph sends.
@MainActor
public final class CommandRecorder: Router {
    public private(set) var commands: [NavigationCommand] = []

    public init() {}

    public func apply(_ command: NavigationCommand) {
        commands.append(command)
    }
}

/// Where the hand-written coordinators' commands for launching and one full script first differ
/// from NavGraph's, or `nil` when they are the same.
@MainActor
public func handWrittenScriptDifference() -> String? {
    let navGraphRouter = CommandRecorder()
    let handWrittenRouter = CommandRecorder()
    do {
        try ToasterFixture(router: navGraphRouter).runFullScript()
    } catch {
        return "NavGraph rejected the script: \(error)"
    }
    HandWrittenToaster(router: handWrittenRouter).runFullScript()
    let expected = navGraphRouter.commands
    let actual = handWrittenRouter.commands
    let shared = min(expected.count, actual.count)
    let firstDifferent = (0..<shared).first { expected[$0] != actual[$0] }
    guard let index = firstDifferent ?? (expected.count == actual.count ? nil : shared) else { return nil }
    func spelled(_ commands: [NavigationCommand]) -> String {
        guard index < commands.count else { return "nothing" }
        var text = ""
        dump(commands[index], to: &text)
        return text
    }
    let want = spelled(expected)
    let got = spelled(actual)
    return "command \(index): NavGraph sent \(want), the hand-written coordinators \(got)"
}
