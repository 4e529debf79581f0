/// How a deep link's plan leaves a screen the way the user would without a declared step: the
/// platform's back button or swipe on a pushed screen, the swipe-down of a modal.
///
/// The runtime models those removals already (``FlowRuntime/platformDidRemove(_:)``); a plan's
/// leaving step tells the router to pop or dismiss the screen and then follows the very same
/// path, so a flow left this way finishes and hands its parent its `dismissOutput` as a swipe does.
extension FlowRuntime {
    /// The screen on top of `node` the platform could remove now, with the router's command that
    /// removes it; `nil` for a flow whose top screen the platform cannot take away (the first
    /// screen of a root, a tab or a tab bar).
    func platformLeave(of node: any Node) -> (screen: Screen, command: NavigationCommand)? {
        let screens = node.entryScreens()
        guard let top = screens.last else { return nil }
        guard screens.count > 1 else {
            switch node.placement {
            case .push: return (top.screen, .pop(node.host))
            case .present: return (top.screen, .dismiss(node.host))
            case .windowRoot, .root, .tab: return nil
            }
        }
        let container = top.slot == 0 ? node.host : ContainerID(owner: node.id, slot: top.slot)
        let opensModal = top.slot > 0 && screens.first { $0.slot == top.slot }?.screen == top.screen
        return (top.screen, opensModal ? .dismiss(container) : .pop(container))
    }

    /// Removes `node`'s top screen as the platform would (see ``platformLeave(of:)``), telling the
    /// router; the dispatcher is applying.
    func leaveTopScreen(of node: any Node) throws(NavigationError) {
        guard node.isInteractive else { throw node.platformError(node.isFinished ? .flowFinished : .notInteractive) }
        guard let leave = platformLeave(of: node) else { throw node.platformError(.unknownScreen) }
        try takePlatformRemoval(of: leave.screen, announcing: leave.command)
    }
}
