import NavGraph
import NavGraphTesting

// The bug zoo's own app (not the reference): a notes app of seven flows — login, three tabs, a
// note detail shared by two tabs, logout escalated from a settings screen. `Bugs` plants each
// runtime bug through a guard or an effect; the two output bugs and the settings link that does
// not wait for sign-in are in the declarations.

/// The bugs planted in one ``NotesAppFlow`` value.
struct Bugs: OptionSet, Sendable, Hashable {
    let rawValue: Int
    /// Notes keeps every detail's handle: a coordinator kept alive by app code.
    static let leak = Bugs(rawValue: 1 << 0)
    /// Main consumes the logout Profile escalates and stays: the escalation stops a level early.
    static let stopsLogout = Bugs(rawValue: 1 << 1)
    /// Search's effect sends `submit` again: one search pushes two result screens.
    static let doublePush = Bugs(rawValue: 1 << 2)
    /// Notes' effect sends `noteClosed` again: the detail's output delivered twice.
    static let echo = Bugs(rawValue: 1 << 3)
    /// Re-selecting the Notes tab presents the latest note.
    static let reselectPresents = Bugs(rawValue: 1 << 4)
    /// Re-selecting the Notes tab starts a note on it: Notes itself stays on its first route.
    static let reselectStartsChild = Bugs(rawValue: 1 << 5)
    /// Re-selecting the Profile tab runs an effect that sends the tab bar to Notes.
    static let reselectSends = Bugs(rawValue: 1 << 6)
}

/// What flows share: the planted bugs, the runtime, and the handles a leaky Notes keeps.
@MainActor
final class NotesServices {
    nonisolated let bugs: Bugs
    weak var runtime: FlowRuntime?
    var keptHandles: [FlowHandle<NoteDetailFlow>] = []
    nonisolated init(bugs: Bugs) { self.bugs = bugs }
}

struct NotesAppFlow: Flow {
    enum Route: FlowRoute { case splash }
    enum Event: FlowEvent, CaseIterable { case launch, loggedIn, loggedOut }
    let services: NotesServices

    static let definition = FlowDefinition<NotesAppFlow>(
        initial: .splash,
        transitions: [
            .on(.launch, .start(MainFlow.self, .root) { app, _ in MainFlow(services: app.services) }),
            .on(.loggedIn, .start(MainFlow.self, .root) { app, _ in MainFlow(services: app.services) }),
            .on(.loggedOut, .start(LoginFlow.self, .root) { _, _ in LoginFlow() }),
        ],
        children: [
            ChildFlow(LoginFlow.self) { _ in .loggedIn },
            ChildFlow(MainFlow.self) { _ in .loggedOut },
        ],
        links: [.step(.launch)]
    )
}

struct LoginFlow: Flow {
    enum Route: FlowRoute { case login }
    enum Event: FlowEvent, CaseIterable { case submit }
    enum Output: Sendable { case loggedIn }
    static let definition = FlowDefinition<LoginFlow>(initial: .login, transitions: [.on(.submit, .finish(.loggedIn))])
}

struct MainFlow: Flow {
    enum Route: FlowRoute { case notes, search, profile }
    enum Event: PayloadEvent {
        case selectTab(Route), logout, latestClosed

        enum Case: Sendable { case selectTab, logout, latestClosed }
        var `case`: Case {
            switch self {
            case .selectTab: .selectTab
            case .logout: .logout
            case .latestClosed: .latestClosed
            }
        }
        struct Cases: EventCaseSet {
            var selectTab: EventCase<Event, Route> { EventCase(.selectTab) { if case .selectTab(let tab) = $0 { tab } else { nil } } }
        }
    }
    enum Output: Sendable { case loggedOut }
    let services: NotesServices

    static let stopsLogout = Guard<MainFlow, Void>("stopsLogout") { main in main.services.bugs.contains(.stopsLogout) }
    static let reselectPresents = Guard<MainFlow, Route>("reselectPresents") { main, tab in main.services.bugs.contains(.reselectPresents) && tab == .notes }
    static let reselectStartsChild = Guard<MainFlow, Route>("reselectStartsChild") { main, tab in main.services.bugs.contains(.reselectStartsChild) && tab == .notes }
    static let reselectSends = Guard<MainFlow, Route>("reselectSends") { main, tab in main.services.bugs.contains(.reselectSends) && tab == .profile }

    static let definition = FlowDefinition<MainFlow>(
        tabs: [
            FlowTab(.notes, NotesFlow.self, reselect: .popToRoot) { main in NotesFlow(services: main.services) },
            FlowTab(.search, SearchNotesFlow.self, reselect: .popToRoot) { main in SearchNotesFlow(services: main.services) },
            FlowTab(.profile, ProfileFlow.self, reselect: .popToRoot) { _ in ProfileFlow() },
        ],
        initial: .notes,
        transitions: [
            .on(\.selectTab, from: .notes, when: reselectPresents, .start(NoteDetailFlow.self, .present) { main, _ in NoteDetailFlow(services: main.services) }),
            .on(\.selectTab, from: .notes, when: reselectStartsChild, .selectTab { tab in tab }, effect: { context in
                // App code reaching into the tab: a note pushed on the tab just popped to its root.
                try? context.flow.services.runtime?.handle(NotesFlow.self)?.send(.openNote)
            }),
            .on(\.selectTab, from: .profile, when: reselectSends, .stay, effect: { context in context.send(.selectTab(.notes)) }),
            .on(\.selectTab, .selectTab { tab in tab }),
            .on(.logout, when: stopsLogout, .stay),
            .on(.logout, .finish(.loggedOut)),
            .on(.latestClosed, .stay),
        ],
        children: [
            ChildFlow(NotesFlow.self),
            ChildFlow(SearchNotesFlow.self),
            ChildFlow(ProfileFlow.self) { output in output == .logout ? .logout : nil },
            ChildFlow(NoteDetailFlow.self) { output in output == .closed ? .latestClosed : nil },
        ],
        links: [
            .link("notes", sends: .selectTab(.notes)).waiting(for: MainFlow.self), .link("search", sends: .selectTab(.search)).waiting(for: MainFlow.self),
            .link("profile", sends: .selectTab(.profile)).waiting(for: MainFlow.self),
        ]
    )
}

struct NotesFlow: Flow {
    enum Route: FlowRoute { case list }
    enum Event: PayloadEvent {
        case openNote, noteClosed(echo: Bool), noteDeleted

        enum Case: Sendable { case openNote, noteClosed, noteDeleted }
        var `case`: Case {
            switch self {
            case .openNote: .openNote
            case .noteClosed: .noteClosed
            case .noteDeleted: .noteDeleted
            }
        }
        struct Cases: EventCaseSet {}
    }
    typealias Output = Never
    let services: NotesServices

    static let definition = FlowDefinition<NotesFlow>(
        initial: .list,
        transitions: [
            .on(.openNote, .start(NoteDetailFlow.self, .push) { notes, _ in NoteDetailFlow(services: notes.services) }, effect: { context in
                let services = context.flow.services
                if services.bugs.contains(.leak), let detail = services.runtime?.handle(NoteDetailFlow.self) {
                    services.keptHandles.append(detail)   // app code holding the coordinator
                }
            }),
            .on(.noteClosed, .stay, effect: { context in
                if context.flow.services.bugs.contains(.echo), case .noteClosed(echo: false) = context.event {
                    context.send(.noteClosed(echo: true))   // the output, delivered again
                }
            }),
            .on(.noteDeleted, .stay),
        ],
        children: [
            // `deleted` is mapped, but NoteDetail never produces it: the delete button was never wired.
            ChildFlow(NoteDetailFlow.self) { output in output == .closed ? .noteClosed(echo: false) : .noteDeleted },
        ],
        links: [.link("note", sends: .openNote).waiting(for: MainFlow.self)]
    )
}

struct SearchNotesFlow: Flow {
    enum Route: FlowRoute { case search, results }
    enum Event: FlowEvent, CaseIterable { case submit, back, openNote, noteClosed }
    typealias Output = Never
    let services: NotesServices

    static let definition = FlowDefinition<SearchNotesFlow>(
        initial: .search,
        transitions: [
            // Any route: the results screen has a search bar too.
            .on(.submit, .push(.results), effect: { context in
                if context.flow.services.bugs.contains(.doublePush), context.routes.count == 2 {
                    context.send(.submit)   // an effect re-sending the tap
                }
            }),
            .on(.back, from: .results, .pop),
            .on(.openNote, from: .results, .start(NoteDetailFlow.self, .push) { search, _ in NoteDetailFlow(services: search.services) }),
            .on(.noteClosed, .stay),
        ],
        children: [ChildFlow(NoteDetailFlow.self) { output in output == .closed ? .noteClosed : nil }]
    )
}

struct NoteDetailFlow: Flow {
    enum Route: FlowRoute { case note, history }
    enum Event: FlowEvent, CaseIterable { case showHistory, back, close }
    enum Output: Sendable, CaseIterable { case closed, deleted }
    let services: NotesServices

    static let definition = FlowDefinition<NoteDetailFlow>(
        initial: .note,
        transitions: [
            .on(.showHistory, from: .note, .push(.history)),
            .on(.back, from: .history, .pop),
            .on(.close, .finish(.closed)),
        ],
        dismissOutput: .closed
    )
}

struct ProfileFlow: Flow {
    enum Route: FlowRoute { case profile, settings }
    enum Event: FlowEvent, CaseIterable { case openSettings, back, tapLogout }
    // `deleteAccount` is declared and never produced: the settings screen never got the button.
    enum Output: Sendable, CaseIterable { case logout, deleteAccount }
    static let definition = FlowDefinition<ProfileFlow>(
        initial: .profile,
        transitions: [
            .on(.openSettings, from: .profile, .push(.settings)),
            .on(.back, from: .settings, .pop),
            .on(.tapLogout, from: .settings, .escalate(.logout)),
        ],
        // Not declared to wait for sign-in: opened after a logout, it cannot be reached.
        links: [.link("settings", sends: .openSettings)]
    )
}

/// The zoo app's catalog: what its screens send.
let notesCatalog = EventCatalog {
    FlowEvents(NotesAppFlow.self, [.launch])
    FlowEvents(LoginFlow.self)
    FlowEvents(MainFlow.self).tabTap { .selectTab($0) }
    FlowEvents(NotesFlow.self, [.openNote])
    FlowEvents(SearchNotesFlow.self, [.submit, .back, .openNote])
    FlowEvents(NoteDetailFlow.self)
    FlowEvents(ProfileFlow.self)
}

/// An explorer of the notes app with `bugs` planted (and, for the leak, the runtime handed over).
@MainActor
func notesExplorer(bugs: Bugs = [], options: ExplorationOptions = ExplorationOptions(), router: (@MainActor @Sendable () -> any InspectableRouter)? = nil) throws(FlowExplorerError) -> FlowExplorer<NotesAppFlow> {
    let services = NotesServices(bugs: bugs)
    return try FlowExplorer(
        root: NotesAppFlow(services: services),
        catalog: notesCatalog,
        router: router ?? { HeadlessRouter() },
        prepare: { runtime in services.runtime = runtime },
        options: options
    )
}
