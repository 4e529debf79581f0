import Foundation
import NavGraph
import Testing
import ToasterExample

/// README's runtime samples, run as written, with what their comments promise checked.
@MainActor
@Suite("README's runtime samples")
struct ReadmeRuntimeTests {
    @Test("Run it headless: the states README prints")
    func headless() throws {
        let session = Session(hasSession: false)
        var printed: [String] = []
        func print(_ state: NavigationState) { printed.append(state.description) }
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let app = try runtime.start(AppFlow(session: session))
        try app.send(.launch)
        print(router.state)            // root: [Auth.login]
        try runtime.handle(AuthFlow.self)?.send(.loggedIn)
        print(router.state)            // root: tabs(*[Home.home] | [Clip.clipList] | [Search.search] | [Timer.timerList])
        #expect(printed == ["root: [Auth.login]", "root: tabs(*[Home.home] | [Clip.clipList] | [Search.search] | [Timer.timerList])"])
    }

    @Test("Deep links: the link and the typed target open the clip")
    func deepLinks() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        #expect(try runtime.plan("toaster://clip/7").description == "TabBar.selectTab(.clip) → Clip.openClip(id: 7)")
        try runtime.open("toaster://clip/7")    // TabBar.selectTab(.clip) → Clip.openClip(id: 7)
        try runtime.open(ClipFlow.self, sending: .openClip(id: 7))   // typed, without a URL
        #expect(router.state.visibleScreen?.description == "Clip.clipDetail")
        #expect(runtime.handle(ClipFlow.self)?.routes == [.clipList, .clipDetail])
    }
}
