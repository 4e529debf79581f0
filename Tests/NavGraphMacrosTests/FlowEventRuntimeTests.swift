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
private func ordinals<Event: PayloadEvent>(_: Event.Type, of cases: [Event.Case]) -> [Int?] { cases.map(Event.ordinal(of:)) }

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

    @Test("cases are numbered in declaration order, as a flow's generic code reads them")
    func ordinals() {
        #expect(NavGraphMacrosTests.ordinals(SampleEvent.self, of: SampleEvent.Case.allCases) == [0, 1, 2, 3])
        #expect(NavGraphMacrosTests.ordinals(TabBarStandIn.Event.self, of: TabBarStandIn.Event.Case.allCases) == [0, 1, 2, 3])
        #expect(NavGraphMacrosTests.ordinals(PlainEvent.self, of: PlainEvent.allCases) == [0, 1, 2])
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
        #expect(DeclaredEvent.name(of: .ping) == String(describing: DeclaredEvent.Case.ping))
    }

    @Test("an enum that already conforms to FlowEvent takes the generated Case, not itself")
    func migrated() {
        #expect(MigratedEvent.openClip(id: 1).case == .openClip)
        #expect(MigratedEvent.Cases().openClip.extract(.openClip(id: 5)) == 5)
        #expect(MigratedEvent.Cases().openClip.extract(.back) == nil)
    }
}

/// A payload-free event enum: its own `Case`, with keys and names.
@FlowEvent
enum PlainEvent: CaseIterable {
    case tapSignUp, back, `default`
}

@FlowEvent
enum EmptyEvent {}

/// Routes of every shape `@FlowRoute` takes: keyword names, raw values, a declared conformance.
@FlowRoute
enum SampleRoute: String {
    case home, `default` = "start", `in`
}

struct RouteStandIn {
    @FlowRoute
    fileprivate enum Route: FlowRoute { case list, detail }
}

/// A case's name as a row's generic code reads it, and as `String(describing:)` writes it.
/// Constrained by `PayloadEvent`, the conformance `@FlowEvent` declares: the compiler expands the
/// macro's extension when asked about it, not about the `FlowEvent` it refines.
private func names<Event: PayloadEvent>(_: Event.Type, of cases: [Event.Case]) -> (literal: [String], described: [String]) {
    (cases.map(Event.name(of:)), cases.map { String(describing: $0) })
}

private func names<Route: FlowRoute>(of _: Route.Type) -> [String] {
    Route.allCases.map(\.name)
}

@Suite("Literal names")
struct LiteralNameTests {
    @Test("@FlowEvent names every case as String(describing:) does, backticks dropped")
    func events() {
        let sample = names(SampleEvent.self, of: SampleEvent.Case.allCases)
        #expect(sample.literal == sample.described)
        let nested = names(TabBarStandIn.Event.self, of: TabBarStandIn.Event.Case.allCases)
        #expect(nested.literal == nested.described)
        let migrated = names(MigratedEvent.self, of: MigratedEvent.Case.allCases)
        #expect(migrated.literal == migrated.described)
        let plain = names(PlainEvent.self, of: PlainEvent.allCases)
        #expect(plain.literal == plain.described)
        #expect(names(PlainEvent.self, of: PlainEvent.allCases).literal == ["tapSignUp", "back", "default"])
        #expect(names(TabBarStandIn.Event.self, of: [.default]).literal == ["default"])
    }

    @Test("@FlowRoute names every route as String(describing:) does, not by its raw value")
    func routes() {
        #expect(names(of: SampleRoute.self) == SampleRoute.allCases.map { String(describing: $0) })
        #expect(names(of: SampleRoute.self) == ["home", "default", "in"])
        #expect(names(of: RouteStandIn.Route.self) == ["list", "detail"])
    }

    @Test("a payload-free event enum is its own Case, and its keys still extract")
    func payloadFree() {
        #expect(PlainEvent.back.case == .back)
        #expect(PlainEvent.Cases().back.extract(.back) != nil)
        #expect(PlainEvent.Cases().back.extract(.tapSignUp) == nil)
        #expect(names(EmptyEvent.self, of: EmptyEvent.Case.allCases).literal.isEmpty)
    }
}
