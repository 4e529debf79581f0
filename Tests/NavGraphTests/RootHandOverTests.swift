import NavGraph
import Testing
import ToasterExample

/// Shows a child as the window's root; takes the window back when the child leaves, or hands it
/// to a new child when the child swaps.
struct SwapFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case showKid, kidLeft, kidSwapped }

    /// How many more times `counting` holds: an impure guard, on purpose (it shows how often the
    /// runtime asks it).
    final class Countdown: @unchecked Sendable {
        var remaining = Int.max
    }
    var countdown = Countdown()

    static let counting = Guard<SwapFlow, Void>("counting") { flow, _ in
        flow.countdown.remaining -= 1
        return flow.countdown.remaining >= 0
    }

    static let definition = FlowDefinition<SwapFlow>(
        initial: .home,
        transitions: [
            .on(.showKid, .start(SwapKidFlow.self, .root) { _, _ in SwapKidFlow() }),
            .on(.kidLeft, .stay),
            .on(.kidSwapped, when: counting, .start(SwapKidFlow.self, .root) { _, _ in SwapKidFlow() }),
            .on(.kidSwapped, .stay),
        ],
        children: [
            ChildFlow(SwapKidFlow.self) { output in
                switch output {
                case .left: .kidLeft
                case .swapped: .kidSwapped
                }
            },
        ]
    )
}

struct SwapKidFlow: Flow {
    enum Route: FlowRoute { case page }
    enum Event: FlowEvent { case leave, swap }
    enum Output: Sendable { case left, swapped }
    static let definition = FlowDefinition<SwapKidFlow>(
        initial: .page,
        transitions: [
            .on(.leave, .finish(.left)),
            .on(.swap, .finish(.swapped)),
        ]
    )
}

/// A flow shown as the window's root gives the window back to its parent when it finishes,
/// unless the parent shows a new root in the same event: then the parent's screen is never set
/// as root in between (a platform router would build it only to throw it away).
@MainActor
@Suite("A root flow hands the window over")
struct RootHandOverTests {
    @MainActor
    final class Setup {
        let router = HeadlessRouter()
        let runtime: FlowRuntime
        let swap: FlowHandle<SwapFlow>
        var commands: [NavigationCommand] = []

        init(_ flow: SwapFlow = SwapFlow()) throws {
            runtime = FlowRuntime(router: router)
            swap = try runtime.start(flow)
            try swap.send(.showKid)
            runtime.addObserver { [unowned self] record in commands += record.commands }
        }

        func kid() throws -> FlowHandle<SwapKidFlow> { try #require(runtime.handle(SwapKidFlow.self)) }
        var visible: String { router.state.visibleScreen?.description ?? "nothing" }
        var setRoots: [NavigationState.Container] {
            commands.compactMap { if case .setRoot(let container) = $0 { container } else { nil } }
        }
    }

    @Test("A root child that leaves gives the window back to its parent")
    func givesTheWindowBack() throws {
        let setup = try Setup()
        #expect(setup.visible == "SwapKid.page")
        try setup.kid().send(.leave)
        #expect(setup.visible == "Swap.home")
        #expect(setup.setRoots.map(\.id) == [ContainerID(owner: setup.swap.flowID, slot: 0)])
        #expect(setup.router.state == setup.runtime.impliedNavigationState)
    }

    @Test("A root child whose parent shows a new root is replaced in one command")
    func handsTheWindowToTheNextChild() throws {
        let setup = try Setup()
        let first = try setup.kid()
        try first.send(.swap)
        let second = try setup.kid()
        #expect(second.flowID != first.flowID)
        #expect(setup.visible == "SwapKid.page")
        #expect(setup.setRoots.map(\.id) == [ContainerID(owner: second.flowID, slot: 0)])
        #expect(setup.router.state == setup.runtime.impliedNavigationState)
    }

    @Test("A parent's guard is asked once for a child's output: the transition validated is the one applied")
    func parentGuardAskedOnce() throws {
        let flow = SwapFlow()
        let setup = try Setup(flow)
        let first = try setup.kid()
        // Holds once: asked again when applying, it would fail and SwapFlow would stay.
        flow.countdown.remaining = 1
        try first.send(.swap)
        #expect(flow.countdown.remaining == 0)
        let second = try setup.kid()
        #expect(second.flowID != first.flowID)
        #expect(setup.visible == "SwapKid.page")
        #expect(setup.setRoots.map(\.id) == [ContainerID(owner: second.flowID, slot: 0)])
        #expect(setup.router.state == setup.runtime.impliedNavigationState)
    }

    @Test("Login and logout each set the root once: App's splash never shows in between")
    func loginAndLogoutSetTheRootOnce() throws {
        let toaster = try Toaster()
        let launched = toaster.trace.count
        /// The roots set since launch: `tabs`, or the first screen of a stack.
        func setRoots() -> [String] {
            toaster.trace.dropFirst(launched).flatMap(\.commands).compactMap { command in
                guard case .setRoot(let container) = command else { return nil }
                return container.isTabBar ? "tabs" : container.stacks.first?.screens.first?.description ?? "?"
            }
        }
        try toaster.auth.send(.loggedIn)
        #expect(setRoots() == ["tabs"])
        try toaster.home.send(.openSettings)
        try toaster.home.send(.tapLogout)
        #expect(setRoots() == ["tabs", "Auth.login"])
        toaster.expectConsistent()
    }
}
