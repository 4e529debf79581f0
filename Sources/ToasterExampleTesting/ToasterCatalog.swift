public import NavGraphTesting
public import ToasterExample

/// The events the reference app's screens send, as a user's test-support module declares them for
/// ``FlowExplorer``: shared by NavGraphTesting's tests and the benchmarks.
public let toasterCatalog = EventCatalog {
    FlowEvents(AppFlow.self, [.launch])
    FlowEvents(AuthFlow.self, [.tapSignUp, .tapForgotPassword, .back, .loggedIn, .signedUp])
    FlowEvents(TabBarFlow.self, [.tapPlus])
        .generating(Gen<TabBarFlow.Route>.case.map { .selectTab($0) })
        .tabTap { .selectTab($0) }
    FlowEvents(HomeFlow.self, [.openSettings, .back, .tapLogout])
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(ClipFlow.self, [.back])
        .generating(Gen.int(in: 1...3).map { .openClip(id: $0) })
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(SearchFlow.self, [.back])
        .generating(Gen.letter.string(of: 1...6).map { .submit(query: $0) })
        .generating(Gen.int(in: 1...3).map { .openLink(id: $0) })
    FlowEvents(TimerFlow.self, [.add, .done, .back])
        .generating(Gen.int(in: 1...3).map { .edit(id: $0) })
    FlowEvents(AddLinkFlow.self, [.back, .saved, .cancel])
        .generating(Gen.letter.string(of: 1...6).map { .linkEntered(url: "https://\($0).example") })
    FlowEvents(LinkDetailFlow.self, [.close, .back])
}

/// Both launch configurations: a fresh install and a restored session (the `hasSession` guard).
public let toasterRoots = [AppFlow(session: Session(hasSession: false)), AppFlow(session: Session(hasSession: true))]
