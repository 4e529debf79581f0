import NavGraph

/// Small hierarchies for the runtime's edge cases, apart from the reference app.
struct ParentFlow: Flow {
    enum Route: FlowRoute { case list, extra }
    enum Event: FlowEvent { case openKid, openStranger, kidSaidA, kidSaidB, step, chained, explode, openTwice }
    var chainFromEffect = false

    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
    static let throwing = Guard<ParentFlow, Void>("throwing") { _, _ in throw Boom() }

    static let definition = FlowDefinition<ParentFlow>(
        initial: .list,
        transitions: [
            .on(.openKid, from: .list, .start(KidFlow.self, .push) { _, _ in KidFlow() }),
            .on(.openTwice, .start(KidFlow.self, .present) { _, _ in KidFlow() }),
            .on(.openStranger, .start(StrangerFlow.self, .present) { _, _ in StrangerFlow() }),
            .on(.kidSaidA, .stay),
            // kidSaidB is declared only from .extra: in .list the mapped event is rejected.
            .on(.kidSaidB, from: .extra, .stay),
            .on(.step, from: .list, .push(.extra), effect: { context in
                if context.flow.chainFromEffect {
                    context.send(.chained)
                    // Queued, not applied yet: still on .extra.
                    observedDuringEffect = context.routes
                }
            }),
            .on(.chained, from: .extra, .pop),
            .on(.explode, when: throwing, .stay),
        ],
        children: [
            ChildFlow(KidFlow.self) { output in
                switch output {
                case .a: .kidSaidA
                case .b: .kidSaidB
                case .c: nil
                }
            },
        ]
    )

    @MainActor static var observedDuringEffect: [Route] = []
}

struct KidFlow: Flow {
    enum Route: FlowRoute { case only }
    enum Event: FlowEvent { case finishA, finishB, finishC, escalateA }
    enum Output: Sendable { case a, b, c }
    static let definition = FlowDefinition<KidFlow>(
        initial: .only,
        transitions: [
            .on(.finishA, .finish(.a)),
            .on(.finishB, .finish(.b)),
            .on(.finishC, .finish(.c)),
            .on(.escalateA, .escalate(.a)),
        ]
    )
}

/// Started by ParentFlow without being declared in its children.
struct StrangerFlow: Flow {
    enum Route: FlowRoute { case only }
    enum Event: FlowEvent { case none }
    static let definition = FlowDefinition<StrangerFlow>(initial: .only, transitions: [])
}

/// A tab flow whose `extra` route is not one of its tabs.
struct ShelfFlow: Flow {
    enum Route: FlowRoute { case left, right, extra }
    enum Event: FlowEvent { case goExtra, goRight, push }
    static let definition = FlowDefinition<ShelfFlow>(
        tabs: [FlowTab(.left, LeafFlow.self) { _ in LeafFlow() }, FlowTab(.right, LeafFlow.self) { _ in LeafFlow() }],
        initial: .left,
        transitions: [
            .on(.goExtra, .selectTab(.extra)),
            .on(.goRight, .selectTab(.right)),
            .on(.push, .push(.extra)),
        ],
        children: [ChildFlow(LeafFlow.self)]
    )
}

struct LeafFlow: Flow {
    enum Route: FlowRoute { case leaf }
    enum Event: FlowEvent { case none }
    static let definition = FlowDefinition<LeafFlow>(initial: .leaf, transitions: [])
}

/// A flow that can start itself: the graph lists it once.
struct LoopFlow: Flow {
    enum Route: FlowRoute { case page }
    enum Event: FlowEvent { case again, done, childDone }
    enum Output: Sendable { case done }
    static let definition = FlowDefinition<LoopFlow>(
        initial: .page,
        transitions: [
            .on(.again, .start(LoopFlow.self, .push) { _, _ in LoopFlow() }),
            .on(.done, .finish(.done)),
            .on(.childDone, .stay),
        ],
        children: [ChildFlow(LoopFlow.self) { _ in .childDone }]
    )
}

/// Presents a route of its own, then pushes KidFlow onto that modal.
struct SheetHostFlow: Flow {
    enum Route: FlowRoute { case list, sheet }
    enum Event: FlowEvent { case openSheet, openKid, kidLeft }
    static let definition = FlowDefinition<SheetHostFlow>(
        initial: .list,
        transitions: [
            .on(.openSheet, from: .list, .present(.sheet)),
            .on(.openKid, from: .sheet, .start(DismissibleKidFlow.self, .push) { _, _ in DismissibleKidFlow() }),
            .on(.kidLeft, from: .list, .stay),
        ],
        children: [ChildFlow(DismissibleKidFlow.self) { _ in .kidLeft }]
    )
}

/// A child whose removal by the platform reports `left`.
struct DismissibleKidFlow: Flow {
    enum Route: FlowRoute { case page }
    enum Event: FlowEvent { case done }
    enum Output: Sendable { case left }
    static let definition = FlowDefinition<DismissibleKidFlow>(
        initial: .page, transitions: [.on(.done, .finish(.left))], dismissOutput: .left
    )
}

/// A tab flow whose tabs declare no re-selection behaviour (the default: nothing).
struct PlainTabsFlow: Flow {
    enum Route: FlowRoute { case left, right }
    enum Event: FlowEvent { case selectLeft, selectRight }
    static let definition = FlowDefinition<PlainTabsFlow>(
        tabs: [FlowTab(.left, LeftFlow.self) { _ in LeftFlow() }, FlowTab(.right, LeftFlow.self) { _ in LeftFlow() }],
        initial: .left,
        transitions: [.on(.selectLeft, .selectTab(.left)), .on(.selectRight, .selectTab(.right))],
        children: [ChildFlow(LeftFlow.self)]
    )
}

/// A two-screen stack flow hosted in ``PlainTabsFlow``'s tabs.
struct LeftFlow: Flow {
    enum Route: FlowRoute { case first, second }
    enum Event: FlowEvent { case next }
    static let definition = FlowDefinition<LeftFlow>(initial: .first, transitions: [.on(.next, from: .first, .push(.second))])
}

/// A tab flow whose first tab starts a child when the platform removes the one it had.
struct RestartingTabsFlow: Flow {
    enum Route: FlowRoute { case first, second }
    enum Event: FlowEvent { case selectSecond }
    static let definition = FlowDefinition<RestartingTabsFlow>(
        tabs: [FlowTab(.first, RestarterFlow.self) { _ in RestarterFlow() }, FlowTab(.second, LeafFlow.self) { _ in LeafFlow() }],
        initial: .first,
        transitions: [.on(.selectSecond, .selectTab(.second))],
        children: [ChildFlow(RestarterFlow.self), ChildFlow(LeafFlow.self)]
    )
}

/// Pushes ``DismissibleKidFlow``; when the platform removes it, pushes ``LeftFlow``.
struct RestarterFlow: Flow {
    enum Route: FlowRoute { case home }
    enum Event: FlowEvent { case openKid, kidLeft }
    static let definition = FlowDefinition<RestarterFlow>(
        initial: .home,
        transitions: [
            .on(.openKid, .start(DismissibleKidFlow.self, .push) { _, _ in DismissibleKidFlow() }),
            .on(.kidLeft, .start(LeftFlow.self, .push) { _, _ in LeftFlow() }),
        ],
        children: [ChildFlow(DismissibleKidFlow.self) { _ in .kidLeft }, ChildFlow(LeftFlow.self)]
    )
}
