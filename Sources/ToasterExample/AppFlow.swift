import NavGraph
import NavGraphMacros

/// The root of Toaster: a splash screen, then Auth or the tab bar as the window's root.
public struct AppFlow: Flow, Codable {
    @FlowRoute
    public enum Route { case splash }
    @FlowEvent
    public enum Event: Codable { case launch, loggedIn, loggedOut }

    /// The restored session, asked by the `hasSession` guard.
    public let session: Session
    /// The app's root flow with `session`.
    public init(session: Session) { self.session = session }

    /// Holds when a session was restored at launch.
    public static let hasSession = Guard<AppFlow, Void>("hasSession") { app in app.session.hasSession }

    public static let definition = FlowDefinition<AppFlow>(
        initial: .splash,
        transitions: [
            .on(.launch, from: .splash, when: hasSession, .start(TabBarFlow.self, .root) { TabBarFlow() }),
            .on(.launch, from: .splash, .start(AuthFlow.self, .root) { AuthFlow() }),
            .on(.loggedIn, .start(TabBarFlow.self, .root) { TabBarFlow() }),
            .on(.loggedOut, .start(AuthFlow.self, .root) { AuthFlow() }),
        ],
        children: [
            ChildFlow(AuthFlow.self) { output in
                switch output { case .loggedIn: .loggedIn }
            },
            ChildFlow(TabBarFlow.self) { output in
                switch output { case .loggedOut: .loggedOut }
            },
        ],
        // A link that launches the app passes through the splash screen's launch.
        links: [.step(.launch)]
    )
}
