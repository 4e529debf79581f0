import Benchmark

/// Dispatch: the flat login flow against hand-written switches, and the reference hierarchy.
let benchmarks: @Sendable () -> Void = {
    registerFlatDispatch()
    registerHierarchicalDispatch()
    registerHandleLookUps()
}
