import NavGraph

extension FlowExplorer {
    /// A PropertyBased generator of traces from launch, with a shrinker that removes and simplifies
    /// steps.
    ///
    /// Each trace is grown step by step against a live runtime: mostly events the live configuration
    /// handles (an interactive flow, a transition for the event in its route), mixed with
    /// ``ExplorationOptions/invalidShare`` arbitrary events and ``ExplorationOptions/platformShare``
    /// platform moves. The same seed gives the same trace.
    ///
    /// Use it for properties of your own; call it from the main actor (a `@MainActor` test), inside
    /// ``withMainQueueTaskExecutor(_:)``, which spares each trace PropertyBased's thread switches:
    ///
    /// ```swift
    /// await withMainQueueTaskExecutor {
    ///     await propertyCheck(input: explorer.traces) { trace in
    ///         let run = explorer.run(trace)
    ///         #expect(run.final?.routerState.modals.count ?? 0 <= 1, "\(run)")
    ///     }
    /// }
    /// ```
    public var traces: Generator<Trace, TraceShrinks> {
        let setup = self.setup
        let options = self.options
        return generator { root, seed, rng in
            let driver = TraceDriver(root: root, setup: setup)
            var number = 0
            let steps = TraceGeneration.grow(driver, options: options, using: &rng) { step in
                number += 1
                _ = driver.execute(step, number: number)
                return true
            }
            return Trace(root: root, steps: steps, seed: seed)
        }
    }

    /// Traces checked as they grow: each generated trace is run with the invariants while it is
    /// generated, stops at the first violation, and leaves its run in `runs` for the property's body.
    @MainActor
    func checkedTraces(into runs: RunCache) -> Generator<Trace, TraceShrinks> {
        let explorer = self
        let options = self.options
        return generator { root, seed, rng in
            let runner = TraceRunner(explorer: explorer, root: root)
            let steps = TraceGeneration.grow(runner.driver, options: options, using: &rng) { step in
                runner.run(step)
                return runner.violation == nil
            }
            let trace = Trace(root: root, steps: steps, seed: seed)
            runs.store(runner.finish(trace))
            return trace
        }
    }

    /// A generator that draws the root and grows a trace with `grow` on the main actor, and
    /// shrinks with ``TraceShrinks`` and a shortcut search.
    private func generator(
        _ grow: @escaping @MainActor @Sendable (_ root: Int, _ seed: String, _ rng: inout Xoshiro) -> Trace
    ) -> Generator<Trace, TraceShrinks> {
        let roots = self.roots
        let setup = self.setup
        let shortcuts = ShortcutSearch.Factory { maxLength, budget in
            ShortcutSearch(roots: roots.count, maxLength: maxLength, budget: budget) { root in
                TraceDriver(root: root, setup: setup)
            }
        }
        return Generator(
            run: { rng in
                let seed = seedDescription(of: rng)
                var local = Xoshiro(seed: (rng.next(), rng.next(), rng.next(), rng.next() | 1))
                let root = Int.random(in: 0..<roots.count, using: &local)
                return MainActor.assumeIsolated { grow(root, seed, &local) }
            },
            shrink: { TraceShrinks($0, roots: roots.count, shortcuts: shortcuts) }
        )
    }
}

/// The runs made while generating, taken by the property's body for the same trace.
@MainActor
final class RunCache {
    private var runs: [Trace: TraceRun] = [:]

    func store(_ run: TraceRun) { runs[run.trace] = run }

    func take(_ trace: Trace) -> TraceRun? { runs.removeValue(forKey: trace) }
}

/// The seed PropertyBased prints for `.fixedSeed(…)`.
private func seedDescription(of rng: some SeededRandomNumberGenerator) -> String {
    String(describing: rng.currentSeed)
}

extension TraceRunner {
    /// A runner of a trace from `explorer`'s root value number `root` (wrapped).
    convenience init<Root: Flow>(explorer: FlowExplorer<Root>, root: Int) {
        self.init(
            graph: explorer.graph, root: root, rootDescriptions: explorer.rootDescriptions,
            invariants: explorer.options.invariants, setup: explorer.setup
        )
    }
}
