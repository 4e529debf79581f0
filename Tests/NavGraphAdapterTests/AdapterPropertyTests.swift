import NavGraph
import NavGraphSwiftUI
import NavGraphTesting
import NavGraphUIKit
import Testing
import ToasterExample
import ToasterExampleTesting

/// Random traces of screen events and platform moves through each adapter: after every step
/// the platform shows the router's state, which is the state the machines imply.
@MainActor
@Suite("Adapters under random traces")
struct AdapterPropertyTests {
    /// A user's or the platform's move.
    enum Move: CustomStringConvertible {
        case event(Int)
        case backSwipe, cancelledSwipe, popToRoot, swipeDown
        case tapTab(Int)
        /// While event `event` is applied, another event is sent and the user makes removal
        /// `removal` (0: back swipe, 1: pop to root, 2: swipe down): both wait in the runtime's queue.
        case race(event: Int, removal: Int)

        /// Decodes a generated number: mostly screen events, so that stacks grow deep enough for
        /// the platform's moves to cut several screens at once.
        init(_ value: Int) {
            switch value % 20 {
            case 13: self = .backSwipe
            case 14: self = .cancelledSwipe
            case 15, 16: self = .popToRoot
            case 17: self = .swipeDown
            case 18, 19: self = .tapTab(value / 20 % 4)
            case 12: self = .race(event: value / 20, removal: value / 20 % 3)
            default: self = .event(value / 20)
            }
        }

        /// The removal a race makes.
        static func removal(_ code: Int) -> Self {
            switch code {
            case 0: .backSwipe
            case 1: .popToRoot
            default: .swipeDown
            }
        }

        var description: String {
            switch self {
            case .event(let index): "event(\(index))"
            case .backSwipe: "backSwipe"
            case .cancelledSwipe: "cancelledSwipe"
            case .popToRoot: "popToRoot"
            case .swipeDown: "swipeDown"
            case .tapTab(let tab): "tapTab(\(tab))"
            case .race(let event, let removal): "race(\(event), \(removal))"
            }
        }
    }

    static let moves = Gen.int(in: 0...9_999).array(of: 1...50)
    static let signedIn = Gen<Bool>.bool
    /// Where a signed-in trace starts: the tab bar as launched, or one of the deepest
    /// configurations (three screens on Clip's or Search's stack, two on AddLink's sheet), which
    /// random moves seldom build before a swipe or a tab tap flattens them again.
    static let starts = Gen.int(in: 0...3)

    /// How many platform moves changed what is shown, across a property's traces: a property
    /// whose swipes never removed anything would prove nothing.
    final class Tally {
        var effective: [String: Int] = [:]
        /// Counts `move` when it changed what is shown; `removed` screens at once count as `popSeveral`.
        func count(_ move: Move, changed: Bool, removed: Int = 0) {
            guard changed else { return }
            if case .event = move { return }
            effective[String(describing: move).prefix { $0 != "(" }.description, default: 0] += 1
            if case .popToRoot = move, removed > 1 { effective["popSeveral", default: 0] += 1 }
        }
        func expectEveryMoveTookEffect(sourceLocation: SourceLocation = #_sourceLocation) {
            // Cuts of several screens are counted, not required: only traces started deep reach
            // them, a handful per run; the deterministic tests cover them every time.
            for move in ["backSwipe", "popToRoot", "swipeDown", "tapTab", "race"] {
                #expect(effective[move, default: 0] > 0, "no \(move) changed anything", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("SwiftUI: the scene, the model and the machines agree after every step")
    func swiftUI() async {
        let tally = Tally()
        defer { tally.expectEveryMoveTookEffect() }
        await propertyCheck(count: 100, input: Self.signedIn, Self.starts, Self.moves) { signedIn, start, values in
            let model = NavigationModel()
            guard let runtime = Self.launch(on: model, signedIn: signedIn) else { return }
            model.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
            Self.prepare(start, in: runtime)
            let scene = SwiftUIScene(model: model)
            var trace: [Move] = []
            for move in values.map(Move.init) {
                trace.append(move)
                scene.render()
                let before = scene.shown
                defer { tally.count(move, changed: before != scene.shown, removed: Self.screenCount(before) - Self.screenCount(scene.shown)) }
                @MainActor func platform(_ move: Move) {
                    scene.render()
                    switch move {
                    case .event(let index): ScreenEvents.sendInteractive(index, to: runtime)
                    case .backSwipe: scene.backSwipe()
                    case .cancelledSwipe: break  // SwiftUI writes no path for a swipe the user cancels.
                    case .popToRoot: scene.popPath(to: 0)
                    case .swipeDown: scene.swipeDown()
                    case .tapTab(let tab): scene.tapTab(tab)
                    case .race(let event, let removal):
                        Self.race(event, in: runtime) {
                            ScreenEvents.sendInteractive(event / 3, to: runtime)
                            platform(Move.removal(removal))
                        }
                    }
                }
                platform(move)
                scene.render()
                let agree = scene.shown == model.state && model.state == runtime.impliedNavigationState
                    && model.unappliedCommands.isEmpty && model.rejectedReports.isEmpty
                #expect(agree, "after \(trace):\nscene \(scene.shown)\nmodel \(model.state)\nmachines \(runtime.impliedNavigationState)\n\(model.rejectedReports)")
                if !agree { return }
            }
        }
    }

    @Test("UIKit: the hosts, the router and the machines agree after every step")
    func uiKit() async {
        let tally = Tally()
        defer { tally.expectEveryMoveTookEffect() }
        await propertyCheck(count: 100, input: Self.signedIn, Self.starts, Self.moves) { signedIn, start, values in
            let hosts = MemoryHosts()
            let router = HostRouter(hosts: hosts)
            guard let runtime = Self.launch(on: router, signedIn: signedIn) else { return }
            router.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
            Self.prepare(start, in: runtime)
            var trace: [Move] = []
            for move in values.map(Move.init) {
                trace.append(move)
                let state = hosts.shownState
                defer { tally.count(move, changed: state != hosts.shownState, removed: Self.screenCount(state) - Self.screenCount(hosts.shownState)) }
                @MainActor func platform(_ move: Move) {
                    let state = hosts.shownState
                    let visible = (state.modals.last ?? state.root)?.visibleStack.flatMap { hosts.navigationControllers[$0.id] }
                    switch move {
                    case .event(let index): ScreenEvents.sendInteractive(index, to: runtime)
                    case .backSwipe:
                        if visible?.beginInteractivePop() == true { visible?.finishInteractivePop() }
                    case .cancelledSwipe:
                        if visible?.beginInteractivePop() == true { visible?.cancelInteractivePop() }
                    case .popToRoot: visible?.popToPage(at: 0)
                    case .swipeDown: hosts.swipeDown()
                    case .tapTab(let tab):
                        if let root = state.root, root.isTabBar, state.modals.isEmpty { hosts.tap(tab, in: root.id) }
                    case .race(let event, let removal):
                        Self.race(event, in: runtime) {
                            ScreenEvents.sendInteractive(event / 3, to: runtime)
                            platform(Move.removal(removal))
                        }
                    }
                }
                platform(move)
                let agree = hosts.shownState == router.state && router.state == runtime.impliedNavigationState
                    && router.unappliedCommands.isEmpty && router.rejectedReports.isEmpty
                #expect(agree, "after \(trace):\nhosts \(hosts.shownState)\nrouter \(router.state)\nmachines \(runtime.impliedNavigationState)\n\(router.rejectedReports)")
                if !agree { return }
            }
        }
    }

    @Test("SwiftUI: NavGraphTesting's built-in invariants hold with the model as the router")
    func swiftUIExplored() async throws {
        let explorer = try FlowExplorer(
            roots: toasterRoots, catalog: toasterCatalog, router: { ExploredModel() },
            options: ExplorationOptions(platformShare: 0.3)
        )
        let summary = await explorer.check(count: 60)
        #expect(summary.failure == nil)
    }

    @Test("UIKit: NavGraphTesting's built-in invariants hold with the router on in-memory hosts")
    func uiKitExplored() async throws {
        let explorer = try FlowExplorer(
            roots: toasterRoots, catalog: toasterCatalog, router: { ExploredHostRouter() },
            options: ExplorationOptions(platformShare: 0.3)
        )
        let summary = await explorer.check(count: 60)
        #expect(summary.failure == nil)
    }

    /// Sends event `event` and, once its first transition is applied (observers run inside the
    /// application, where whatever is sent or reported waits in the queue), runs `during`.
    static func race(_ event: Int, in runtime: FlowRuntime, during: @escaping @MainActor () -> Void) {
        var armed = true
        let token = runtime.addObserver { _ in
            guard armed else { return }
            armed = false
            during()
        }
        ScreenEvents.sendInteractive(event, to: runtime)
        runtime.removeObserver(token)
    }

    /// Builds start configuration `start` (see ``starts``); a signed-out app stays at login.
    static func prepare(_ start: Int, in runtime: FlowRuntime) {
        guard let tabBar = runtime.handle(TabBarFlow.self) else { return }
        switch start {
        case 1:
            try? tabBar.send(.selectTab(.clip))
            try? runtime.handle(ClipFlow.self)?.send(.openClip(id: 1))
            try? runtime.handle(ClipFlow.self)?.send(.openLink(id: 2))
        case 2:
            try? tabBar.send(.selectTab(.search))
            try? runtime.handle(SearchFlow.self)?.send(.submit(query: "a"))
            try? runtime.handle(SearchFlow.self)?.send(.openLink(id: 3))
        case 3:
            try? tabBar.send(.tapPlus)
            try? runtime.handle(AddLinkFlow.self)?.send(.linkEntered(url: "https://a.example"))
        default:
            break
        }
    }

    static func screenCount(_ state: NavigationState) -> Int {
        state.stacks.reduce(0) { $0 + $1.screens.count }
    }

    static func launch(on router: any Router, signedIn: Bool) -> FlowRuntime? {
        do {
            return try launchToaster(on: router, hasSession: signedIn)
        } catch {
            Issue.record("launch failed: \(error)")
            return nil
        }
    }
}

/// The events Toaster's screens send, each to the first live flow of its type; one the
/// configuration does not take is rejected and changes nothing.
enum ScreenEvents {
    struct Entry: Sendable {
        let flowName: String
        let name: String
        /// Sends the event; `false` when no such flow runs or it rejects the event.
        let send: @MainActor @Sendable (FlowRuntime) -> Bool
    }

    static func on<F: Flow>(_ flow: F.Type, _ event: F.Event, _ name: String) -> Entry {
        Entry(flowName: F.name, name: "\(F.name).\(name)") { runtime in
            guard let handle = runtime.handle(F.self) else { return false }
            do {
                try handle.send(event)
                return true
            } catch {
                return false
            }
        }
    }

    /// Sends one of the events of the flows that take events from their screens now, picked by
    /// `index`: events of flows not on screen are rejected and change nothing, and traces of
    /// mostly rejected events would reach little.
    @MainActor
    static func sendInteractive(_ index: Int, to runtime: FlowRuntime) {
        let interactive = Set(runtime.liveFlows.filter(\.isInteractive).map(\.name))
        let candidates = all.filter { interactive.contains($0.flowName) }
        guard !candidates.isEmpty else { return }
        _ = candidates[index % candidates.count].send(runtime)
    }

    /// Events that deepen a stack are listed twice: stacks several screens deep are where a
    /// path cut at once and the order of its reports matter.
    static let all: [Entry] = deepening + deepening + [
        on(AuthFlow.self, .back, "back"), on(AuthFlow.self, .loggedIn, "loggedIn"), on(TabBarFlow.self, .tapPlus, "tapPlus"),
        on(HomeFlow.self, .back, "back"), on(HomeFlow.self, .tapLogout, "tapLogout"), on(ClipFlow.self, .back, "back"),
        on(SearchFlow.self, .back, "back"), on(TimerFlow.self, .add, "add"), on(TimerFlow.self, .done, "done"),
        on(AddLinkFlow.self, .saved, "saved"), on(AddLinkFlow.self, .cancel, "cancel"), on(LinkDetailFlow.self, .close, "close"),
    ]

    static let deepening: [Entry] = [
        on(AuthFlow.self, .tapSignUp, "tapSignUp"), on(HomeFlow.self, .openSettings, "openSettings"),
        on(HomeFlow.self, .openLink(id: 1), "openLink"), on(ClipFlow.self, .openClip(id: 1), "openClip"),
        on(ClipFlow.self, .openLink(id: 2), "openLink"), on(SearchFlow.self, .submit(query: "a"), "submit"),
        on(SearchFlow.self, .openLink(id: 3), "openLink"), on(TimerFlow.self, .edit(id: 1), "edit"),
        on(AddLinkFlow.self, .linkEntered(url: "https://a.example"), "linkEntered"),
    ]
}
