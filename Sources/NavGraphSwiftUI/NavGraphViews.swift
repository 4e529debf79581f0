#if canImport(SwiftUI)
// Compiled on Apple platforms only: views that bind SwiftUI to a NavigationModel, whose logic
// (every getter and setter used here) is tested on Linux.
public import NavGraph
public import SwiftUI

/// Shows a ``NavigationModel``: its root container, and each modal over it as a sheet or a
/// full-screen cover.
///
/// ```swift
/// NavGraphRootView(model: model) { screen in
///     factory.makeContent(for: screen, in: runtime) ?? AnyView(EmptyView())
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public struct NavGraphRootView: View {
    let model: NavigationModel
    let screen: @MainActor (Screen) -> AnyView

    /// A view of `model`, each screen's content made by `screen`.
    public init(model: NavigationModel, screen: @escaping @MainActor (Screen) -> AnyView) {
        self.model = model
        self.screen = screen
    }

    public var body: some View {
        if let root = model.state.root {
            NavGraphContainerView(model: model, container: root, screen: screen)
                .modifier(NavGraphModals(model: model, level: 0, screen: screen))
        }
    }
}

/// A container: a stack, or a tab bar of stacks.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct NavGraphContainerView: View {
    let model: NavigationModel
    let container: NavigationState.Container
    let screen: @MainActor (Screen) -> AnyView

    var body: some View {
        if container.isTabBar {
            NavGraphTabsView(model: model, container: container, screen: screen)
        } else {
            NavGraphStackView(model: model, stack: container.id, screen: screen)
        }
    }
}

/// One stack as a `NavigationStack` bound to the model's path.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public struct NavGraphStackView: View {
    let model: NavigationModel
    let stack: ContainerID
    let screen: @MainActor (Screen) -> AnyView

    /// The stack `stack` of `model`.
    public init(model: NavigationModel, stack: ContainerID, screen: @escaping @MainActor (Screen) -> AnyView) {
        self.model = model
        self.stack = stack
        self.screen = screen
    }

    public var body: some View {
        NavigationStack(path: Binding(get: { model.path(of: stack) }, set: { model.setPath($0, of: stack) })) {
            Group {
                if let root = model.rootScreen(of: stack) { screen(root) }
            }
            .navigationDestination(for: Screen.self) { pushed in screen(pushed) }
        }
    }
}

/// A tab bar as a `TabView` bound to the model's selected tab, a stack per tab.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public struct NavGraphTabsView: View {
    let model: NavigationModel
    let container: NavigationState.Container
    let screen: @MainActor (Screen) -> AnyView

    /// The tab bar `container` of `model`.
    public init(model: NavigationModel, container: NavigationState.Container, screen: @escaping @MainActor (Screen) -> AnyView) {
        self.model = model
        self.container = container
        self.screen = screen
    }

    public var body: some View {
        TabView(selection: Binding(get: { model.selectedTab(of: container.id) }, set: { model.selectTab($0, of: container.id) })) {
            ForEach(Array(zip(container.stacks.indices, container.stacks)), id: \.1.id) { index, stack in
                NavGraphStackView(model: model, stack: stack.id, screen: screen)
                    .tabItem { Text(verbatim: container.tabNames?.dropFirst(index).first ?? "") }
                    .tag(index)
            }
            // Action tabs are never selected: their tap sends an event and the model overrules it.
            ForEach(Array(model.actionTabTitles(of: container.id).enumerated()), id: \.offset) { offset, title in
                Color.clear
                    .tabItem { Text(verbatim: title) }
                    .tag(container.stacks.count + offset)
            }
        }
    }
}

/// The modal at `level` (a sheet or a full-screen cover), bound to the model; its content hosts
/// the next level.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct NavGraphModals: ViewModifier {
    let model: NavigationModel
    let level: Int
    let screen: @MainActor (Screen) -> AnyView

    func body(content: Content) -> some View {
        content
            .sheet(item: binding(.sheet)) { modal in presented(modal) }
            #if os(iOS) || os(tvOS) || os(visionOS)
            .fullScreenCover(item: binding(.fullScreenCover)) { modal in presented(modal) }
            #endif
    }

    private func binding(_ style: ModalStyle) -> Binding<PresentedModal?> {
        Binding(get: { model.modal(at: level, style: style) }, set: { model.setModal($0, at: level) })
    }

    private func presented(_ modal: PresentedModal) -> some View {
        NavGraphContainerView(model: model, container: modal.container, screen: screen)
            .modifier(NavGraphModals(model: model, level: level + 1, screen: screen))
    }
}
#endif
