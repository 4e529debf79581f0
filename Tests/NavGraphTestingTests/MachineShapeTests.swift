@testable import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// A coordinator whose copy of what the tree reads of its machine can be checked against the machine.
@MainActor
private protocol ShapeChecked {
    /// Where the coordinator's shape disagrees with its machine, if it does.
    func shapeDisagreement() -> String?
}

extension FlowNode: ShapeChecked {
    fileprivate func shapeDisagreement() -> String? {
        let read = shape()
        let expected = machine.entries.map { EntryShape(routeNumber: $0.routeNumber, slot: $0.slot, serial: $0.serial, isPresented: $0.isPresented) }
        if read.entries != expected { return "\(name)\(id)'s shape holds \(read.entries), its machine \(expected)" }
        if read.selectedTab != machine.selectedTab { return "\(name)\(id)'s shape selects tab \(read.selectedTab), its machine \(machine.selectedTab)" }
        if currentRouteName != machine.routeName { return "\(name)\(id) reads route \(currentRouteName), its machine is in \(machine.routeName)" }
        return nil
    }
}

/// Where a coordinator of `runtime` reads a shape of its machine that is not the machine's, if one does.
@MainActor
private func shapeDisagreement(_ runtime: FlowRuntime) -> String? {
    for node in runtime.root?.subtree ?? [] {
        guard let checked = node as? any ShapeChecked else { return "\(node.name)\(node.id) cannot be checked" }
        if let problem = checked.shapeDisagreement() { return problem }
    }
    return nil
}

/// After each step of random traces, every coordinator's shape is its machine's.
private let shapesFollowTheMachines = everyRuntimeInvariant(
    "shapesFollowTheMachines", "Every coordinator reads its machine's shape.", shapeDisagreement
)

/// Pushes or presents over its first route, and pops.
private struct ShapeFlow: Flow {
    enum Route: FlowRoute { case list, detail, sheet }
    enum Event: FlowEvent { case open, showSheet, back }
    static let definition = FlowDefinition<ShapeFlow>(
        initial: .list,
        transitions: [
            .on(.open, from: .list, .push(.detail)),
            .on(.showSheet, from: .list, .present(.sheet)),
            .on(.back, .pop),
        ]
    )
}

/// A coordinator keeps what the tree reads of its machine (`MachineShape`) while the machine's
/// count of changes stays the same: these check that the copy follows every change.
@Suite("What the tree reads of the machines")
@MainActor
struct MachineShapeTests {
    @Test func followsTheMachinesAfterEveryStep() async throws {
        let checked = try await checkToasterTraces(with: shapesFollowTheMachines)
        #expect(checked.failure == nil, "\(checked.summary)")
        #expect(checked.enough, "\(checked.summary)")
    }

    @Test("A machine set back, then changed as often as the copy read, is read again")
    func setBackThenChanged() throws {
        let runtime = FlowRuntime(router: HeadlessRouter())
        let handle = try runtime.start(ShapeFlow())
        let node = try #require(runtime.root as? FlowNode<ShapeFlow>)
        let putBack = node.savedState()
        try handle.send(.open)
        #expect(node.currentRouteName == "detail")
        // Back to one change fewer, then one change: the count the copy was read at.
        putBack()
        try handle.send(.showSheet)
        #expect(node.currentRouteName == "sheet")
        #expect(shapeDisagreement(runtime) == nil)
        #expect(runtime.impliedNavigationState.modals.map { $0.stacks.map { $0.screens.map(\.route) } } == [[["sheet"]]])
    }
}
