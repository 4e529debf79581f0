package import NavGraph

/// Screens the platform cut from a stack (a back swipe) whose reports wait in the runtime's
/// queue behind an event being applied. That event's stack commands were planned on the
/// machines, which still hold those screens: they are applied to the stack as the machines see
/// it, and what the platform shows follows.
///
/// A pop takes a waiting screen (the platform already removed it); a push over waiting screens
/// puts them back under it, since the machines will keep them (their queued reports are then
/// rejected, as for any screen no longer on top).
@MainActor
package struct PendingCuts {
    /// Per stack, the waiting screens, bottom to top.
    private var cuts: [ContainerID: [Screen]] = [:]

    package init() {}

    /// Records, after `cut` (bottom to top) was reported from `stack`, the screens the runtime
    /// still shows: their reports are queued.
    package mutating func record(_ cut: [Screen], from stack: ContainerID, runtime: FlowRuntime?) {
        guard let runtime, let shown = runtime.impliedNavigationState.stack(stack)?.screens else { return }
        let waiting = cut.filter(shown.contains)
        // A later cut on the same stack removed screens below the earlier one.
        if !waiting.isEmpty { cuts[stack] = waiting + (cuts[stack] ?? []) }
    }

    /// The screens stack `stack` shows after the stack command `command`, when screens cut from
    /// it still wait; `nil` when none does (apply the command as it comes).
    package mutating func screens(after command: NavigationCommand, on stack: ContainerID, shown: [Screen], runtime: FlowRuntime?) -> [Screen]? {
        prune(stack, runtime: runtime)
        guard let pending = cuts[stack], !pending.isEmpty else { return nil }
        let planned = shown + pending
        var machines = NavigationState(root: .stack(ScreenStack(id: stack, screens: planned)))
        _ = machines.applying(command)
        let result = machines.stack(stack)?.screens ?? planned
        if planned.starts(with: result), result.count >= shown.count {
            cuts[stack] = Array(result[shown.count...])
            return shown
        }
        cuts[stack] = nil
        return result
    }

    /// Forgets the waiting screen a platform report the runtime just applied names. Watched, not
    /// inferred from what the machines show: a flow that pushes the same route again shows an
    /// equal screen.
    package mutating func resolve(_ record: TransitionRecord) {
        guard record.origin == .platform else { return }
        for (stack, pending) in cuts {
            guard let index = pending.lastIndex(where: { $0.flow == record.flowID && $0.route == record.from }) else { continue }
            var rest = pending
            rest.remove(at: index)
            cuts[stack] = rest.isEmpty ? nil : rest
            return
        }
    }

    /// Forgets the waiting screens of `stack` the runtime no longer shows (their stack or flow
    /// went, or a command took them).
    private mutating func prune(_ stack: ContainerID, runtime: FlowRuntime?) {
        guard let pending = cuts[stack] else { return }
        guard let runtime, let shown = runtime.impliedNavigationState.stack(stack)?.screens else {
            cuts[stack] = nil
            return
        }
        let waiting = pending.filter(shown.contains)
        cuts[stack] = waiting.isEmpty ? nil : waiting
    }
}

extension NavigationCommand {
    /// The stack a push or pop acts on.
    package var stackTarget: ContainerID? {
        switch self {
        case .push(_, let stack), .pop(let stack), .popToRoot(let stack), .popTo(_, let stack): stack
        default: nil
        }
    }
}
