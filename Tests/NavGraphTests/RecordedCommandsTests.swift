import NavGraph
import Testing

/// A host that pushes a child which can present a sheet of its own.
struct CommandHostFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case openChild, childDone, refresh }
    static let definition = FlowDefinition<CommandHostFlow>(
        initial: .home,
        transitions: [
            .on(.openChild, .start(CommandChildFlow.self, .push) { _, _ in CommandChildFlow() }),
            .on(.childDone, .stay),
            .on(.refresh, .stay),
        ],
        children: [ChildFlow(CommandChildFlow.self) { _ in .childDone }]
    )
}

struct CommandChildFlow: Flow {
    enum Route: FlowRoute { case page, sheet }
    enum Event: FlowEvent { case showSheet, done }
    enum Output: Sendable { case done }
    static let definition = FlowDefinition<CommandChildFlow>(
        initial: .page,
        transitions: [
            .on(.showSheet, from: .page, .present(.sheet)),
            .on(.done, .finish(.done)),
        ]
    )
}

/// Each record lists exactly the commands the router received for its transition, in order:
/// none, one, or several (a finishing flow's modal dismissed and its screens popped).
@MainActor
@Suite("Recorded commands")
struct RecordedCommandsTests {
    @Test("Records hold none, one or several commands, as the router received them")
    func recordsMatchTheRouter() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let host = try runtime.start(CommandHostFlow())
        var records: [TransitionRecord] = []
        runtime.addObserver { records.append($0) }

        try host.send(.refresh)
        try host.send(.openChild)
        let child = try #require(runtime.handle(CommandChildFlow.self))
        try child.send(.showSheet)
        try child.send(.done)

        let hostStack = ContainerID(owner: host.flowID, slot: 0)
        let sheet = ContainerID(owner: child.flowID, slot: 1)
        #expect(records.map(\.event) == ["refresh", "openChild", "showSheet", "done", "childDone"])
        #expect(records[0].commands == [])
        #expect(records[1].commands == [.push(Screen(flow: child.flowID, flowName: "CommandChild", route: "page", index: 0), onto: hostStack)])
        #expect(records[2].commands.count == 1)
        #expect(records[3].commands == [.dismiss(sheet), .popTo(count: 1, in: hostStack)])
        #expect(records[4].commands == [])
        #expect(router.state.description == "root: [CommandHost.home]")
        // Equal records are equal whatever their commands; different commands tell them apart.
        #expect(records[3] == records[3] && records[3] != records[1] && records[0] != records[4])
    }
}
