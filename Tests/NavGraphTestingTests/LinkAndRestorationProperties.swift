import Foundation
import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// The reference app's links and the screen each shows once opened (`nil`: a tab, whose screen depends on its stack).
let toasterLinks: [(link: String, shows: String?)] = [
    ("toaster://clip/7", "Clip.clipDetail"), ("add", "AddLink.addLink"), ("link/5", "LinkDetail.webView"),
    ("settings", "Home.settings"), ("search/swift", "Search.results"), ("timer/2", "Timer.editTimer"),
    ("timer/new", "Timer.addTimer"), ("signup", "Auth.signUp"), ("forgot-password", "Auth.forgotPassword"),
    ("home", nil), ("clip", nil), ("search", nil), ("timer", nil),
]

/// From the configuration after each step, restored into a fresh runtime: each link either
/// shows its screen (and opening it again changes nothing), waits for a flow that does not run
/// and changes nothing, or throws and changes nothing.
@MainActor
func linksOpenOrChangeNothing<Root: Flow>(_ root: Root.Type, _ links: [(link: String, shows: String?)]) -> Invariant {
    Invariant("linksOpenOrChangeNothing", "Each declared link shows its target, or fails and changes nothing.") { context in
        let snapshot = context.runtime.snapshot()
        for (link, shows) in links {
            let router = HeadlessRouter()
            guard let runtime = try? FlowRuntime(restoring: snapshot, root: Root.self, router: router) else { return "the snapshot did not restore" }
            let before = (router.state, runtime.snapshot())
            do {
                let plan = try runtime.open(link)
                if let waited = plan.waitingFor {
                    if router.state != before.0 || runtime.snapshot() != before.1 { return "\(link) waits for \(waited) and changed the state" }
                    if runtime.liveFlows.contains(where: { $0.name == waited }) { return "\(link) waits for \(waited), which runs" }
                    continue
                }
                let visible = router.state.visibleScreen?.description ?? "nothing"
                if let shows, visible != shows { return "\(link) applied \(plan) but shows \(visible)" }
                if router.state != runtime.impliedNavigationState || !router.unappliedCommands.isEmpty {
                    return "\(link) applied \(plan) and the router disagrees with the machines"
                }
                let shown = (router.state, runtime.snapshot())
                let again = try runtime.open(link)
                if !again.isAlreadyShown || router.state != shown.0 || runtime.snapshot() != shown.1 {
                    return "\(link) opened again applied \(again)"
                }
            } catch {
                if router.state != before.0 || runtime.snapshot() != before.1 { return "\(link) failed (\(error)) and changed the state" }
            }
        }
        return nil
    }
}

/// After each step: snapshot → JSON → restore gives the same router and implied state; the same
/// snapshot with a route renamed, as under older declarations, fails naming the path and
/// changes nothing, and restores a prefix on request.
@MainActor
func snapshotsRestore<Root: Flow>(_ root: Root.Type) -> Invariant {
    Invariant("snapshotsRestore", "A snapshot through JSON restores the same state; an outdated one fails cleanly.") { context in
        let snapshot = context.runtime.snapshot()
        guard let data = try? JSONEncoder().encode(snapshot), let decoded = try? JSONDecoder().decode(FlowSnapshot.self, from: data) else {
            return "the snapshot does not go through JSON"
        }
        let router = HeadlessRouter()
        do {
            let restored = try FlowRuntime(restoring: decoded, root: Root.self, router: router)
            if router.state != context.after.routerState { return "restored router state differs:\n\(router.state)\nvs\n\(context.after.routerState)" }
            if restored.impliedNavigationState != context.runtime.impliedNavigationState { return "restored machines imply another state" }
            if restored.snapshot() != snapshot { return "the restored runtime's snapshot differs" }
        } catch {
            return "the snapshot did not restore: \(error)"
        }
        // The deepest flow's top route renamed, as a newer version of the app would have it.
        guard let flow = snapshot.flows.lastIndex(where: { !$0.entries.isEmpty }) else { return nil }
        var outdated = snapshot
        let entry = outdated.flows[flow].entries.count - 1
        outdated.flows[flow].entries[entry].route += "Renamed"
        let target = RecordingRouter()
        do {
            _ = try FlowRuntime(restoring: outdated, root: Root.self, router: target)
            return "an outdated snapshot restored"
        } catch let error as RestorationError {
            if !error.path.hasPrefix("flows[\(flow)] ") || !error.path.hasSuffix(".entries[\(entry)].route") { return "the error names \(error.path)" }
            if !target.commands.isEmpty { return "a failed restore sent commands" }
        } catch {
            return "not a RestorationError: \(error)"
        }
        let prefixRouter = HeadlessRouter()
        do {
            let prefix = try FlowRuntime(restoring: outdated, root: Root.self, router: prefixRouter, mode: .longestValidPrefix)
            if prefixRouter.state != prefix.impliedNavigationState { return "the prefix restore's router disagrees with its machines" }
        } catch {
            // Only the root's first screen cannot be dropped.
            if flow != 0 || entry != 0 { return "the prefix restore failed: \(error)" }
        }
        return nil
    }
}

@Suite("Deep links and restoration under property tests")
@MainActor
struct LinkAndRestorationProperties {
    @Test func toasterLinksOpenOrChangeNothing() async throws {
        var options = ExplorationOptions(length: 1...12, invariants: [])
        options.invariants = [linksOpenOrChangeNothing(AppFlow.self, toasterLinks)]
        let summary = try await toasterExplorer(options: options).check(count: 8)
        #expect(summary.failure == nil)
    }

    @Test func toasterSnapshotsRestore() async throws {
        let options = ExplorationOptions(length: 1...20, invariants: [snapshotsRestore(AppFlow.self)])
        let summary = try await toasterExplorer(options: options).check(count: 40)
        #expect(summary.failure == nil)
    }

    @Test func storeLinksAndSnapshots() async throws {
        let options = ExplorationOptions(
            length: 1...15, invariants: [linksOpenOrChangeNothing(StoreFlow.self, storeLinks), snapshotsRestore(StoreFlow.self)]
        )
        let explorer = try FlowExplorer(roots: [StoreFlow(items: 0), StoreFlow(items: 2)], catalog: storeCatalog, options: options)
        let summary = await explorer.check(count: 20)
        #expect(summary.failure == nil)
    }

    @Test("A guard on the way is named: step 2 rejected by hasItems; nothing changes")
    func guardOnTheWay() throws {
        let router = HeadlessRouter()
        let runtime = FlowRuntime(router: router)
        _ = try runtime.start(StoreFlow(items: 0))
        let before = router.state
        let error = #expect(throws: DeepLinkError.self) { try runtime.open("checkout/payment") }
        guard case .stepRejected(let step, let rejection) = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(step == 2)
        #expect(rejection.reason == .guardFailed(guard: "hasItems"))
        #expect(router.state == before)
        let open = FlowRuntime(router: HeadlessRouter())
        _ = try open.start(StoreFlow(items: 1))
        #expect(try open.open("checkout/payment").description == "Store.showCart → Store.checkout → Payment.next")
    }
}

/// A headless router that also keeps the commands it received.
@MainActor
final class RecordingRouter: Router {
    private let headless = HeadlessRouter()
    private(set) var commands: [NavigationCommand] = []
    var state: NavigationState { headless.state }
    func apply(_ command: NavigationCommand) {
        commands.append(command)
        headless.apply(command)
    }
}
