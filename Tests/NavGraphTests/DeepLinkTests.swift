import Foundation
import NavGraph
import Testing
import ToasterExample

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
    @Test("A link into a tab's detail selects the tab and pushes the detail")
    func linkIntoTabDetail() throws {
        let toaster = try Toaster.loggedIn()
        let plan = try toaster.runtime.open("toaster://clip/7")
        #expect(plan.description == "TabBar.selectTab(.clip) → Clip.openClip(id: 7)")
        #expect(toaster.visible == "Clip.clipDetail")
        #expect(try toaster.clip.routes == [.clipList, .clipDetail])
        toaster.expectConsistent()
    }

    @Test("A link into the AddLink modal presents it over the tabs")
    func linkIntoModal() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.home.send(.openSettings)
        let plan = try toaster.runtime.open("add")
        #expect(plan.description == "TabBar.tapPlus")
        #expect(toaster.visible == "AddLink.addLink")
        #expect(toaster.router.state.modals.count == 1)
        toaster.expectConsistent()
    }

    @Test("A link from inside a modal cancels it, then goes on")
    func linkOutOfModal() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.tabBar.send(.tapPlus)
        let plan = try toaster.runtime.open("clip/3")
        #expect(plan.description == "AddLink.cancel → TabBar.selectTab(.clip) → Clip.openClip(id: 3)")
        #expect(toaster.visible == "Clip.clipDetail")
        #expect(toaster.router.state.modals.isEmpty)
        toaster.expectConsistent()
    }

    @Test("A link from another detail of the same tab re-selects the tab to pop back first")
    func linkFromSiblingDetail() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.runtime.open("clip/1")
        try toaster.clip.send(.openLink(id: 9))
        let plan = try toaster.runtime.open("clip/2")
        #expect(plan.description == "TabBar.selectTab(.clip) → Clip.openClip(id: 2)")
        #expect(toaster.router.state.visibleScreen.map { "\($0)#\($0.index)" } == "Clip.clipDetail#1")
        toaster.expectConsistent()
    }

    @Test("A link starting a child flow shows it; opening it again changes nothing")
    func childStartAndAlreadyShown() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.runtime.open("link/5")
        #expect(toaster.visible == "LinkDetail.webView")
        #expect(try toaster.linkDetail.flow.linkID == 5)
        let before = toaster.snapshot
        let again = try toaster.runtime.open("link/5")
        #expect(again.isAlreadyShown)
        #expect(toaster.snapshot == before)
        let other = try toaster.runtime.open("link/6")
        #expect(other.description == "TabBar.selectTab(.home) → Home.openLink(id: 6)")
        #expect(try toaster.linkDetail.flow.linkID == 6)
        toaster.expectConsistent()
    }

    @Test("A link at launch passes through the splash screen's launch into Auth")
    func linkWhileLoggedOutAtLaunch() throws {
        let toaster = try Toaster(session: false, launch: false)
        let plan = try toaster.runtime.open("toaster://signup")
        #expect(plan.description == "App.launch → Auth.tapSignUp")
        #expect(toaster.visible == "Auth.signUp")
        toaster.expectConsistent()
    }

    @Test("A link at launch with a session passes through launch into a tab")
    func linkAtLaunchWithSession() throws {
        let toaster = try Toaster(session: true, launch: false)
        try toaster.runtime.open("timer/4")
        #expect(toaster.visible == "Timer.editTimer")
        toaster.expectConsistent()
    }

    @Test("While logged out a link into the tabs waits for sign-in: no plan signs in; nothing changes until then")
    func loggedOutLinkWaits() throws {
        let toaster = try Toaster(session: false)
        let before = toaster.snapshot
        let plan = try toaster.runtime.open("clip/7")
        #expect(plan.description == "waiting for TabBar")
        #expect(toaster.snapshot == before)
        #expect(toaster.runtime.waitingLink == "clip/7")
        try toaster.auth.send(.loggedIn)
        #expect(toaster.visible == "Clip.clipDetail")
        #expect(toaster.runtime.waitingLink == nil)
        toaster.expectConsistent()
    }

    @Test("A link that does not wait is unreachable while logged out: nothing changes")
    func loggedOutTypedLinkIsUnreachable() throws {
        let toaster = try Toaster(session: false)
        let before = toaster.snapshot
        #expect(throws: DeepLinkError(link: "Clip.openClip(id: 7)", reason: .unreachable(from: "Auth.login"))) {
            try toaster.runtime.open(ClipFlow.self, sending: .openClip(id: 7))
        }
        #expect(toaster.snapshot == before)
    }

    @Test("Unknown links and bad parameters are typed errors; nothing changes", arguments: [
        ("movie/7", DeepLinkError.Reason.noMatch),
        ("clip/seven", .badParameter(LinkParameterError(name: "id", value: "seven", expected: "Int"))),
        ("clip/7/extra", .noMatch),
    ])
    func badLinks(link: String, reason: DeepLinkError.Reason) throws {
        let toaster = try Toaster.loggedIn()
        let before = toaster.snapshot
        #expect(throws: DeepLinkError(link: link, reason: reason)) { try toaster.runtime.open(link) }
        #expect(toaster.snapshot == before)
    }

    @Test("A literal pattern wins over a parameter; parameters are percent-decoded")
    func patternPrecedenceAndDecoding() throws {
        let toaster = try Toaster.loggedIn()
        #expect(try toaster.runtime.open("timer/new").description == "TabBar.selectTab(.timer) → Timer.add")
        #expect(toaster.visible == "Timer.addTimer")
        let plan = try toaster.runtime.open("toaster://search/caf%C3%A9%20bar?utm=x")
        #expect(plan.steps.last?.description == "Search.submit(query: \"café bar\")")
        #expect(toaster.router.state.modals.isEmpty, "the timer sheet was dismissed on the way")
        toaster.expectConsistent()
    }

    @Test("The typed API plans without a URL")
    func typedOpen() throws {
        let toaster = try Toaster.loggedIn()
        try toaster.runtime.open(ClipFlow.self, sending: .openClip(id: 11))
        #expect(toaster.visible == "Clip.clipDetail")
        try toaster.runtime.open(HomeFlow.self, showing: .settings)
        #expect(toaster.visible == "Home.settings")
        let plan = try toaster.runtime.plan(SearchFlow.self, sending: .submit(query: "x"))
        #expect(plan.description == "TabBar.selectTab(.search) → Search.submit(query: \"x\")")
        #expect(toaster.visible == "Home.settings", "planning changes nothing")
        toaster.expectConsistent()
    }

    @Test("A URL opens as its text does")
    func openURL() throws {
        let toaster = try Toaster.loggedIn()
        let url = try #require(URL(string: "toaster://search/swift"))
        #expect(try toaster.runtime.open(url).description == "TabBar.selectTab(.search) → Search.submit(query: \"swift\")")
        #expect(toaster.visible == "Search.results")
    }

    @Test("Opening a link runs effects and records each step for observers")
    func recordsEachStep() throws {
        let toaster = try Toaster.loggedIn()
        let count = toaster.trace.count
        try toaster.runtime.open("clip/7")
        #expect(toaster.trace.dropFirst(count).map(\.description) == [
            "TabBar.home --selectTab(.clip)--> TabBar.clip",
            "Clip.clipList --openClip(id: 7)--> Clip.clipDetail",
        ])
    }
}

@MainActor
@Suite("Deep links from inside an event")
struct BusyDeepLinkTests {
    @Test("A link opened by an observer while an event is applied is refused; nothing changes")
    func openFromObserver() throws {
        let toaster = try Toaster.loggedIn()
        var refusal: DeepLinkError?
        toaster.runtime.addObserver { [runtime = toaster.runtime] _ in
            do throws(DeepLinkError) { try runtime.open("clip/7") } catch { refusal = error }
        }
        try toaster.home.send(.openSettings)
        #expect(refusal == DeepLinkError(link: "clip/7", reason: .busy))
        #expect(toaster.visible == "Home.settings")
        toaster.expectConsistent()
    }
}
