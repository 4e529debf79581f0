public import NavGraph
import ToasterExample

/// Every screen of the reference app: a builder per flow, each route with the buttons that send
/// the events declared from it. Views and view controllers only draw a ``ScreenContent``.
///
/// ```swift
/// let screens = ToasterScreens.factory()
/// let content = screens.makeContent(for: screen, in: runtime)
/// ToasterScreens.register(in: pages) { content in ScreenViewController(content: content) }
/// ```
public enum ToasterScreens {
    /// A factory that builds the content of every route of the reference hierarchy.
    @MainActor
    public static func factory() -> ScreenFactory<ScreenContent> {
        let factory = ScreenFactory<ScreenContent>()
        register(in: factory) { $0 }
        return factory
    }

    /// Registers every flow of the reference hierarchy in `factory`, each screen's content
    /// turned into the factory's own by `make` (a view controller, a view).
    @MainActor
    public static func register<Content>(in factory: ScreenFactory<Content>, _ make: @escaping @MainActor (ScreenContent) -> Content) {
        factory.register(AppFlow.self) { request in
            make(ScreenContent(title: "Toaster", detail: nil, actions: [ScreenAction("Launch", sends: .launch, through: request.handle)]))
        }
        factory.register(AuthFlow.self) { make(auth($0)) }
        factory.register(HomeFlow.self) { make(home($0)) }
        factory.register(ClipFlow.self) { make(clip($0)) }
        factory.register(SearchFlow.self) { make(search($0)) }
        factory.register(TimerFlow.self) { make(timer($0)) }
        factory.register(AddLinkFlow.self) { make(addLink($0)) }
        factory.register(LinkDetailFlow.self) { request in
            make(ScreenContent(
                title: "Link", detail: "Link #\(request.flow.linkID)",
                actions: [ScreenAction("Close", sends: .close, through: request.handle)]
            ))
        }
    }

    @MainActor
    private static func auth(_ request: ScreenRequest<AuthFlow>) -> ScreenContent {
        let flow = request.handle
        return switch request.route {
        case .login:
            ScreenContent(title: "Log in", detail: nil, actions: [
                ScreenAction("Log in", sends: .loggedIn, through: flow),
                ScreenAction("Sign up", sends: .tapSignUp, through: flow),
                ScreenAction("Forgot password", sends: .tapForgotPassword, through: flow),
            ])
        case .signUp:
            ScreenContent(title: "Sign up", detail: nil, actions: [ScreenAction("Create account", sends: .signedUp, through: flow)])
        case .forgotPassword:
            ScreenContent(title: "Forgot password", detail: "A reset link goes to your e-mail.", actions: [])
        }
    }

    @MainActor
    private static func home(_ request: ScreenRequest<HomeFlow>) -> ScreenContent {
        let flow = request.handle
        return switch request.route {
        case .home:
            ScreenContent(title: "Home", detail: "Saved links", actions: [
                ScreenAction("Link #1", sends: .openLink(id: 1), through: flow),
                ScreenAction("Link #2", sends: .openLink(id: 2), through: flow),
                ScreenAction("Settings", sends: .openSettings, through: flow),
            ])
        case .settings:
            ScreenContent(title: "Settings", detail: nil, actions: [ScreenAction("Log out", sends: .tapLogout, through: flow)])
        }
    }

    @MainActor
    private static func clip(_ request: ScreenRequest<ClipFlow>) -> ScreenContent {
        let flow = request.handle
        switch request.route {
        case .clipList:
            return ScreenContent(title: "Clips", detail: nil, actions: [
                ScreenAction("Clip #1", sends: .openClip(id: 1), through: flow),
                ScreenAction("Clip #2", sends: .openClip(id: 2), through: flow),
            ])
        case .clipDetail:
            let clip: Int? = if case .openClip(let id) = request.event { id } else { nil }
            return ScreenContent(
                title: "Clip", detail: clip.map { "Clip #\($0)" },
                actions: [ScreenAction("Open its link", sends: .openLink(id: 10 + (clip ?? 0)), through: flow)]
            )
        }
    }

    @MainActor
    private static func search(_ request: ScreenRequest<SearchFlow>) -> ScreenContent {
        let flow = request.handle
        switch request.route {
        case .search:
            return ScreenContent(title: "Search", detail: nil, actions: [
                ScreenAction("Search \"swift\"", sends: .submit(query: "swift"), through: flow)
            ])
        case .results:
            let query: String? = if case .submit(let query) = request.event { query } else { nil }
            return ScreenContent(
                title: "Results", detail: query.map { "Results for \"\($0)\"" },
                actions: [ScreenAction("First result", sends: .openLink(id: 100), through: flow)]
            )
        }
    }

    @MainActor
    private static func timer(_ request: ScreenRequest<TimerFlow>) -> ScreenContent {
        let flow = request.handle
        return switch request.route {
        case .timerList:
            ScreenContent(title: "Timers", detail: nil, actions: [
                ScreenAction("Edit timer #1", sends: .edit(id: 1), through: flow),
                ScreenAction("Add timer", sends: .add, through: flow),
            ])
        case .editTimer:
            ScreenContent(title: "Edit timer", detail: nil, actions: [])
        case .addTimer:
            ScreenContent(title: "New timer", detail: nil, actions: [ScreenAction("Done", sends: .done, through: flow)])
        }
    }

    @MainActor
    private static func addLink(_ request: ScreenRequest<AddLinkFlow>) -> ScreenContent {
        let flow = request.handle
        return switch request.route {
        case .addLink:
            ScreenContent(title: "Add link", detail: nil, actions: [
                ScreenAction("Paste https://swift.org", sends: .linkEntered(url: "https://swift.org"), through: flow),
                ScreenAction("Cancel", sends: .cancel, through: flow),
            ])
        case .selectClip:
            ScreenContent(title: "Choose a clip", detail: nil, actions: [
                ScreenAction("Save", sends: .saved, through: flow),
                ScreenAction("Cancel", sends: .cancel, through: flow),
            ])
        }
    }
}
