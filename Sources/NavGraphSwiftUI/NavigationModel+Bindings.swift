public import NavGraph
import NavGraphPlatform

/// What SwiftUI's bindings read and write: a getter and a setter per binding, called by the
/// views' `Binding(get:set:)` exactly as SwiftUI calls them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
    // MARK: Stacks

    /// The first screen of stack `stack`: the `NavigationStack`'s root view.
    public func rootScreen(of stack: ContainerID) -> Screen? {
        _ = revision
        return state.stack(stack)?.screens.first
    }

    /// The screens of `stack` above its first: the path `NavigationStack(path:)` binds to.
    public func path(of stack: ContainerID) -> [Screen] {
        _ = revision
        return Array((state.stack(stack)?.screens ?? []).dropFirst())
    }

    /// Takes the path SwiftUI wrote for `stack`. A prefix of the current path means the user
    /// popped (a back swipe pops one screen, the back button's menu several): the screens cut
    /// leave the state and are reported top first. Any other path is not one SwiftUI writes for
    /// a NavGraph stack (it pushes only by value links, which NavGraph screens do not use): the
    /// state stays and views read it again.
    public func setPath(_ path: [Screen], of stack: ContainerID) {
        let current = self.path(of: stack)
        guard path != current else { return }
        guard path.count < current.count, current.starts(with: path) else {
            overrule()
            return
        }
        let cut = Array(current[path.count...])
        takePlatformChange { state in
            state.updateStack(stack) { $0.screens.removeLast(cut.count) }
        }
        reportCut(cut, from: stack)
    }

    // MARK: Tabs

    /// The selected tab of the tab bar `tabBar`: `TabView(selection:)`'s value.
    public func selectedTab(of tabBar: ContainerID) -> Int {
        _ = revision
        return state.container(tabBar)?.selectedIndex ?? 0
    }

    /// Takes a tab the user tapped (the same one again included, when SwiftUI writes it): sends
    /// the tab flow the event declared with ``mapTabTaps(_:_:)``, whose `selectTab` command moves
    /// the selection. A tap on an action tab (``mapActionTab(_:title:sends:)``) sends its event.
    /// Without a mapping, a runtime, when the runtime rejects the event, or after an action tab,
    /// the selection stays where it was and views read it again.
    public func selectTab(_ index: Int, of tabBar: ContainerID) {
        guard state.container(tabBar)?.isTabBar == true, tapTab(index, of: tabBar) else {
            overrule()
            return
        }
    }

    // MARK: Modals

    /// The modal shown at presentation level `level` (0: over the root), if any.
    public func modal(at level: Int) -> PresentedModal? {
        _ = revision
        guard state.modals.indices.contains(level) else { return nil }
        let container = state.modals[level]
        return PresentedModal(container: container, style: modalStyle(container), level: level)
    }

    /// The modal at `level` when it is shown with `style`: what `.sheet(item:)` or
    /// `.fullScreenCover(item:)` at that level binds to.
    public func modal(at level: Int, style: ModalStyle) -> PresentedModal? {
        modal(at: level).flatMap { $0.style == style ? $0 : nil }
    }

    /// Takes what SwiftUI wrote for the modal at `level`: `nil` when the user dismissed it (a
    /// sheet swiped down), which removes it and the modals above it and reports each, top first.
    public func setModal(_ modal: PresentedModal?, at level: Int) {
        guard state.modals.indices.contains(level) else { return }
        guard modal == nil else {
            if modal?.id != state.modals[level].id { overrule() }
            return
        }
        let gone = Array(state.modals[level...])
        takePlatformChange({ state in state.modals.removeLast(gone.count) }, removing: gone)
        report(gone.reversed().compactMap(\.firstVisibleScreen))
    }
}

/// A modal as `.sheet(item:)` and `.fullScreenCover(item:)` take it.
public struct PresentedModal: Identifiable, Hashable, Sendable {
    /// The modal's container.
    public let container: NavigationState.Container
    /// How it is shown.
    public let style: ModalStyle
    /// Its presentation level, from 0.
    public let level: Int
    /// The container's identity: a new modal is a new item.
    public var id: ContainerID { container.id }
}
