import NavGraph
import NavGraphTesting
import Testing
import ToasterExample

/// Snapshots read each flow's routes from the state the machines imply, and compare as values.
@Suite("Runtime snapshots")
@MainActor
struct RuntimeSnapshotTests {
    @Test("A flow's routes come from the implied state; equal states give equal snapshots")
    func routesAndEquality() throws {
        let explorer = try toasterExplorer()
        // A session: launch (TabBar on Home), open settings, then open settings again (rejected).
        let run = explorer.run(Trace(root: 1, steps: [.send(flow: 0, event: 0), .send(flow: 3, event: 0), .send(flow: 3, event: 0)]))
        #expect(run.violation == nil, "\(run)")
        try #require(run.snapshots.count == 3)
        #expect(run.steps[2].isRejected)
        let home = try #require(run.snapshots[0].flows.first { $0.name == "Home" })
        let homeInSettings = try #require(run.snapshots[1].flow(home.id))
        #expect(home.routes == ["home"])
        #expect(homeInSettings.routes == ["home", "settings"])
        #expect(homeInSettings.description == "Home\(home.id)[home, settings]")
        #expect(run.snapshots[0].flows.first { $0.name == "TabBar" }?.routes == [])
        #expect(run.snapshots[0] != run.snapshots[1])
        #expect(run.snapshots[1] == run.snapshots[2])
        #expect(run.snapshots[1].hashValue == run.snapshots[2].hashValue)
        #expect(home != homeInSettings)
        #expect(homeInSettings == run.snapshots[2].flow(home.id))
    }

    @Test("A run's steps name the flows they started and removed, as their snapshots tell")
    func stepsNameTheirFlows() throws {
        let explorer = try toasterExplorer()
        // Launch logged out (Auth starts), log in (Auth goes, the tab bar and its tabs start),
        // then open settings (nothing starts or goes).
        let run = explorer.run(Trace(root: 0, steps: [.send(flow: 0, event: 0), .send(flow: 1, event: 3), .send(flow: 3, event: 0)]))
        #expect(run.violation == nil, "\(run)")
        try #require(run.steps.count == 3)
        #expect(run.steps[0].started == ["Auth#2"])
        #expect(run.steps[0].removed == [])
        #expect(run.steps[1].started == ["TabBar#3", "Home#4", "Clip#5", "Search#6", "Timer#7"])
        #expect(run.steps[1].removed == ["Auth#2"])
        #expect(run.steps[1].description.hasSuffix("[starts TabBar#3, Home#4, Clip#5, Search#6, Timer#7]  [removes Auth#2]"), "\(run.steps[1])")
        #expect(run.steps[2].started.isEmpty && run.steps[2].removed.isEmpty)
    }
}
