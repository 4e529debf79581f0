import NavGraph
import NavGraphSwiftUI
import Observation

/// What SwiftUI does with a ``NavigationModel``, without SwiftUI: it shows what the bindings
/// read, reads them again only when Observation says something it read changed, and writes
/// back through the same setters the views' bindings call, computed from what it shows.
@MainActor
final class SwiftUIScene {
    let model: NavigationModel
    /// What the scene shows: the bindings as last read.
    private(set) var shown = NavigationState()
    private var needsRender = true

    init(model: NavigationModel) {
        self.model = model
        render()
    }

    /// Reads the bindings again if Observation reported a change since the last read.
    func render() {
        guard needsRender else { return }
        needsRender = false
        shown = withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.needsRender = true }
        }
    }

    private func read() -> NavigationState {
        var modals: [NavigationState.Container] = []
        while let modal = model.modal(at: modals.count) { modals.append(read(modal.container)) }
        return NavigationState(root: model.state.root.map(read), modals: modals)
    }

    private func read(_ container: NavigationState.Container) -> NavigationState.Container {
        let stacks = container.stacks.map { stack in
            ScreenStack(id: stack.id, screens: (model.rootScreen(of: stack.id).map { [$0] } ?? []) + model.path(of: stack.id))
        }
        guard let names = container.tabNames else { return .stack(stacks[0]) }
        return .tabs(id: container.id, names: names, stacks: stacks, selected: model.selectedTab(of: container.id))
    }

    // MARK: The user's moves, written as SwiftUI writes them

    /// The stack on view: the top modal's, or the root's selected tab's.
    var visibleStack: ScreenStack? { (shown.modals.last ?? shown.root)?.visibleStack }

    /// A completed back swipe on the visible stack: its path, one screen shorter.
    @discardableResult
    func backSwipe() -> Bool {
        guard let stack = visibleStack, stack.screens.count > 1 else { return false }
        model.setPath(Array(stack.screens.dropFirst().dropLast()), of: stack.id)
        return true
    }

    /// The back button's menu: the visible stack's path cut to its first `count` entries.
    @discardableResult
    func popPath(to count: Int) -> Bool {
        guard let stack = visibleStack, count < stack.screens.count - 1 else { return false }
        model.setPath(Array(stack.screens.dropFirst().prefix(max(count, 0))), of: stack.id)
        return true
    }

    /// A sheet swiped down: its `item` binding set to `nil`.
    @discardableResult
    func swipeDown() -> Bool {
        guard !shown.modals.isEmpty else { return false }
        model.setModal(nil, at: shown.modals.count - 1)
        return true
    }

    /// A tab tapped in the root's tab bar: `TabView`'s selection binding set.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard let root = shown.root, root.isTabBar, shown.modals.isEmpty else { return false }
        model.selectTab(index, of: root.id)
        return true
    }
}
