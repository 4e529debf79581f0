@testable import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// A coordinator whose machine state, kept as numbers, can be checked against what they describe.
@MainActor
private protocol CoreChecked {
    /// Where the coordinator's numbers disagree with each other or with its screens, if they do.
    func coreDisagreement() -> String?
}

extension FlowNode: CoreChecked {
    fileprivate func coreDisagreement() -> String? {
        let entries = core.entries
        let label = "\(name)\(id)"
        guard !entries.isEmpty else { return "\(label) has no entries" }
        if core.facts != StackFacts(of: entries, selectedTab: core.facts.selectedTab) {
            return "\(label)'s facts \(core.facts) are not those of its entries \(entries)"
        }
        let serials = entries.map(\.serial)
        if zip(serials, serials.dropFirst()).contains(where: { $0 >= $1 }) || serials[serials.count - 1] >= core.nextSerial {
            return "\(label)'s serials \(serials) do not rise below the next one, \(core.nextSerial)"
        }
        if OpeningEvents<F>.areKept, openingEvents.payloads.count != entries.count {
            return "\(label) keeps \(openingEvents.payloads.count) opening events for \(entries.count) entries"
        }
        let machine = machine
        for (index, entry) in machine.entries.enumerated() where (index > 0) != (entry.event != nil) {
            return "\(label)'s entry \(index) (\(entry.route.name)) reads opening event \(String(describing: entry.event))"
        }
        if !isTabFlow, entryScreens().map(\.screen.route) != machine.routes.map(\.name) {
            return "\(label) shows \(entryScreens().map(\.screen.route)), its routes are \(machine.routes.map(\.name))"
        }
        if currentRouteName != machine.route.name { return "\(label) reads route \(currentRouteName), its machine is in \(machine.route.name)" }
        return nil
    }
}

/// Where a coordinator of `runtime` holds numbers that disagree, if one does.
@MainActor
private func coreDisagreement(_ runtime: FlowRuntime) -> String? {
    for node in runtime.root?.subtree ?? [] {
        guard let checked = node as? any CoreChecked else { return "\(node.name)\(node.id) cannot be checked" }
        if let problem = checked.coreDisagreement() { return problem }
    }
    return nil
}

/// After each step of random traces (and a restore of its snapshot, and links opened there),
/// every coordinator's numbers describe its screens.
private let coresDescribeTheScreens = everyRuntimeInvariant(
    "coresDescribeTheScreens", "Every coordinator's numbers describe its screens.", coreDisagreement
)

/// Pushes or presents over its first route, and pops.
private struct CoreFlow: Flow {
    enum Route: FlowRoute { case list, detail, sheet }
    enum Event: FlowEvent { case open, showSheet, back }
    static let definition = FlowDefinition<CoreFlow>(
        initial: .list,
        transitions: [
            .on(.open, from: .list, .push(.detail)),
            .on(.showSheet, from: .list, .present(.sheet)),
            .on(.back, .pop),
        ]
    )
}

/// A coordinator keeps its machine's state as numbers (`MachineCore`), changed in place by
/// every step: these check that the numbers follow every change.
@Suite("A coordinator's machine state as numbers")
@MainActor
struct MachineCoreTests {
    @Test func describesTheScreensAfterEveryStep() async throws {
        let checked = try await checkToasterTraces(with: coresDescribeTheScreens)
        #expect(checked.failure == nil, "\(checked.summary)")
        #expect(checked.enough, "\(checked.summary)")
    }

    @Test("A machine set back reads as set back, and changes from there")
    func setBackThenChanged() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let handle = try runtime.start(CoreFlow())
        let node = try #require(runtime.root as? FlowNode<CoreFlow>)
        let putBack = node.savedState()
        try handle.send(.open)
        #expect(node.currentRouteName == "detail")
        putBack()
        #expect(node.currentRouteName == "list")
        try handle.send(.showSheet)
        #expect(node.currentRouteName == "sheet")
        #expect(coreDisagreement(runtime) == nil)
        #expect(runtime.impliedNavigationState.modals.map { $0.stacks.map { $0.screens.map(\.route) } } == [[["sheet"]]])
    }
}
