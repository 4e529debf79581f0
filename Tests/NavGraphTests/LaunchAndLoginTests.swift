import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("Launch and login")
struct LaunchAndLoginTests {
    @Test("Start shows the splash screen as the window's root")
    func startShowsSplash() throws {
        let toaster = try Toaster(launch: false)
        #expect(toaster.visible == "App.splash")
        #expect(toaster.router.state.modals.isEmpty)
        toaster.expectConsistent()
    }

    @Test("Launch without a session shows Auth's login as root")
    func launchWithoutSession() throws {
        let toaster = try Toaster(session: false)
        #expect(toaster.visible == "Auth.login")
        #expect(toaster.router.state.root?.isTabBar == false)
        #expect(toaster.runtime.handle(TabBarFlow.self) == nil)
        toaster.expectConsistent()
    }

    @Test("Login replaces Auth with the tab bar on Home")
    func loginShowsTabBar() throws {
        let toaster = try Toaster(session: false)
        let auth = toaster.coordinator(of: "Auth")
        try toaster.auth.send(.loggedIn)
        #expect(toaster.visible == "Home.home")
        #expect(toaster.router.state.root?.isTabBar == true)
        #expect(toaster.router.state.root?.tabNames == ["home", "clip", "search", "timer"])
        #expect(toaster.runtime.handle(AuthFlow.self) == nil)
        #expect(auth() == nil, "Auth's coordinator must be released once it finished")
        #expect(toaster.trace.map(\.description).suffix(2) == [
            "Auth.login --loggedIn--> Auth.finished",
            "App.splash --loggedIn--> App.splash",
        ])
        toaster.expectConsistent()
    }

    @Test("Launch with a session goes straight to the tab bar")
    func launchWithSession() throws {
        let toaster = try Toaster(session: true)
        #expect(toaster.visible == "Home.home")
        #expect(toaster.runtime.handle(AuthFlow.self) == nil)
        #expect(toaster.trace.count == 1)
        toaster.expectConsistent()
    }

    @Test("Sign-up from the pushed sign-up screen also logs in")
    func signUp() throws {
        let toaster = try Toaster()
        try toaster.auth.send(.tapSignUp)
        #expect(toaster.visible == "Auth.signUp")
        try toaster.auth.send(.signedUp)
        #expect(toaster.visible == "Home.home")
        toaster.expectConsistent()
    }
}
