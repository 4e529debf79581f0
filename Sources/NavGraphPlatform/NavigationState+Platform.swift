package import NavGraph

extension NavigationState {
    /// The stack `id`, wherever it is.
    package func stack(_ id: ContainerID) -> ScreenStack? {
        for container in (root.map { [$0] } ?? []) + modals {
            if let stack = container.stacks.first(where: { $0.id == id }) { return stack }
        }
        return nil
    }

    /// The container `id` (the root or a modal), not one of its stacks.
    package func container(_ id: ContainerID) -> Container? {
        root?.id == id ? root : modals.first { $0.id == id }
    }
}

extension NavigationState.Container {
    /// The identities this container answers to: its own and its stacks'.
    package var allIDs: [ContainerID] { [id] + stacks.map(\.id) }

    /// The screen a swipe down on this modal reports: the first of the stack on view.
    package var firstVisibleScreen: Screen? { visibleStack?.screens.first }
}

extension NavigationCommand {
    /// The container a command acts on; `nil` for one that shows a new container.
    package var target: ContainerID? {
        switch self {
        case .setRoot, .present: nil
        case .push(_, let stack), .pop(let stack), .popToRoot(let stack), .popTo(_, let stack): stack
        case .dismiss(let container): container
        case .selectTab(_, let tabBar): tabBar
        }
    }
}
