import NavGraph

/// The flat benchmark's flow: four routes of one stack, declared as an app declares its flows.
///
/// `loggedIn` pushes `home` and `logout` pops back to `login`, so the cycle
/// tapSignUp, back, tapForgotPassword, back, loggedIn, logout returns to where it started.
public struct LoginFlow: Flow {
    public enum Route: FlowRoute { case login, signUp, forgotPassword, home }
    public enum Event: FlowEvent { case tapSignUp, tapForgotPassword, back, loggedIn, logout }

    public init() {}

    public static let definition = FlowDefinition<LoginFlow>(
        initial: .login,
        transitions: [
            .on(.tapSignUp, from: .login, .push(.signUp)),
            .on(.tapForgotPassword, from: .login, .push(.forgotPassword)),
            .on(.back, .pop),
            .on(.loggedIn, from: .login, .push(.home)),
            .on(.logout, from: .home, .popToRoot),
        ]
    )
}
