extension FlowExplorer {
    /// Runs `trace` from launch in a fresh runtime with nothing watching it: no transition
    /// records, snapshots or invariants, no replay. Returns how many steps the runtime applied.
    ///
    /// The exploration benchmark's floor: what a trace costs the runtime and the explorer's
    /// resolution of its steps alone, against which ``run(_:)``'s checking is measured.
    @_spi(Benchmarks)
    @MainActor
    public func drive(_ trace: Trace) -> Int {
        let driver = TraceDriver(root: wrap(trace.root, roots.count), setup: setup, recordsTransitions: false)
        guard driver.startError == nil else { return 0 }
        var applied = 0
        for step in trace.steps {
            if case .applied = driver.run(step).outcome { applied += 1 }
            driver.forgetPrevious()
        }
        return applied
    }
}
