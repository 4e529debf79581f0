import Foundation
import NavGraph
import Testing
import ToasterAppModel
import ToasterExample

@MainActor
@Suite("The sample app's launch: saved state, deep links")
struct LaunchTests {
    let store = SnapshotStore(file: FileManager.default.temporaryDirectory.appendingPathComponent("toaster-\(UUID()).json"))

    @Test("What was on screen comes back at the next launch")
    func restoresSavedState() throws {
        let first = HeadlessRouter()
        let before = ToasterNavigation(router: first, store: store, session: Session(hasSession: true))
        #expect(before.launch == .fresh)
        #expect(before.open(try #require(URL(string: "toaster://clip/7"))) == nil)
        #expect(before.tapPlus() == nil)
        try before.save()

        let second = HeadlessRouter()
        let after = ToasterNavigation(router: second, store: store, session: Session(hasSession: true))
        #expect(after.launch == .restored)
        #expect(second.state == first.state)
        #expect(second.state.visibleScreen?.description == "AddLink.addLink")
        store.remove()
    }

    @Test("A saved state that cannot be read or no longer fits gives a fresh start, and is removed", arguments: [
        Data("{\"version\": 1, \"flows\": [".utf8),
        Data("{\"version\": 1, \"flows\": [{\"id\": 1, \"name\": \"Gone\", \"placement\": \"root\", \"entries\": []}], \"lastID\": 1}".utf8),
        Data(),
    ])
    func badSnapshotFallsBack(saved: Data) throws {
        try saved.write(to: store.file)
        let router = HeadlessRouter()
        let navigation = ToasterNavigation(router: router, store: store, session: Session(hasSession: true))
        guard case .discarded = navigation.launch else {
            Issue.record("launch was \(navigation.launch)")
            return
        }
        #expect(router.state.visibleScreen?.description == "Home.home")
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test("Links open the screen they name; a bad one changes nothing", arguments: [
        ("toaster://clip/7", "Clip.clipDetail"),
        ("toaster://search/swift", "Search.results"),
        ("toaster://link/3", "LinkDetail.webView"),
        ("toaster://timer/new", "Timer.addTimer"),
        ("toaster://settings", "Home.settings"),
    ])
    func linksOpen(link: String, shows screen: String) throws {
        let router = HeadlessRouter()
        let navigation = ToasterNavigation(router: router, store: store, session: Session(hasSession: true))
        #expect(navigation.open(try #require(URL(string: link))) == nil)
        #expect(router.state.visibleScreen?.description == screen)

        let before = router.state
        #expect(navigation.open(try #require(URL(string: "toaster://nowhere/1"))) != nil)
        #expect(router.state == before)
    }
}
