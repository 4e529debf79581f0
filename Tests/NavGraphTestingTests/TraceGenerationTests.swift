import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

@Suite("Generated traces: enabled events, invalid and platform shares, seeds")
@MainActor
struct TraceGenerationTests {
    func sample(_ explorer: FlowExplorer<AppFlow>, count: Int, seed: UInt64 = 7) -> [Trace] {
        var rng = Xoshiro(seed: (seed, 0x5EED, 3, 4))
        return (0..<count).map { _ in explorer.traces.run(using: &rng) }
    }

    @Test func theSameSeedGivesTheSameTrace() throws {
        let explorer = try toasterExplorer()
        #expect(sample(explorer, count: 20) == sample(explorer, count: 20))
        #expect(sample(explorer, count: 20) != sample(explorer, count: 20, seed: 8))
    }

    @Test func aTraceReplaysToTheSameStates() throws {
        let explorer = try toasterExplorer()
        for trace in sample(explorer, count: 20) {
            let first = explorer.run(trace)
            let second = explorer.run(trace)
            #expect(first.violation == nil, "\(first)")
            #expect(first.snapshots == second.snapshots)
        }
    }

    @Test func lengthsFollowTheOptions() throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 3...5))
        for trace in sample(explorer, count: 30) { #expect((3...5).contains(trace.steps.count)) }
    }

    @Test func mostStepsAreEnabledUnlessInvalidEventsAreAskedFor() throws {
        func rejectedShare(_ options: ExplorationOptions) throws -> Double {
            let explorer = try toasterExplorer(options: options)
            let steps = sample(explorer, count: 40).flatMap { explorer.run($0).steps }
            return Double(steps.filter(\.isRejected).count) / Double(steps.count)
        }
        let enabled = try rejectedShare(ExplorationOptions(invalidShare: 0, platformShare: 0))
        let invalid = try rejectedShare(ExplorationOptions(invalidShare: 1, platformShare: 0))
        #expect(enabled < 0.35, "enabled events are rejected only by guards and pops on first screens: \(enabled)")
        #expect(invalid > 0.5, "arbitrary events are mostly rejected: \(invalid)")
    }

    @Test func platformShareGivesSwipesAndTabTaps() throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 20...20, platformShare: 1))
        let steps = sample(explorer, count: 20).flatMap(\.steps)
        let platform = steps.filter(\.isPlatform)
        #expect(Double(platform.count) / Double(steps.count) > 0.5)
        #expect(platform.contains { if case .tapTab = $0 { true } else { false } })
        #expect(platform.contains(.backSwipe) || platform.contains(.swipeDown))
    }

    @Test func payloadsComeFromTheUsersGenerators() throws {
        let explorer = try toasterExplorer(options: ExplorationOptions(length: 30...30))
        let events = sample(explorer, count: 30).flatMap { explorer.run($0).steps }.compactMap { step -> String? in
            if case .send(_, _, _, let event) = step.action, event.description.hasPrefix("openLink(id:") { return event.description }
            return nil
        }
        #expect(Set(events).isSubset(of: ["openLink(id: 1)", "openLink(id: 2)", "openLink(id: 3)"]))
        #expect(Set(events).count > 1, "payloads vary: \(Set(events))")
    }

    @Test func shrinkCandidatesAreAlwaysSmaller() {
        let trace = Trace(root: 1, steps: [.send(flow: 2, instance: 1, event: 3, payload: 9), .tapTab(flow: 1, tab: 2), .backSwipe])
        var candidates = 0
        for candidate in TraceShrinks(trace, roots: 2) {
            candidates += 1
            #expect(candidate != trace)
            let measure = { (t: Trace) in
                (t.steps.count, t.root, t.steps.reduce(0) { sum, step in
                    switch step {
                    case .send(let f, let i, let e, let p): sum + f + i + e + (p == 0 ? 0 : 1)
                    case .tapTab(let f, let i, let t): sum + f + i + t
                    case .backSwipe, .swipeDown: sum
                    }
                })
            }
            #expect(measure(candidate) < measure(trace), "\(candidate) is not smaller than \(trace)")
        }
        #expect(candidates > 10)
    }
}
