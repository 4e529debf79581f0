package import NavGraph

/// How a tap on a tab bar reads as an event of the tab flow that owns it: declared once per tab
/// flow type, so an adapter reports the platform's tab taps through the flow's own transitions.
@MainActor
package struct TabTaps {
    /// One declared mapping: sends the tap to the flow `id` when it is of the mapping's type.
    private var mappings: [(FlowRuntime, FlowID, Int) -> Result<Void, NavigationError>?] = []
    /// Declared action tabs, each for one tab flow type.
    private var actions: [ActionTab] = []

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

    /// Declares an extra tab after a `F` tab bar's own, titled `title`, whose tap sends `event`
    /// and selects nothing (a "+" tab that presents a modal).
    package mutating func mapAction<F: Flow>(_ flow: F.Type, title: String, _ event: F.Event) {
        actions.append(
            ActionTab(
                title: title, tabCount: F.definition.tabs.count,
                applies: { runtime, id in runtime.handle(F.self, id: id) != nil },
                send: { runtime, id in
                    guard let handle = runtime.handle(F.self, id: id) else { return nil }
                    do throws(NavigationError) {
                        try handle.send(event)
                        return .success(())
                    } catch {
                        return .failure(error)
                    }
                }
            )
        )
    }

    /// The titles of the action tabs shown after the tab bar `tabBar`'s own tabs, in order.
    package func actionTitles(of tabBar: ContainerID, in runtime: FlowRuntime?) -> [String] {
        guard let runtime else { return [] }
        return actions.filter { $0.applies(runtime, tabBar.owner) }.map(\.title)
    }

    /// Sends the event a tap on tab `index` of the tab bar `tabBar` reads as; `nil` when no
    /// mapping covers that tab bar's flow (or it has no such tab).
    package func send(tab index: Int, of tabBar: ContainerID, in runtime: FlowRuntime) -> Result<Void, NavigationError>? {
        for mapping in mappings {
            if let result = mapping(runtime, tabBar.owner, index) { return result }
        }
        let applying = actions.filter { $0.applies(runtime, tabBar.owner) }
        guard let tabCount = applying.first?.tabCount, index >= tabCount, applying.indices.contains(index - tabCount) else { return nil }
        return applying[index - tabCount].send(runtime, tabBar.owner)
    }

    /// Whether tab `index` of `tabBar` is an action tab, which never becomes the selected one.
    package func isAction(tab index: Int, of tabBar: ContainerID, in runtime: FlowRuntime?) -> Bool {
        guard let runtime, let tabCount = actions.first(where: { $0.applies(runtime, tabBar.owner) })?.tabCount else { return false }
        return index >= tabCount
    }
}

/// An extra tab that sends an event instead of showing a stack.
@MainActor
private struct ActionTab {
    let title: String
    /// How many tabs of its own the tab flow declares: action tabs come after them.
    let tabCount: Int
    let applies: (FlowRuntime, FlowID) -> Bool
    let send: (FlowRuntime, FlowID) -> Result<Void, NavigationError>?
}
