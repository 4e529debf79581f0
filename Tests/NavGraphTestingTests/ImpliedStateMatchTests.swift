import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// `FlowRuntime.impliesNavigationState(_:)` answers `impliedNavigationState == state` without
/// building the implied state: checked against that comparison after every step of random walks,
/// for the router's state and for states that differ from it in one place each.
@Suite("Matching the implied state in place")
@MainActor
struct ImpliedStateMatchTests {
    @Test("Agrees with building and comparing, for the router's state and every near miss")
    func agreesWithComparison() async throws {
        let agrees = Invariant("matchAgrees") { context in
            let runtime = context.runtime
            let implied = runtime.impliedNavigationState
            var disagreements: [String] = []
            for (name, state) in Self.variants(of: context.after.routerState) + Self.variants(of: implied) {
                let built = implied == state
                if runtime.impliesNavigationState(state) != built {
                    disagreements.append("\(name): matching says \(!built), comparing says \(built), for\n\(state)")
                }
            }
            return disagreements.isEmpty ? nil : disagreements.joined(separator: "\n")
        }
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 10...40, platformShare: 0.3, invariants: [agrees]))
        let summary = await explorer.check(count: 150)
        #expect(summary.failure == nil)
        #expect(summary.transitions > 1_000)
    }

    @Test("A presented route, with the modal it opens, matches; without it, does not")
    func presentedRoute() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        let app = try runtime.start(AppFlow(session: Session(hasSession: true)))
        try app.send(.launch)
        try #require(runtime.handle(TabBarFlow.self)).send(.selectTab(.timer))
        try #require(runtime.handle(TimerFlow.self)).send(.add)
        let state = router.state
        try #require(state.modals.count == 1)
        #expect(runtime.impliesNavigationState(state))
        var withoutModal = state
        withoutModal.modals.removeAll()
        #expect(!runtime.impliesNavigationState(withoutModal))
        #expect(!runtime.impliesNavigationState(NavigationState()))
    }

    @Test("States with more stacks than the counters held before are matched, and smaller ones after them")
    func countersGrow() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
        let state = router.state
        let tabs = try #require(state.root)
        try #require(tabs.stacks.count == 4)
        // The first match a runtime makes is against 4 + 3 × 4 stacks: more than its first
        // buffer of counters holds.
        var crowded = state
        crowded.modals = Array(repeating: tabs, count: 3)
        #expect(!runtime.impliesNavigationState(crowded))
        #expect(runtime.impliesNavigationState(state))
        var wider = state
        wider.modals = Array(repeating: tabs, count: 12)
        #expect(!runtime.impliesNavigationState(wider))
        #expect(runtime.impliesNavigationState(state))
        #expect(!runtime.impliesNavigationState(NavigationState()))
        #expect(runtime.impliesNavigationState(state) == (runtime.impliedNavigationState == state))
    }

    /// `state`, and states that differ from it in exactly one way.
    static func variants(of state: NavigationState) -> [(String, NavigationState)] {
        var variants: [(String, NavigationState)] = [("as is", state), ("empty", NavigationState())]
        func adding(_ name: String, _ change: (inout NavigationState) -> Bool) {
            var changed = state
            if change(&changed) { variants.append((name, changed)) }
        }
        adding("no root") { state in
            guard state.root != nil else { return false }
            state.root = nil
            return true
        }
        adding("root's first stack without its top screen") { state in
            guard let screens = state.root?.stacks.first?.screens, !screens.isEmpty else { return false }
            state.root?.stacks[0].screens.removeLast()
            return true
        }
        adding("root's first stack with its bottom screen twice") { state in
            guard let bottom = state.root?.stacks.first?.screens.first else { return false }
            state.root?.stacks[0].screens.append(bottom)
            return true
        }
        adding("last stack of the root with a screen of another index") { state in
            guard var root = state.root, var stack = root.stacks.last, let last = stack.screens.last else { return false }
            stack.screens[stack.screens.count - 1] = Screen(flow: last.flow, flowName: last.flowName, route: last.route, index: last.index + 1)
            root.stacks[root.stacks.count - 1] = stack
            state.root = root
            return true
        }
        adding("another tab selected") { state in
            guard let root = state.root, root.isTabBar else { return false }
            state.root?.selectedIndex = (root.selectedIndex + 1) % root.stacks.count
            return true
        }
        adding("tabs renamed") { state in
            guard let names = state.root?.tabNames else { return false }
            state.root?.tabNames = names.reversed()
            return true
        }
        adding("an extra modal") { state in
            guard let root = state.root else { return false }
            state.modals.append(root)
            return true
        }
        adding("the last modal gone") { state in
            guard !state.modals.isEmpty else { return false }
            state.modals.removeLast()
            return true
        }
        adding("the top modal with its top screen twice") { state in
            guard let top = state.modals.last?.stacks.first?.screens.last else { return false }
            state.modals[state.modals.count - 1].stacks[0].screens.append(top)
            return true
        }
        adding("the top modal without its top screen") { state in
            guard let screens = state.modals.last?.stacks.first?.screens, !screens.isEmpty else { return false }
            state.modals[state.modals.count - 1].stacks[0].screens.removeLast()
            return true
        }
        adding("the root's stacks in another order") { state in
            guard let stacks = state.root?.stacks, stacks.count > 1 else { return false }
            state.root?.stacks = stacks.reversed()
            return true
        }
        return variants
    }
}
