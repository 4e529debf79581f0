import Foundation
import NavGraph
import Testing
import ToasterAppModel
import ToasterExample

/// A press a user can make: a button on the visible screen, a tab, or the "+" tab.
enum Press: Hashable, CustomStringConvertible {
    case button(String)
    case tab(TabBarFlow.Route)
    case plus

    var description: String {
        switch self {
        case .button(let label): label
        case .tab(let tab): "tab \(tab)"
        case .plus: "+"
        }
    }
}

/// The app on a headless router, launched from nothing saved.
@MainActor
struct LaunchedApp {
    let router = HeadlessRouter()
    let navigation: ToasterNavigation

    init(signedIn: Bool) {
        let store = SnapshotStore(file: FileManager.default.temporaryDirectory.appendingPathComponent("toaster-\(UUID()).json"))
        navigation = ToasterNavigation(router: router, store: store, session: Session(hasSession: signedIn))
    }

    var visible: Screen? { router.state.visibleScreen }

    /// What the user can press now.
    var presses: [Press] {
        var presses = (visible.flatMap(navigation.content(for:))?.actions ?? []).map { Press.button($0.label) }
        if navigation.runtime.handle(TabBarFlow.self) != nil, router.state.modals.isEmpty {
            presses += TabBarFlow.definition.tabs.map { .tab($0.route) } + [.plus]
        }
        return presses
    }

    /// Presses `press`: `nil` when the app took it.
    func press(_ press: Press) -> String? {
        switch press {
        case .button(let label):
            guard let screen = visible, let content = navigation.content(for: screen) else { return "no screen shows" }
            guard let action = content.actions.first(where: { $0.label == label }) else { return "\(screen) has no \(label)" }
            return action.perform().map(String.init(describing:))
        case .tab(let tab):
            do throws(NavigationError) {
                try navigation.runtime.handle(TabBarFlow.self)?.send(.selectTab(tab))
                return nil
            } catch {
                return error.description
            }
        case .plus:
            return navigation.tapPlus().map(String.init(describing:))
        }
    }
}

@MainActor
@Suite("The sample app's screens")
struct ScreenTests {
    /// Every screen the app can show by pressing what it shows, each press accepted.
    static func explore(signedIn: Bool, depth: Int) -> (shown: Set<String>, rejected: [String]) {
        var shown: Set<String> = []
        var rejected: [String] = []
        var seen: Set<String> = []
        var frontier: [[Press]] = [[]]
        for _ in 0...depth {
            var next: [[Press]] = []
            for path in frontier {
                let app = LaunchedApp(signedIn: signedIn)
                for press in path { _ = app.press(press) }
                guard seen.insert(String(describing: app.router.state)).inserted else { continue }
                if let visible = app.visible { shown.insert(visible.description) }
                for press in app.presses {
                    let trial = LaunchedApp(signedIn: signedIn)
                    for step in path { _ = trial.press(step) }
                    if let reason = trial.press(press) { rejected.append("\(path) then \(press): \(reason)") }
                    next.append(path + [press])
                }
            }
            frontier = next
        }
        return (shown, rejected)
    }

    @Test("Every route of every flow is shown by pressing buttons, and every button is accepted")
    func everyRouteReachable() throws {
        let graph = try FlowGraph(root: AppFlow.self)
        let tabFlows = Set(graph.flows.filter { !$0.tabs.isEmpty }.map(\.name))
        let routes = Set(graph.flows.filter { !tabFlows.contains($0.name) }.flatMap { flow in flow.routes.map { "\(flow.name).\($0)" } })
        let signedOut = Self.explore(signedIn: false, depth: 5)
        let signedIn = Self.explore(signedIn: true, depth: 4)
        #expect(signedOut.rejected.isEmpty, "\(signedOut.rejected)")
        #expect(signedIn.rejected.isEmpty, "\(signedIn.rejected)")
        // The splash is replaced during launch, before a person can see it.
        let shown = signedOut.shown.union(signedIn.shown).union(["App.splash"])
        #expect(routes.subtracting(shown).isEmpty, "never shown: \(routes.subtracting(shown).sorted())")
    }

    @Test("A screen's buttons are unique and its content names what it shows")
    func contentNamesPayload() throws {
        let app = LaunchedApp(signedIn: true)
        #expect(app.press(.tab(.clip)) == nil)
        #expect(app.press(.button("Clip #2")) == nil)
        let screen = try #require(app.visible)
        let content = try #require(app.navigation.content(for: screen))
        #expect(screen.description == "Clip.clipDetail")
        #expect(content.detail == "Clip #2")
        #expect(Set(content.actions.map(\.label)).count == content.actions.count)
    }
}
