extension FlowExplorer {
    /// Runs `trace` from launch in a fresh runtime, checking the invariants after every step; stops
    /// at the first violation.
    ///
    /// Use it to replay a failure the property check printed, as a regression test:
    ///
    /// ```swift
    /// let run = explorer.run(Trace(root: 0, steps: [.send(flow: 0, event: 0), .backSwipe]))
    /// #expect(run.violation == nil, "\(run)")
    /// ```
    @MainActor
    public func run(_ trace: Trace) -> TraceRun {
        let runner = TraceRunner(explorer: self, root: trace.root)
        runner.reserve(steps: trace.steps.count)
        for step in trace.steps where runner.violation == nil { runner.run(step) }
        return runner.finish(trace)
    }
}
