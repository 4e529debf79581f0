import NavGraph

// The smallest hierarchies showing each lint finding: each is wrong in one way only.

/// `lost` is never shown.
struct UnreachableFlow: Flow {
    enum Route: FlowRoute { case home, detail, lost }
    enum Event: FlowEvent { case open, back }
    static let definition = FlowDefinition<UnreachableFlow>(initial: .home, transitions: [
        .on(.open, from: .home, .push(.detail)),
        .on(.back, .pop),
    ])
}

/// Nothing leaves `stuck`.
struct DeadEndFlow: Flow {
    enum Route: FlowRoute { case home, stuck }
    enum Event: FlowEvent { case open }
    static let definition = FlowDefinition<DeadEndFlow>(initial: .home, transitions: [.on(.open, from: .home, .push(.stuck))])
}

/// `back` in `home`, the first screen, always pops nothing.
struct FirstScreenPopFlow: Flow {
    enum Route: FlowRoute { case home, detail }
    enum Event: FlowEvent { case open, back }
    static let definition = FlowDefinition<FirstScreenPopFlow>(initial: .home, transitions: [
        .on(.open, from: .home, .push(.detail)),
        .on(.back, from: .home, .pop),
        .on(.back, from: .detail, .pop),
    ])
}

/// The guarded `open` row comes after an unguarded one for the same event.
struct ShadowFlow: Flow {
    enum Route: FlowRoute { case home, detail }
    enum Event: FlowEvent { case open, back }
    let premium: Bool
    static let isPremium = Guard<ShadowFlow, Void>("isPremium") { flow in flow.premium }
    static let definition = FlowDefinition<ShadowFlow>(initial: .home, transitions: [
        .on(.open, .push(.detail)),
        .on(.open, from: .home, when: isPremium, .present(.detail)),
        .on(.back, from: .detail, .pop),
    ])
}

/// A parent of ``ReportFlow``; `mapsFailed` decides whether it maps `failed`.
struct ReportParentFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case open, reportDone, reportFailed }
    static let definition = FlowDefinition<ReportParentFlow>(initial: .home, transitions: [
        .on(.open, .start(ReportFlow.self, .present) { _, _ in ReportFlow() }),
        .on(.reportDone, .stay),
        .on(.reportFailed, .stay),
    ], children: [ChildFlow(ReportFlow.self) { output in output == .done ? .reportDone : .reportFailed }])
}

/// Declares `failed` and never produces it.
struct ReportFlow: Flow {
    enum Route: FlowRoute { case form }
    enum Event: FlowEvent { case send }
    enum Output: Sendable, CaseIterable { case done, failed }
    static let definition = FlowDefinition<ReportFlow>(initial: .form, transitions: [.on(.send, .finish(.done))])
}

/// Maps only `done` of ``ReportFlow``: `failed`, never produced, needs no mapping.
struct QuietParentFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case open, reportDone }
    static let definition = FlowDefinition<QuietParentFlow>(initial: .home, transitions: [
        .on(.open, .start(ReportFlow.self, .present) { _, _ in ReportFlow() }),
        .on(.reportDone, .stay),
    ], children: [ChildFlow(ReportFlow.self) { output in output == .done ? .reportDone : nil }])
}

/// Maps no event for the `cancelled` its child produces.
struct UnmappingParentFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case open, saved }
    static let definition = FlowDefinition<UnmappingParentFlow>(initial: .home, transitions: [
        .on(.open, .start(EditorFlow.self, .present) { _, _ in EditorFlow() }),
        .on(.saved, .stay),
    ], children: [ChildFlow(EditorFlow.self) { output in output == .saved ? .saved : nil }])
}

struct EditorFlow: Flow {
    enum Route: FlowRoute { case editor }
    enum Event: FlowEvent { case save, cancel }
    enum Output: Sendable { case saved, cancelled }
    static let definition = FlowDefinition<EditorFlow>(initial: .editor, transitions: [
        .on(.save, .finish(.saved)),
        .on(.cancel, .finish(.cancelled)),
    ])
}

/// Declares ``EditorFlow`` as a child and never starts it.
struct IdleParentFlow: Flow {
    enum Route: FlowRoute { case home, about }
    enum Event: FlowEvent { case about, back, saved }
    static let definition = FlowDefinition<IdleParentFlow>(initial: .home, transitions: [
        .on(.about, from: .home, .push(.about)),
        .on(.back, from: .about, .pop),
        .on(.saved, .stay),
    ], children: [ChildFlow(EditorFlow.self) { _ in .saved }])
}

/// Maps its child's `saved` to `saved`, which none of its rows handles.
struct DeafParentFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case open, saved, cancelled }
    static let definition = FlowDefinition<DeafParentFlow>(initial: .home, transitions: [
        .on(.open, .start(EditorFlow.self, .present) { _, _ in EditorFlow() }),
        .on(.cancelled, .stay),
    ], children: [ChildFlow(EditorFlow.self) { output in output == .saved ? .saved : .cancelled }])
}
