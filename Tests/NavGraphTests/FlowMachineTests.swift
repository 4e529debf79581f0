import NavGraph
import Testing
import ToasterExample

/// The pure machine: literal route stacks before and after, no runtime.
@Suite("FlowMachine")
struct FlowMachineTests {
    @Test("Push and pop change the route stack; rejections leave it as it was")
    func authStack() throws {
        var auth = FlowMachine(AuthFlow())
        #expect(auth.routes == [.login])
        #expect(try auth.send(.tapSignUp) == .pushed(index: 1, slot: 0))
        #expect(auth.routes == [.login, .signUp])
        #expect(throws: NavigationError(flow: "Auth", route: "signUp", event: "loggedIn", reason: .unhandled)) {
            try auth.send(.loggedIn)
        }
        #expect(auth.routes == [.login, .signUp])
        #expect(try auth.send(.back) == .popped(slot: 0))
        #expect(throws: NavigationError(flow: "Auth", route: "login", event: "back", reason: .cannotPopFirstScreen)) {
            try auth.send(.back)
        }
        #expect(auth.routes == [.login])
        #expect(try auth.send(.loggedIn) == .finishes)
        #expect(auth.routes == [.login], "finishing is the runtime's job")
    }

    @Test("A machine's rejection reads, equals and hashes as the same rejection written out")
    func rejectionTexts() throws {
        var auth = FlowMachine(AuthFlow())
        let written = NavigationError(flow: "Auth", route: "login", event: "back", reason: .cannotPopFirstScreen)
        do {
            try auth.send(.back)
            Issue.record("popping the first screen was accepted")
        } catch {
            #expect((error.flow, error.route, error.event) == ("Auth", "login", "back"))
            #expect(error.description == "Auth.login rejected back: cannotPopFirstScreen")
            #expect(error == written && written == error)
            #expect(error.hashValue == written.hashValue)
            #expect(error != NavigationError(flow: "Auth", route: "signUp", event: "back", reason: .cannotPopFirstScreen))
            #expect(Set([error, written]).count == 1)
        }
    }

    @Test("A rejection by numbers names the machine's own flow, in a flow with children too")
    func rejectionNamesItsFlow() {
        // The flow's type is kept once with its definition; the definition also names its children's.
        var home = FlowMachine(HomeFlow())
        #expect(throws: NavigationError(flow: "Home", route: "home", event: "back", reason: .unhandled)) {
            try home.send(.back)
        }
    }

    @Test("A rejection fits in four words: it is returned in registers, not through memory")
    func rejectionSize() {
        #expect(MemoryLayout<NavigationError>.size <= 4 * MemoryLayout<Int>.size)
    }

    /// Two guarded rows for one event, neither holding.
    struct GatedFlow: Flow {
        enum Route: FlowRoute { case start, next }
        enum Event: FlowEvent { case go, back }
        static let definition = FlowDefinition<GatedFlow>(initial: .start, transitions: [
            .on(.back, from: .next, .pop),
            .on(.go, when: Guard("first") { _ in false }, .push(.next)),
            .on(.go, when: Guard("second") { _ in false }, .push(.next)),
        ])
    }

    @Test("A machine's failed guard names the last guard asked, read back from its row")
    func guardFailedTexts() {
        var gated = FlowMachine(GatedFlow())
        let written = NavigationError(flow: "Gated", route: "start", event: "go", reason: .guardFailed(guard: "second"))
        do {
            try gated.send(.go)
            Issue.record("a failed guard was passed")
        } catch {
            #expect(error.reason == .guardFailed(guard: "second"))
            #expect(error.description == "Gated.start rejected go: guardFailed(guard: \"second\")")
            #expect(error == written && error.hashValue == written.hashValue)
        }
        #expect(gated.routes == [.start])
    }

    /// Another flow whose rejection of `back` on its first screen has `GatedFlow`'s numbers.
    struct GatedTwinFlow: Flow {
        typealias Route = GatedFlow.Route
        typealias Event = GatedFlow.Event
        static let definition = FlowDefinition<GatedTwinFlow>(initial: .start, transitions: [.on(.back, from: .next, .pop)])
    }

    @Test("Rejections kept as numbers are equal when their flow, route, row and reason are, and only then")
    func numberedEquality() {
        func rejection<F: Flow>(_ flow: F, _ event: F.Event) -> NavigationError? {
            var machine = FlowMachine(flow)
            do {
                try machine.send(event)
                return nil
            } catch {
                return error
            }
        }
        let gated = rejection(GatedFlow(), .back)
        let twin = rejection(GatedTwinFlow(), .back)
        #expect(gated != nil && gated == rejection(GatedFlow(), .back))
        #expect(twin?.flow == "GatedTwin" && gated != twin)
        #expect(gated != rejection(GatedFlow(), .go))
    }

    @Test("Present opens a slot, pushes go into it, dismiss removes both")
    func timerModal() throws {
        var timer = FlowMachine(TimerFlow())
        #expect(try timer.send(.add) == .presented(index: 1, slot: 1))
        #expect(timer.entries.map(\.slot) == [0, 1])
        #expect(try timer.send(.done) == .dismissed(slot: 1))
        #expect(timer.routes == [.timerList])
        #expect(throws: NavigationError.self) { try timer.send(.done) }
    }

    @Test("Tab selection moves the selected tab; re-selection is reported for the runtime")
    func tabs() throws {
        var tabBar = FlowMachine(TabBarFlow())
        #expect(tabBar.selectedTab == 0)
        #expect(try tabBar.send(.selectTab(.search)) == .selectedTab(2))
        #expect(tabBar.route == .search)
        #expect(try tabBar.send(.selectTab(.search)) == .reselectedTab(2))
        #expect(tabBar.route == .search)
        #expect(try tabBar.send(.tapPlus) == .startsChild)
        #expect(try tabBar.action(for: .logout).kind == .finish)
    }

    @Test("A tab selection leaves other machines of the flow on their own tab")
    func tabSelectionIsPerMachine() throws {
        var first = FlowMachine(TabBarFlow())
        let second = first
        try first.send(.selectTab(.timer))
        #expect(first.route == .timer)
        #expect(second.route == .home)
        #expect(second.selectedTab == 0)
        #expect(FlowMachine(TabBarFlow()).route == .home)
    }

    @Test("The event that opened a screen is kept with it")
    func eventsKept() throws {
        var search = FlowMachine(SearchFlow())
        try search.send(.submit(query: "q"))
        guard case .submit(let query)? = search.entries.last?.event else {
            Issue.record("no event kept")
            return
        }
        #expect(query == "q")
        #expect(search.entries.first.map { $0.event == nil } == true)
    }

    @Test("Guards decide between rows for the same event")
    func guards() throws {
        var withSession = FlowMachine(AppFlow(session: Session(hasSession: true)))
        let without = FlowMachine(AppFlow(session: Session(hasSession: false)))
        let started = try withSession.action(for: .launch).childStart?.childType
        let startedWithout = try without.action(for: .launch).childStart?.childType
        #expect(started.map(ObjectIdentifier.init) == ObjectIdentifier(TabBarFlow.self))
        #expect(startedWithout.map(ObjectIdentifier.init) == ObjectIdentifier(AuthFlow.self))
        #expect(try withSession.send(.launch) == .startsChild)
    }
}

