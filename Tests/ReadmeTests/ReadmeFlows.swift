import NavGraph
import NavGraphMacros
import ToasterExample

// README's flows, compiled as written (scripts/check-doc-samples finds each of its Swift samples
// in compiled code). They shadow ToasterExample's of the same names; its tab bar, LinkDetail and
// Session are used as they are.
struct AuthFlow: Flow {
    enum Route: FlowRoute { case login, signUp, forgotPassword }
    enum Event: FlowEvent { case tapSignUp, tapForgotPassword, back, loggedIn, signedUp }
    enum Output: Sendable { case loggedIn }

    static let definition = FlowDefinition<AuthFlow>(
        initial: .login,
        transitions: [
            .on(.tapSignUp, from: .login, .push(.signUp)),
            .on(.tapForgotPassword, from: .login, .push(.forgotPassword)),
            .on(.back, .pop),
            .on(.loggedIn, from: .login, .finish(.loggedIn)),
            .on(.signedUp, from: .signUp, .finish(.loggedIn)),
        ]
    )
}

struct AppFlow: Flow {
    enum Route: FlowRoute { case splash }
    enum Event: FlowEvent { case launch, loggedIn, loggedOut }
    let session: Session

    static let hasSession = Guard<AppFlow, Void>("hasSession") { app in app.session.hasSession }

    static let definition = FlowDefinition<AppFlow>(
        initial: .splash,
        transitions: [
            .on(.launch, from: .splash, when: hasSession, .start(TabBarFlow.self, .root) { TabBarFlow() }),
            .on(.launch, from: .splash, .start(AuthFlow.self, .root) { AuthFlow() }),
            .on(.loggedIn, .start(TabBarFlow.self, .root) { TabBarFlow() }),
            .on(.loggedOut, .start(AuthFlow.self, .root) { AuthFlow() }),
        ],
        children: [
            ChildFlow(AuthFlow.self) { output in switch output { case .loggedIn: .loggedIn } },
            ChildFlow(TabBarFlow.self) { output in switch output { case .loggedOut: .loggedOut } },
        ]
    )
}

struct HomeFlow: Flow {
    @FlowRoute
    enum Route { case home, settings }
    @FlowEvent
    enum Event { case openLink(id: Int), openSettings, back, tapLogout, linkClosed }
    enum Output: Sendable { case logout }

    static let definition = FlowDefinition<HomeFlow>(
        initial: .home,
        transitions: [
            .on(\.openLink, from: .home, .start(LinkDetailFlow.self, .push) { id in LinkDetailFlow(linkID: id) }),
            .on(.openSettings, from: .home, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.tapLogout, from: .settings, .escalate(.logout)),
            .on(.linkClosed, .stay),
        ],
        children: [ChildFlow(LinkDetailFlow.self) { _ in .linkClosed }]
    )
}
