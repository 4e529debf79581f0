public import Foundation
public import Testing

extension FlowExplorer {
    /// Property-checks the hierarchy: runs `count` generated traces with every invariant of
    /// ``options`` after each step; on a violation, shrinks the trace to a minimal one and records a
    /// Swift Testing issue with its readable steps, the state, and how to replay it.
    ///
    /// ```swift
    /// @MainActor @Test func flowsHoldTheirInvariants() async throws {
    ///     let explorer = try FlowExplorer(roots: [AppFlow(session: .loggedOut)], catalog: catalog)
    ///     await explorer.check(count: 200)
    /// }
    /// ```
    ///
    /// Built on PropertyBased's `propertyCheck`: its `.fixedSeed(…)` trait replays a reported seed,
    /// its `.shrinking(false)` trait turns shrinking off. A failing property never stops the process.
    ///
    /// - Returns: What was explored; ``CheckSummary/failure`` is the minimal failing run.
    @MainActor
    @discardableResult
    public func check(count: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) async -> CheckSummary {
        var summary = CheckSummary()
        // Options may have changed since the explorer was made: a misspelt expectation would hold vacuously.
        do {
            try Self.validate(options.invariants, in: graph)
        } catch {
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
            return summary
        }
        let clock = ContinuousClock()
        let started = clock.now
        let generated = RunCache()
        // Shrinking rewrites this check's file; another check, here or in another process, writes its own.
        let runName = FailureRunName.next(root: graph.root)
        // PropertyBased's scope around each trace is nonisolated async code: kept on the main
        // queue, it spares each trace four thread switches (about half of a trace's time).
        await withMainQueueTaskExecutor {
            await propertyCheck(
                count: max(count, 0), input: checkedTraces(into: generated),
                perform: { trace in
                    let run = generated.take(trace) ?? self.run(trace)
                    summary.traces += 1
                    summary.steps += run.steps.count
                    summary.transitions += run.transitionCount
                    if let violation = run.violation {
                        summary.failure = run
                        let drawing = self.drawing(of: run, violation, name: runName)
                        summary.failureRunFile = drawing.file
                        Issue.record(Comment(rawValue: run.description + drawing.report), sourceLocation: sourceLocation)
                    }
                },
                sourceLocation: sourceLocation
            )
        }
        summary.duration = clock.now - started
        return summary
    }

    /// Runs ``check(count:sourceLocation:)`` expecting a violation, and returns the minimal failing
    /// run (or `nil`). The invariant violations it records are known issues, so the test does not
    /// fail on them: this is how you prove an invariant of yours catches a bug you planted. Any
    /// other issue (a misspelt expectation, a failed `#expect` in a catalog) still fails the test.
    ///
    /// ```swift
    /// let failure = await brokenExplorer.findViolation()
    /// #expect(failure?.violation?.invariant == "leadsTo(Home.tapLogout → Auth.login)")
    /// #expect((failure?.failingTrace.steps.count ?? .max) <= 4)
    /// ```
    @MainActor
    public func findViolation(count: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) async -> TraceRun? {
        var found: TraceRun?
        await withKnownIssue("a violation is expected here", isIntermittent: true, sourceLocation: sourceLocation) {
            found = await check(count: count, sourceLocation: sourceLocation).failure
        } matching: { issue in
            // A violation's report, and PropertyBased's note of the seed that reproduces it.
            issue.comments.contains { $0.rawValue.hasPrefix(TraceRun.violationHeading) || $0.rawValue.contains("to reproduce this issue") }
        }
        return found
    }
}

extension FlowExplorer {
    /// Writes the failing run beside the hierarchy's spec, as `name` and the violated invariant:
    /// the file, and the lines of the failure report that say where it is and how to draw it.
    @MainActor
    func drawing(of run: TraceRun, _ violation: InvariantViolation, name: String) -> (file: URL?, report: String) {
        let name = "\(name)-\(violation.invariant.prefix { $0.isLetter || $0.isNumber })"
        let folder = TraceRun.failureFolder
        do {
            let command = try run.writeRun(of: graph, to: folder, name: name)
            let file = folder.appendingPathComponent("\(name).run.json")
            return (file, "\nThe run: \(file.path)\nDraw it: `\(command)`")
        } catch {
            return (nil, "\n(The run could not be written for drawing: \(error).)")
        }
    }
}

/// Names of failing runs, unique to each check of a process (and to the process).
@MainActor
enum FailureRunName {
    private static var checks = 0

    /// A new name for a check of the hierarchy rooted at `root`: `App-p4242-3`.
    static func next(root: String) -> String {
        checks += 1
        return "\(root)-p\(ProcessInfo.processInfo.processIdentifier)-\(checks)"
    }
}

/// What a property check explored, and the minimal failure it found.
public struct CheckSummary: Sendable, CustomStringConvertible {
    /// The traces run, shrinking attempts included.
    public var traces = 0
    /// The steps run.
    public var steps = 0
    /// The transitions applied.
    public var transitions = 0
    /// The wall-clock time, generation, invariants, replays and shrinking included.
    public var duration: Duration = .zero
    /// The minimal failing run, when an invariant failed.
    public var failure: TraceRun?
    /// Where ``failure`` was written as a run (`.run.json`, beside the hierarchy's spec) for
    /// `navgraph render --highlight`; the failure report prints the path.
    public var failureRunFile: URL?

    /// Transitions applied per second of ``duration``, invariants on.
    public var transitionsPerSecond: Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds > 0 ? Double(transitions) / seconds : 0
    }

    public var description: String {
        let rate = Int(transitionsPerSecond.rounded())
        let verdict = failure.map { "failed: \($0.violation?.description ?? "")" } ?? "passed"
        return "\(traces) traces, \(steps) steps, \(transitions) transitions in \(duration) (\(rate) transitions/s): \(verdict)"
    }
}
