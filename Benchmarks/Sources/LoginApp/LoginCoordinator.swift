import NavGraph

/// The login flow written as a hand-written coordinator class, the Coordinator pattern without
/// NavGraph: a route stack, a `switch` on (route, event), and the same router commands and
/// rejections NavGraph's runtime produces for this flow. It checks nothing else (no finished or
/// interactive flow, no queue, no observers, no children).
@MainActor
public final class LoginCoordinator {
    /// The router every command goes to.
    public let router: any Router
    /// The routes on screen, bottom to top; never empty.
    public private(set) var stack: [LoginFlow.Route] = [.login]
    private var lastSerial = 0
    private let id = FlowID(rawValue: 1)
    private var container: ContainerID { ContainerID(owner: id, slot: 0) }

    public init(router: any Router) {
        self.router = router
        stack.reserveCapacity(8)
    }

    /// Applies `event`, or throws the error NavGraph's runtime throws for it, changing nothing.
    public func send(_ event: LoginFlow.Event) throws(NavigationError) {
        let route = stack[stack.count - 1]
        switch (route, event) {
        case (.login, .tapSignUp): push(.signUp)
        case (.login, .tapForgotPassword): push(.forgotPassword)
        case (.login, .loggedIn): push(.home)
        case (_, .back):
            guard stack.count > 1 else { throw rejection(of: event, at: route, .cannotPopFirstScreen) }
            stack.removeLast()
            router.apply(.pop(container))
        case (.home, .logout):
            stack.removeSubrange(1...)
            router.apply(.popToRoot(container))
        default:
            throw rejection(of: event, at: route, .unhandled)
        }
    }

    private func push(_ route: LoginFlow.Route) {
        stack.append(route)
        lastSerial += 1
        let screen = Screen(flow: id, flowName: "Login", route: Self.name(of: route), index: stack.count - 1, serial: lastSerial)
        router.apply(.push(screen, onto: container))
    }

    private func rejection(of event: LoginFlow.Event, at route: LoginFlow.Route, _ reason: NavigationError.Reason) -> NavigationError {
        NavigationError(flow: "Login", route: Self.name(of: route), event: Self.name(of: event), reason: reason)
    }

    // Names written out, as a hand-written coordinator would: describing a value takes reflection.
    private static func name(of route: LoginFlow.Route) -> String {
        switch route {
        case .login: "login"
        case .signUp: "signUp"
        case .forgotPassword: "forgotPassword"
        case .home: "home"
        }
    }

    private static func name(of event: LoginFlow.Event) -> String {
        switch event {
        case .tapSignUp: "tapSignUp"
        case .tapForgotPassword: "tapForgotPassword"
        case .back: "back"
        case .loggedIn: "loggedIn"
        case .logout: "logout"
        }
    }
}

/// The hand-written coordinator behind the fixtures' interface.
@MainActor
public final class LoginCoordinatorFixture {
    public let coordinator: LoginCoordinator

    public init(router: any Router) {
        coordinator = LoginCoordinator(router: router)
    }

    /// Sends `events`; returns how many were rejected.
    public func send(_ events: [LoginFlow.Event]) -> Int {
        var rejected = 0
        for event in events {
            do {
                try coordinator.send(event)
            } catch {
                rejected += 1
            }
        }
        return rejected
    }
}
