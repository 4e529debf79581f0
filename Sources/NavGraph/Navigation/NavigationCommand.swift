/// One navigation step the runtime asks a ``Router`` to apply.
///
/// The runtime validates every command against its machines before emitting it, so a router can
/// apply them as they come.
public enum NavigationCommand: Hashable, Sendable, CustomStringConvertible {
    /// Replace everything on screen with `container`; all modals go.
    case setRoot(NavigationState.Container)
    /// Push `screen` onto the stack `stack`.
    case push(Screen, onto: ContainerID)
    /// Pop the top screen of `stack`.
    case pop(ContainerID)
    /// Pop `stack` back to its first screen.
    case popToRoot(ContainerID)
    /// Pop `stack` back to its first `count` screens (a finished child's screens leave at once).
    case popTo(count: Int, in: ContainerID)
    /// Present `container` modally over everything.
    case present(NavigationState.Container)
    /// Dismiss the modal `container` and every modal above it.
    case dismiss(ContainerID)
    /// Select tab `index` of the tab bar `tabBar`.
    case selectTab(Int, in: ContainerID)

    public var description: String {
        switch self {
        case .setRoot(let container): "setRoot(\(container.id))"
        case .push(let screen, let stack): "push(\(screen), onto: \(stack))"
        case .pop(let stack): "pop(\(stack))"
        case .popToRoot(let stack): "popToRoot(\(stack))"
        case .popTo(let count, let stack): "popTo(\(count), in: \(stack))"
        case .present(let container): "present(\(container.id))"
        case .dismiss(let container): "dismiss(\(container))"
        case .selectTab(let index, let tabBar): "selectTab(\(index), in: \(tabBar))"
        }
    }
}
