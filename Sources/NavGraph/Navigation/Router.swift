/// Applies navigation commands: the car the runtime drives.
///
/// The ``HeadlessRouter`` keeps a ``NavigationState`` value; UIKit or SwiftUI adapters implement the
/// same protocol over navigation controllers or navigation paths, building views with a
/// ``ScreenFactory``.
@MainActor
public protocol Router: AnyObject {
    /// Applies one command. Commands arrive in order, already validated by the runtime.
    func apply(_ command: NavigationCommand)
}

/// A router without a screen: it applies commands to a ``NavigationState`` value that tests and
/// tools read.
///
/// ```swift
/// let router = HeadlessRouter()
/// let runtime = FlowRuntime(router: router)
/// let app = try runtime.start(AppFlow(session: .loggedOut))
/// try app.send(.launch)
/// print(router.state)   // root: [Auth.login]
/// ```
@MainActor
public final class HeadlessRouter: Router {
    /// What is on screen.
    public private(set) var state = NavigationState()
    /// Commands that named a container this router does not have; empty when the runtime and the
    /// router agree.
    public private(set) var unappliedCommands: [NavigationCommand] = []

    /// An empty router.
    public init() {}

    /// Applies `command` to ``state``; one naming a container the state does not have changes
    /// nothing and is kept in ``unappliedCommands``.
    public func apply(_ command: NavigationCommand) {
        if !state.applying(command) {
            unappliedCommands.append(command)
        }
    }

    /// Removes the top screen of `stack` as an interactive back swipe would, and returns it; report it
    /// to the runtime with ``FlowRuntime/platformDidRemove(_:)``.
    public func simulateBackSwipe(in stack: ContainerID) -> Screen? {
        var removed: Screen?
        state.updateStack(stack) { stack in
            if stack.screens.count > 1 { removed = stack.screens.removeLast() }
        }
        return removed
    }

    /// Removes the top modal as a swipe-down would, and returns its first screen; report it with
    /// ``FlowRuntime/platformDidRemove(_:)``.
    public func simulateSwipeDown() -> Screen? {
        state.modals.popLast()?.visibleStack?.screens.first
    }
}

extension NavigationState {
    /// Applies `command`; returns `false` (and changes nothing) when it names a missing container.
    public mutating func applying(_ command: NavigationCommand) -> Bool {
        switch command {
        case .setRoot(let container):
            root = container
            modals.removeAll()
            return true
        case .push(let screen, let stack):
            return updateStack(stack) { $0.screens.append(screen) }
        case .pop(let stack):
            return updateStack(stack) { if $0.screens.count > 1 { $0.screens.removeLast() } }
        case .popToRoot(let stack):
            return updateStack(stack) { $0.screens.removeLast(downTo: 1) }
        case .popTo(let count, let stack):
            return updateStack(stack) { $0.screens.removeLast(downTo: max(count, 0)) }
        case .present(let container):
            modals.append(container)
            return true
        case .dismiss(let id):
            guard let index = modals.firstIndex(where: { $0.id == id }) else { return false }
            modals.removeLast(downTo: index)
            return true
        case .selectTab(let index, let id):
            if root?.id == id, root?.isTabBar == true, root?.stacks.indices.contains(index) == true {
                root?.selectedIndex = index
                return true
            }
            for position in modals.indices where modals[position].id == id && modals[position].isTabBar {
                guard modals[position].stacks.indices.contains(index) else { return false }
                modals[position].selectedIndex = index
                return true
            }
            return false
        }
    }
}
