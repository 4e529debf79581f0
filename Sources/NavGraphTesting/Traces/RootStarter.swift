public import NavGraph

/// Starts one of an explorer's root values in a runtime, by its position in `roots`.
///
/// Formed by the explorer's inlinable initializers, where the root's flow type is concrete: the
/// root's start (its coordinator, its tabs, its first container) then runs specialised in every
/// run and replay, not as generic code looking its type's metadata up.
@usableFromInline
struct RootStarter: Sendable {
    @usableFromInline let start: @MainActor @Sendable (FlowRuntime, Int) throws(NavigationError) -> Void

    @inlinable init<Root: Flow>(_ roots: [Root]) {
        start = { runtime, index throws(NavigationError) in _ = try runtime.start(roots[index]) }
    }
}
