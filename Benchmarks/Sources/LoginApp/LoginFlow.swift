import NavGraph
import NavGraphMacros

/// The flat benchmark's flow: four routes of one stack, declared as an app declares its flows,
/// its routes and events marked so that their names (and the events' numbers) are written literally.
///
/// `loggedIn` pushes `home` and `logout` pops back to `login`, so the cycle
/// tapSignUp, back, tapForgotPassword, back, loggedIn, logout returns to where it started.
public struct LoginFlow: Flow {
    @FlowRoute
    public enum Route { case login, signUp, forgotPassword, home }
    @FlowEvent
    public enum Event { case tapSignUp, tapForgotPassword, back, loggedIn, logout }

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
