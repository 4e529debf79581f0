import NavGraph
import Testing

/// A wizard: steps pushed, a help sheet presented over them with pages of its own.
struct WizardFlow: Flow {
    enum Route: FlowRoute { case start, details, confirm, help, helpPage }
    enum Event: FlowEvent { case next, openHelp, morePages, restart }
    static let definition = FlowDefinition<WizardFlow>(
        initial: .start,
        transitions: [
            .on(.next, from: .start, .push(.details)),
            .on(.next, from: .details, .push(.confirm)),
            .on(.openHelp, .present(.help)),
            .on(.morePages, .push(.helpPage)),
            .on(.restart, .popToRoot),
        ]
    )
}

/// `popToRoot` applied through a flow: the machine, the command and the router agree.
@MainActor
@Suite("popToRoot through a flow")
struct PopToRootTests {
    @Test("Pops the flow's stack back to its first screen in one command")
    func popsTheStack() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let wizard = try runtime.start(WizardFlow())
        try wizard.send(.next)
        try wizard.send(.next)
        #expect(router.state.description == "root: [Wizard.start, Wizard.details, Wizard.confirm]")
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        try wizard.send(.restart)
        #expect(wizard.routes == [.start])
        #expect(router.state.description == "root: [Wizard.start]")
        #expect(records.map(\.commands) == [[.popToRoot(ContainerID(owner: wizard.flowID, slot: 0))]])
        #expect(router.state == runtime.impliedNavigationState)
    }

    @Test("On the first screen it changes nothing and emits no command")
    func alreadyAtRoot() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let wizard = try runtime.start(WizardFlow())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }
        try wizard.send(.restart)
        #expect(wizard.routes == [.start])
        #expect(records.map(\.commands) == [[]])
        #expect(router.state.description == "root: [Wizard.start]")
    }

    @Test("In a presented route it pops that modal's stack only; the screens under it stay")
    func popsThePresentedStack() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let wizard = try runtime.start(WizardFlow())
        try wizard.send(.next)
        try wizard.send(.openHelp)
        try wizard.send(.morePages)
        try wizard.send(.morePages)
        #expect(wizard.routes == [.start, .details, .help, .helpPage, .helpPage])
        try wizard.send(.restart)
        #expect(wizard.routes == [.start, .details, .help])
        #expect(router.state.description == "root: [Wizard.start, Wizard.details]\nmodal: [Wizard.help]")
        #expect(router.state == runtime.impliedNavigationState)
    }
}
