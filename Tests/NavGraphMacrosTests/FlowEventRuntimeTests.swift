// Imports both modules and uses `@FlowEvent` beside the `FlowEvent` protocol unqualified: that this file
// compiles is the proof that the macro and the protocol may share a name.
import NavGraph
import NavGraphMacros
import Testing

@FlowEvent
public enum SampleEvent {
    case openLink(id: Int), openSettings, submit(query: String, scope: Int), pick(String)
}

/// A flow's event enum as apps nest it: its payload names a sibling type.
struct TabBarStandIn {
    enum Route: FlowRoute { case home, search }

    @FlowEvent
    enum Event {
        case selectTab(Route)
        case open(id: Int = 1)
        indirect case both(Event, String)
        case `default`
    }
}

/// A conformance written by hand leaves the macro nothing to add but the members.
@FlowEvent
private enum DeclaredEvent: PayloadEvent {
    case ping(Int)
}

/// An enum that already names `FlowEvent`, as flows declared before the macro do.
@FlowEvent
enum MigratedEvent: FlowEvent, Hashable {
    case openClip(id: Int), back
}

/// What a row's generic code sees: constrained by the protocol, not by the macro.
private func caseOf<Event: FlowEvent>(_ event: Event) -> Event.Case { event.case }
private func keys<Event: PayloadEvent>(of _: Event.Type) -> Event.Cases { Event.Cases() }

@Suite("@FlowEvent on real enums")
struct FlowEventRuntimeTests {
    static let events: [SampleEvent] = [.openLink(id: 7), .openSettings, .submit(query: "swift", scope: 2), .pick("x")]

    @Test("case drops the payload; Case lists every case in declaration order")
    func cases() {
        #expect(SampleEvent.Case.allCases == [.openLink, .openSettings, .submit, .pick])
        #expect(Self.events.map(caseOf) == SampleEvent.Case.allCases)
        #expect(SampleEvent.openLink(id: 1).case == SampleEvent.openLink(id: 2).case)
    }

    @Test("each key extracts its own case's payload, typed, and nil from every other case", arguments: events)
    func extract(event: SampleEvent) throws {
        let keys = keys(of: SampleEvent.self)
        let matches: [SampleEvent.Case: Bool] = [
            keys.openLink.case: keys.openLink.extract(event) != nil,
            keys.openSettings.case: keys.openSettings.extract(event) != nil,
            keys.submit.case: keys.submit.extract(event) != nil,
            keys.pick.case: keys.pick.extract(event) != nil,
        ]
        #expect(matches == Dictionary(uniqueKeysWithValues: SampleEvent.Case.allCases.map { ($0, $0 == event.case) }))

        switch event {
        case .openLink: #expect(keys.openLink.extract(event) == 7)
        case .openSettings: #expect(keys.openSettings.extract(event) != nil)
        case .submit:
            let payload = try #require(keys.submit.extract(event))
            #expect(payload.query == "swift" && payload.scope == 2)
        case .pick: #expect(keys.pick.extract(event) == "x")
        }
    }

    @Test("a key path names a key, as rows do")
    func keyPath() {
        let openLink: KeyPath<SampleEvent.Cases, EventCase<SampleEvent, Int>> = \.openLink
        #expect(SampleEvent.Cases()[keyPath: openLink].extract(.openLink(id: 3)) == 3)
    }

    @Test("a nested enum: sibling payload types, default values, indirect cases and keyword names")
    func nested() throws {
        let keys = TabBarStandIn.Event.Cases()
        #expect(keys.selectTab.extract(.selectTab(.search)) == .search)
        #expect(keys.open.extract(.open()) == 1)
        #expect(keys.open.extract(.default) == nil)
        let both = try #require(keys.both.extract(.both(.default, "inner")))
        #expect(both.0.case == .default && both.1 == "inner")
        #expect(keys.default.extract(.default) != nil)
        #expect(TabBarStandIn.Event.Case.allCases == [.selectTab, .open, .both, .default])
    }

    @Test("an enum that declares PayloadEvent itself still gets its members")
    func declaredConformance() {
        #expect(DeclaredEvent.Cases().ping.extract(.ping(4)) == 4)
        #expect(caseOf(DeclaredEvent.ping(4)) == .ping)
    }

    @Test("an enum that already conforms to FlowEvent takes the generated Case, not itself")
    func migrated() {
        #expect(MigratedEvent.openClip(id: 1).case == .openClip)
        #expect(MigratedEvent.Cases().openClip.extract(.openClip(id: 5)) == 5)
        #expect(MigratedEvent.Cases().openClip.extract(.back) == nil)
    }
}
