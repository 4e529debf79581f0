import NavGraph
import NavGraphMacros

/// Signing in: login, with sign-up and forgotten-password screens pushed over it.
public struct AuthFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case login, signUp, forgotPassword }
    @FlowEvent
    public enum Event: Codable { case tapSignUp, tapForgotPassword, back, loggedIn, signedUp }
    public enum Output: Sendable { case loggedIn }

    public init() {}

    public static let definition = FlowDefinition<AuthFlow>(
        initial: .login,
        transitions: [
            .on(.tapSignUp, from: .login, .push(.signUp)),
            .on(.tapForgotPassword, from: .login, .push(.forgotPassword)),
            .on(.back, .pop),
            .on(.loggedIn, from: .login, .finish(.loggedIn)),
            .on(.signedUp, from: .signUp, .finish(.loggedIn)),
        ],
        // Only a real sign-in sends loggedIn: no plan logs anybody in.
        links: [
            .link("signup", sends: .tapSignUp).waiting(for: AuthFlow.self),
            .link("forgot-password", sends: .tapForgotPassword).waiting(for: AuthFlow.self),
            .step(.back),
        ]
    )
}
