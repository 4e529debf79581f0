import NavGraph
import Testing
import ToasterExample

/// The reference app, signed in and launched on `router`: its tab bar on screen, Home selected.
@MainActor
func launchToaster(on router: any Router, hasSession: Bool = true) throws -> FlowRuntime {
    let runtime = FlowRuntime(router: router)
    let app = try runtime.start(AppFlow(session: Session(hasSession: hasSession)))
    try app.send(.launch)
    return runtime
}

@MainActor
extension FlowRuntime {
    /// The first live flow of type `F`, or a test failure.
    func live<F: Flow>(_ type: F.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> FlowHandle<F> {
        try #require(handle(F.self), "no \(F.self) is running", sourceLocation: sourceLocation)
    }

    /// The stack of tab `index` of the root tab bar.
    var tabStack: (Int) -> ContainerID? {
        { index in
            guard let root = self.impliedNavigationState.root, root.stacks.indices.contains(index) else { return nil }
            return root.stacks[index].id
        }
    }

    /// The routes of the machines' visible stack, as `Flow.route` names.
    var visibleRoutes: [String] {
        let state = impliedNavigationState
        return ((state.modals.last ?? state.root)?.visibleStack?.screens ?? []).map(\.description)
    }

    /// Whether any flow named `name` runs.
    func runs(_ name: String) -> Bool { liveFlows.contains { $0.name == name } }
}
