import NavGraph
import ToasterExample

/// The reference app, launched with a session (tab bar on Home), driven through handles as screens
/// drive it. Handles to flows started by an event are looked up with ``FlowRuntime/handle(_:)``
/// right after it, as a screen factory would build the new screen.
@MainActor
public final class ToasterFixture {
    public let runtime: FlowRuntime
    public let app: FlowHandle<AppFlow>
    private var tabs: Tabs

    /// The handles of the signed-in hierarchy.
    struct Tabs {
        let tabBar: FlowHandle<TabBarFlow>
        let home: FlowHandle<HomeFlow>
        let clip: FlowHandle<ClipFlow>
        let search: FlowHandle<SearchFlow>

        @MainActor init(_ runtime: FlowRuntime) {
            tabBar = runtime.required(TabBarFlow.self)
            home = runtime.required(HomeFlow.self)
            clip = runtime.required(ClipFlow.self)
            search = runtime.required(SearchFlow.self)
        }
    }

    public init(router: any Router) {
        runtime = FlowRuntime(router: router)
        do {
            app = try runtime.start(AppFlow(session: Session(hasSession: true)))
            try app.send(.launch)
        } catch {
            fatalError("Toaster did not launch: \(error)")
        }
        tabs = Tabs(runtime)
    }

    /// Events per ``runTabCycle()``.
    public nonisolated static let tabCycleEvents = 6

    /// Payload-free transitions that start no child: four tab selections, then settings pushed and
    /// popped on Home. Ends where it started.
    public func runTabCycle() throws(NavigationError) {
        // Held in a local, as a screen holds its handle in a constant: read from the `var`
        // property, each handle was retained and released around every send.
        let tabs = tabs
        try tabs.tabBar.send(.selectTab(.clip))
        try tabs.tabBar.send(.selectTab(.search))
        try tabs.tabBar.send(.selectTab(.timer))
        try tabs.tabBar.send(.selectTab(.home))
        try tabs.home.send(.openSettings)
        try tabs.home.send(.back)
    }

    /// Events per ``runFullScript()``.
    public nonisolated static let fullScriptEvents = 18
    /// Handle look-ups per ``runFullScript()``: LinkDetail twice, Auth, and the four of a new tab bar.
    public nonisolated static let fullScriptLookUps = 7

    /// The whole hierarchy: tabs, pushes and pops, LinkDetail started and finished from Clip and
    /// Home, logout escalated from Home's settings to App, then sign-up and back, and login again.
    /// Ends where it started (a new tab bar on Home).
    public func runFullScript() throws(NavigationError) {
        let tabs = tabs
        try tabs.tabBar.send(.selectTab(.clip))
        try tabs.clip.send(.openClip(id: 1))
        try tabs.clip.send(.back)
        try tabs.clip.send(.openLink(id: 2))
        try runtime.required(LinkDetailFlow.self).send(.close)
        try tabs.tabBar.send(.selectTab(.search))
        try tabs.search.send(.submit(query: "swift"))
        try tabs.search.send(.back)
        try tabs.tabBar.send(.selectTab(.home))
        try tabs.home.send(.openLink(id: 3))
        try runtime.required(LinkDetailFlow.self).send(.back)
        try tabs.home.send(.openSettings)
        try tabs.home.send(.back)
        try tabs.home.send(.openSettings)
        try tabs.home.send(.tapLogout)
        let auth = runtime.required(AuthFlow.self)
        try auth.send(.tapSignUp)
        try auth.send(.back)
        try auth.send(.loggedIn)
        self.tabs = Tabs(runtime)
    }

    /// Looks up the live Search flow's handle, as a screen factory does for a new screen; returns
    /// whether it was found.
    public func lookUpSearch() -> Bool {
        runtime.handle(SearchFlow.self) != nil
    }

    /// Starts LinkDetail from Home (pushed): one more live coordinator.
    public func sendOpenLink(id: Int) throws(NavigationError) {
        try tabs.home.send(.openLink(id: id))
    }

    /// Closes the LinkDetail on screen.
    public func closeLink() throws(NavigationError) {
        try runtime.required(LinkDetailFlow.self).send(.close)
    }
}

extension FlowRuntime {
    /// The first live flow of type `F`; the benchmark's script guarantees there is one.
    func required<F: Flow>(_ type: F.Type) -> FlowHandle<F> {
        guard let handle = handle(type) else { fatalError("no live \(F.name)") }
        return handle
    }
}
