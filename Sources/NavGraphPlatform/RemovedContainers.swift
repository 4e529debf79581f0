package import NavGraph

/// Containers the platform removed on its own (a sheet swiped down) whose report the runtime
/// may still hold in its queue: commands of events applied before it arrives name them, and the
/// report will remove what they build. Such commands are dropped, not counted as unapplied.
package struct RemovedContainers {
    private var ids: Set<ContainerID> = []

    package init() {}

    /// Records that the platform removed `container` and its stacks.
    package mutating func insert(_ container: NavigationState.Container) {
        ids.formUnion(container.allIDs)
    }

    /// Whether `command` acts on a removed container. A command showing a container again
    /// (identities of presented routes are reused) makes it live again.
    package mutating func drops(_ command: NavigationCommand) -> Bool {
        switch command {
        case .setRoot:
            ids.removeAll()
            return false
        case .present(let container):
            ids.subtract(container.allIDs)
            return false
        default:
            return command.target.map(ids.contains) ?? false
        }
    }
}
