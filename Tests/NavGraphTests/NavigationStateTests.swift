import NavGraph
import Testing

/// The headless router's reducer: commands applied to literal states.
@Suite("NavigationState applies commands")
@MainActor
struct NavigationStateTests {
    static let a = FlowID(rawValue: 1)
    static let b = FlowID(rawValue: 2)
    static func screen(_ route: String, _ index: Int, flow: FlowID = a) -> Screen {
        Screen(flow: flow, flowName: flow == a ? "A" : "B", route: route, index: index)
    }
    static let stackA = ContainerID(owner: a, slot: 0)
    static let modalB = ContainerID(owner: b, slot: 0)
    static func root(_ routes: [String]) -> NavigationState {
        NavigationState(root: .stack(ScreenStack(id: stackA, screens: routes.enumerated().map { screen($1, $0) })))
    }

    @Test("push, pop, popToRoot, popTo on a stack")
    func stackCommands() {
        var state = Self.root(["one"])
        var applied: Bool
        applied = state.applying(.push(Self.screen("two", 1), onto: Self.stackA))
        #expect(applied)
        applied = state.applying(.push(Self.screen("three", 2), onto: Self.stackA))
        #expect(applied)
        #expect(state == Self.root(["one", "two", "three"]))
        applied = state.applying(.pop(Self.stackA))
        #expect(applied)
        #expect(state == Self.root(["one", "two"]))
        applied = state.applying(.popToRoot(Self.stackA))
        #expect(applied)
        #expect(state == Self.root(["one"]))
        applied = state.applying(.pop(Self.stackA))
        #expect(applied)
        #expect(state == Self.root(["one"]), "the first screen never pops")
        state = Self.root(["one", "two", "three"])
        applied = state.applying(.popTo(count: 1, in: Self.stackA))
        #expect(applied)
        #expect(state == Self.root(["one"]))
    }

    @Test("present, dismiss and setRoot")
    func modalCommands() {
        var state = Self.root(["one"])
        var applied: Bool
        let modal = NavigationState.Container.stack(ScreenStack(id: Self.modalB, screens: [Self.screen("m", 0, flow: Self.b)]))
        applied = state.applying(.present(modal))
        #expect(applied)
        #expect(state.visibleScreen?.description == "B.m")
        applied = state.applying(.push(Self.screen("n", 1, flow: Self.b), onto: Self.modalB))
        #expect(applied)
        #expect(state.visibleScreen?.description == "B.n")
        applied = state.applying(.dismiss(Self.modalB))
        #expect(applied)
        #expect(state == Self.root(["one"]))
        applied = state.applying(.present(modal))
        #expect(applied)
        applied = state.applying(.setRoot(.stack(ScreenStack(id: Self.modalB, screens: []))))
        #expect(applied)
        #expect(state.modals.isEmpty)
    }

    @Test("selectTab on a tab bar; commands naming missing containers change nothing")
    func tabsAndMissing() {
        let tabs = ContainerID(owner: Self.b, slot: 0)
        var state = NavigationState(root: .tabs(id: tabs, names: ["x", "y"], stacks: [
            ScreenStack(id: ContainerID(owner: FlowID(rawValue: 3), slot: 0), screens: []),
            ScreenStack(id: ContainerID(owner: FlowID(rawValue: 4), slot: 0), screens: []),
        ], selected: 0))
        var applied: Bool
        applied = state.applying(.selectTab(1, in: tabs))
        #expect(applied)
        #expect(state.root?.selectedIndex == 1)
        let before = state
        applied = state.applying(.selectTab(5, in: tabs))
        #expect(!applied)
        applied = state.applying(.push(Self.screen("z", 0), onto: Self.stackA))
        #expect(!applied)
        applied = state.applying(.dismiss(Self.modalB))
        #expect(!applied)
        #expect(state == before)
    }
}

/// Screens are values: equal when their flow, names and position are.
@Suite("Screens")
@MainActor
struct ScreenTests {
    @Test("A screen made from strings equals the runtime's, hashes alike, and keeps its names")
    func madeFromStrings() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let flow = try runtime.start(CountedFlow())
        let shown = try #require(runtime.impliedNavigationState.visibleScreen)
        // Built from fresh string storage, not the table's.
        let made = Screen(flow: flow.flowID, flowName: String("Counted".reversed().reversed()), route: "li" + "st", index: 0)
        #expect(made == shown)
        #expect(made.hashValue == shown.hashValue)
        #expect(made.flowName == "Counted" && made.route == "list" && made.description == "Counted.list")
        #expect(made != Screen(flow: flow.flowID, flowName: "Counted", route: "detail", index: 0))
        #expect(made != Screen(flow: flow.flowID, flowName: "Other", route: "list", index: 0))
        #expect(made != Screen(flow: flow.flowID, flowName: "Counted", route: "list", index: 1))
    }
}
