package import NavGraph

/// How a tap on a tab bar reads as an event of the tab flow that owns it: declared once per tab
/// flow type, so an adapter reports the platform's tab taps through the flow's own transitions.
@MainActor
package struct TabTaps {
    /// One declared mapping: sends the tap to the flow `id` when it is of the mapping's type.
    private var mappings: [(FlowRuntime, FlowID, Int) -> Result<Void, NavigationError>?] = []

    package init() {}

    /// Declares that a tap on tab `index` of a `F` tab bar sends `event(route of tab index)`.
    package mutating func map<F: Flow>(_ flow: F.Type, _ event: @escaping @MainActor (F.Route) -> F.Event) {
        mappings.append { runtime, id, index in
            guard let handle = runtime.handle(F.self, id: id) else { return nil }
            let tabs = F.definition.tabs
            guard tabs.indices.contains(index) else { return nil }
            let tapped = event(tabs[index].route)
            do throws(NavigationError) {
                try handle.send(tapped)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Sends the event a tap on tab `index` of the tab bar `tabBar` reads as; `nil` when no
    /// mapping covers that tab bar's flow (or it has no such tab).
    package func send(tab index: Int, of tabBar: ContainerID, in runtime: FlowRuntime) -> Result<Void, NavigationError>? {
        for mapping in mappings {
            if let result = mapping(runtime, tabBar.owner, index) { return result }
        }
        return nil
    }
}
