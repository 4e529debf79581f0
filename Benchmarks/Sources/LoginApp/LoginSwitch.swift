/// The hand-written baselines: the login flow as a `switch` over (state, event).
///
/// Both take `LoginFlow.Event` and return whether the event was accepted; a rejected event changes
/// nothing. Neither builds screens, calls a router or checks anything beyond the state.
public struct LoginSwitch {
    /// The current route; the only state.
    public private(set) var route: LoginFlow.Route = .login

    public init() {}

    /// One transition: a `switch` on the pair, an assignment when it matches.
    @inline(__always)
    public mutating func send(_ event: LoginFlow.Event) -> Bool {
        switch (route, event) {
        case (.login, .tapSignUp): route = .signUp
        case (.login, .tapForgotPassword): route = .forgotPassword
        case (.signUp, .back), (.forgotPassword, .back): route = .login
        case (.login, .loggedIn): route = .home
        case (.home, .logout): route = .login
        default: return false
        }
        return true
    }
}

/// The same machine keeping a stack of routes, as a navigation stack does: push appends, back
/// removes the last, logout pops to the first. The work NavGraph does on its own entries.
public struct LoginStackSwitch {
    /// The routes on screen, bottom to top; never empty.
    public private(set) var stack: [LoginFlow.Route]

    public init() {
        stack = [.login]
        stack.reserveCapacity(8)
    }

    @inline(__always)
    public mutating func send(_ event: LoginFlow.Event) -> Bool {
        switch (stack[stack.count - 1], event) {
        case (.login, .tapSignUp): stack.append(.signUp)
        case (.login, .tapForgotPassword): stack.append(.forgotPassword)
        case (.signUp, .back), (.forgotPassword, .back): stack.removeLast()
        case (.login, .loggedIn): stack.append(.home)
        case (.home, .logout): stack.removeSubrange(1...)
        default: return false
        }
        return true
    }
}
