import NavGraph
import Testing
import ToasterExample

/// Every declared transition of the reference hierarchy, driven through the runtime: the transition
/// is applied (its record names flow, source route, event and action kind) and the screen shown
/// afterwards is the expected one.
@MainActor
@Suite("Every transition of the reference")
struct ReferenceTransitionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// `Flow.event@from` (`*` for any route), as derived from the graph.
        let key: String
        let visible: String
        let drive: @MainActor @Sendable (Toaster) throws -> Void
        var testDescription: String { key }
    }

    nonisolated static let cases: [Case] = [
        Case(key: "App.launch@splash[hasSession]", visible: "Home.home") { _ in },
        Case(key: "App.launch@splash", visible: "Auth.login") { _ in },
        Case(key: "App.loggedIn@*", visible: "Home.home") { try $0.auth.send(.loggedIn) },
        Case(key: "App.loggedOut@*", visible: "Auth.login") { try $0.loginToHome(); try $0.home.send(.openSettings); try $0.home.send(.tapLogout) },
        Case(key: "Auth.tapSignUp@login", visible: "Auth.signUp") { try $0.auth.send(.tapSignUp) },
        Case(key: "Auth.tapForgotPassword@login", visible: "Auth.forgotPassword") { try $0.auth.send(.tapForgotPassword) },
        Case(key: "Auth.back@*", visible: "Auth.login") { try $0.auth.send(.tapForgotPassword); try $0.auth.send(.back) },
        Case(key: "Auth.loggedIn@login", visible: "Home.home") { try $0.auth.send(.loggedIn) },
        Case(key: "Auth.signedUp@signUp", visible: "Home.home") { try $0.auth.send(.tapSignUp); try $0.auth.send(.signedUp) },
        Case(key: "TabBar.selectTab@*", visible: "Search.search") { try $0.loginToHome(); try $0.tabBar.send(.selectTab(.search)) },
        Case(key: "TabBar.tapPlus@*", visible: "AddLink.addLink") { try $0.loginToHome(); try $0.tabBar.send(.tapPlus) },
        Case(key: "TabBar.logout@*", visible: "Auth.login") { try $0.loginToHome(); try $0.home.send(.openSettings); try $0.home.send(.tapLogout) },
        Case(key: "TabBar.addLinkSaved@*", visible: "Home.home") {
            try $0.loginToHome()
            try $0.tabBar.send(.selectTab(.timer))
            try $0.tabBar.send(.tapPlus)
            try $0.addLink.send(.linkEntered(url: "u"))
            try $0.addLink.send(.saved)
        },
        Case(key: "TabBar.addLinkCancelled@*", visible: "Clip.clipList") {
            try $0.loginToHome()
            try $0.tabBar.send(.selectTab(.clip))
            try $0.tabBar.send(.tapPlus)
            try $0.addLink.send(.cancel)
        },
        Case(key: "Home.openLink@home", visible: "LinkDetail.webView") { try $0.loginToHome(); try $0.home.send(.openLink(id: 1)) },
        Case(key: "Home.openSettings@home", visible: "Home.settings") { try $0.loginToHome(); try $0.home.send(.openSettings) },
        Case(key: "Home.back@settings", visible: "Home.home") { try $0.loginToHome(); try $0.home.send(.openSettings); try $0.home.send(.back) },
        Case(key: "Home.tapLogout@settings", visible: "Auth.login") { try $0.loginToHome(); try $0.home.send(.openSettings); try $0.home.send(.tapLogout) },
        Case(key: "Home.linkClosed@*", visible: "Home.home") { try $0.loginToHome(); try $0.home.send(.openLink(id: 1)); try $0.linkDetail.send(.close) },
        Case(key: "Clip.openClip@clipList", visible: "Clip.clipDetail") { try $0.toTab(.clip); try $0.clip.send(.openClip(id: 1)) },
        Case(key: "Clip.openLink@*", visible: "LinkDetail.webView") { try $0.toTab(.clip); try $0.clip.send(.openClip(id: 1)); try $0.clip.send(.openLink(id: 2)) },
        Case(key: "Clip.back@clipDetail", visible: "Clip.clipList") { try $0.toTab(.clip); try $0.clip.send(.openClip(id: 1)); try $0.clip.send(.back) },
        Case(key: "Clip.linkClosed@*", visible: "Clip.clipList") { try $0.toTab(.clip); try $0.clip.send(.openLink(id: 2)); try $0.linkDetail.send(.back) },
        Case(key: "Search.submit@search", visible: "Search.results") { try $0.toTab(.search); try $0.search.send(.submit(query: "q")) },
        Case(key: "Search.openLink@*", visible: "LinkDetail.webView") { try $0.toTab(.search); try $0.search.send(.openLink(id: 3)) },
        Case(key: "Search.back@results", visible: "Search.search") { try $0.toTab(.search); try $0.search.send(.submit(query: "q")); try $0.search.send(.back) },
        Case(key: "Search.linkClosed@*", visible: "Search.results") {
            try $0.toTab(.search)
            try $0.search.send(.submit(query: "q"))
            try $0.search.send(.openLink(id: 3))
            try $0.linkDetail.send(.close)
        },
        Case(key: "Timer.edit@timerList", visible: "Timer.editTimer") { try $0.toTab(.timer); try $0.timer.send(.edit(id: 1)) },
        Case(key: "Timer.add@timerList", visible: "Timer.addTimer") { try $0.toTab(.timer); try $0.timer.send(.add) },
        Case(key: "Timer.done@addTimer", visible: "Timer.timerList") { try $0.toTab(.timer); try $0.timer.send(.add); try $0.timer.send(.done) },
        Case(key: "Timer.back@editTimer", visible: "Timer.timerList") { try $0.toTab(.timer); try $0.timer.send(.edit(id: 1)); try $0.timer.send(.back) },
        Case(key: "AddLink.linkEntered@addLink", visible: "AddLink.selectClip") { try $0.loginToHome(); try $0.tabBar.send(.tapPlus); try $0.addLink.send(.linkEntered(url: "u")) },
        Case(key: "AddLink.back@selectClip", visible: "AddLink.addLink") {
            try $0.loginToHome()
            try $0.tabBar.send(.tapPlus)
            try $0.addLink.send(.linkEntered(url: "u"))
            try $0.addLink.send(.back)
        },
        Case(key: "AddLink.saved@selectClip", visible: "Home.home") {
            try $0.loginToHome()
            try $0.tabBar.send(.tapPlus)
            try $0.addLink.send(.linkEntered(url: "u"))
            try $0.addLink.send(.saved)
        },
        Case(key: "AddLink.cancel@*", visible: "Home.home") { try $0.loginToHome(); try $0.tabBar.send(.tapPlus); try $0.addLink.send(.cancel) },
        Case(key: "LinkDetail.close@*", visible: "Home.home") { try $0.loginToHome(); try $0.home.send(.openLink(id: 1)); try $0.linkDetail.send(.close) },
        Case(key: "LinkDetail.back@*", visible: "Home.home") { try $0.loginToHome(); try $0.home.send(.openLink(id: 1)); try $0.linkDetail.send(.back) },
    ]

    @Test("The transition applies and shows the expected screen", arguments: cases)
    func transition(_ transition: Case) throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let declared = try #require(graph.keyedTransitions[transition.key], "no declared transition \(transition.key)")
        let toaster = try Toaster(session: transition.key.hasSuffix("[hasSession]"))
        try transition.drive(toaster)
        let applied = toaster.trace.contains { record in
            record.flow == declared.flow && record.event == declared.transition.event
                && (declared.transition.from == nil || record.from == declared.transition.from)
                && record.action == declared.transition.action.kind
        }
        #expect(applied, "\(transition.key) was never applied: \(toaster.trace.map(\.description))")
        #expect(toaster.visible == transition.visible)
        toaster.expectConsistent()
    }

    @Test("The table covers every declared transition exactly once")
    func tableIsComplete() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let keys = Self.cases.map(\.key)
        #expect(keys.count == Set(keys).count)
        #expect(Set(keys) == Set(graph.keyedTransitions.keys))
    }
}

extension FlowGraph {
    /// Transitions keyed `Flow.event@from[guard]`.
    var keyedTransitions: [String: (flow: String, transition: TransitionSpec)] {
        Dictionary(uniqueKeysWithValues: allTransitions.map { entry in
            let guardName = entry.transition.guard.map { "[\($0)]" } ?? ""
            return ("\(entry.flow).\(entry.transition.event)@\(entry.transition.from ?? "*")\(guardName)", entry)
        })
    }
}

extension Toaster {
    func loginToHome() throws {
        if runtime.handle(AuthFlow.self) != nil { try auth.send(.loggedIn) }
    }

    func toTab(_ tab: TabBarFlow.Route) throws {
        try loginToHome()
        try tabBar.send(.selectTab(tab))
    }
}
