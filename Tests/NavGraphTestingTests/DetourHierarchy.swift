import NavGraph
import NavGraphTesting

/// A hierarchy whose link steps start children of every kind a plan's search may or may not pass
/// over: a child that leads nowhere (`Side`), one whose output moves its parent on (`Return`), one
/// whose own child holds a target (`Wrapper` → `Inner`), and the same hub as a tab beside another.
struct HubFlow: Flow {
    enum Route: FlowRoute { case home, shelf, note }
    enum Event: FlowEvent { case openSide, openReturn, openWrapper, openNote, closeNote, openShelf, back, sideClosed, returned }

    static let definition = FlowDefinition<HubFlow>(
        initial: .home,
        transitions: [
            .on(.openSide, from: .home, .start(SideFlow.self, .push) { SideFlow() }),
            .on(.openReturn, from: .home, .start(ReturnFlow.self, .present) { ReturnFlow() }),
            .on(.openWrapper, .start(WrapperFlow.self, .push) { WrapperFlow() }),
            .on(.openNote, from: .home, .present(.note)),
            .on(.closeNote, from: .note, .dismiss),
            .on(.openShelf, from: .shelf, .start(ShelfFlow.self, .push) { ShelfFlow() }),
            .on(.back, from: .shelf, .pop),
            .on(.sideClosed, .stay),
            // The shelf opens only when `Return` hands back: a plan to it, or to the shelf's own
            // flow, passes through that child.
            .on(.returned, from: .home, .push(.shelf)),
        ],
        children: [
            ChildFlow(SideFlow.self) { _ in .sideClosed },
            ChildFlow(ReturnFlow.self) { _ in .returned },
            ChildFlow(WrapperFlow.self),
            ChildFlow(ShelfFlow.self),
        ],
        links: [
            .link("shelf", to: .shelf), .link("note", to: .note), .link("side", sends: .openSide),
            .step(.openSide), .step(.openReturn), .step(.openWrapper), .step(.closeNote), .step(.openShelf), .step(.back),
        ]
    )
}

/// A child that changes nothing of its hub: it closes into a row that stays.
struct SideFlow: Flow {
    enum Route: FlowRoute { case main, more }
    enum Event: FlowEvent { case more, back, close }
    enum Output: Sendable { case closed }

    static let definition = FlowDefinition<SideFlow>(
        initial: .main,
        transitions: [.on(.more, from: .main, .push(.more)), .on(.back, from: .more, .pop), .on(.close, .finish(.closed))],
        dismissOutput: .closed,
        links: [.link("side/more", to: .more), .step(.more), .step(.close)]
    )
}

/// A presented child whose output pushes its hub's shelf; swiped down, it hands back nothing.
struct ReturnFlow: Flow {
    enum Route: FlowRoute { case main, extra }
    enum Event: FlowEvent { case done, extra }
    enum Output: Sendable { case done }

    static let definition = FlowDefinition<ReturnFlow>(
        initial: .main,
        transitions: [.on(.done, .finish(.done)), .on(.extra, from: .main, .push(.extra))],
        links: [.step(.done), .step(.extra)]
    )
}

/// What the hub's shelf starts.
struct ShelfFlow: Flow {
    enum Route: FlowRoute { case main, item }
    enum Event: FlowEvent { case pick }

    static let definition = FlowDefinition<ShelfFlow>(
        initial: .main, transitions: [.on(.pick, from: .main, .push(.item))], links: [.link("shelf/item", to: .item), .step(.pick)]
    )
}

/// A child that only hosts `Inner`, where a link's target lives.
struct WrapperFlow: Flow {
    enum Route: FlowRoute { case main }
    enum Event: FlowEvent { case openInner, innerDone }

    static let definition = FlowDefinition<WrapperFlow>(
        initial: .main,
        transitions: [.on(.openInner, .start(InnerFlow.self, .push) { InnerFlow() }), .on(.innerDone, .stay)],
        children: [ChildFlow(InnerFlow.self) { _ in .innerDone }],
        links: [.step(.openInner)]
    )
}

struct InnerFlow: Flow {
    enum Route: FlowRoute { case main, deep }
    enum Event: FlowEvent { case go, back, leave }
    enum Output: Sendable { case done }

    static let definition = FlowDefinition<InnerFlow>(
        initial: .main,
        transitions: [.on(.go, from: .main, .push(.deep)), .on(.back, from: .deep, .pop), .on(.leave, .finish(.done))],
        dismissOutput: .done,
        links: [.link("inner", to: .deep), .step(.go), .step(.leave)]
    )
}

/// The hub as a tab beside `Inner`: the tab bar takes events beside the hub, whose detours are
/// then searched.
struct HubTabsFlow: Flow {
    enum Route: FlowRoute { case hub, inner }
    enum Event: FlowEvent { case showHub, showInner }

    static let definition = FlowDefinition<HubTabsFlow>(
        tabs: [FlowTab(.hub, HubFlow.self) { _ in HubFlow() }, FlowTab(.inner, InnerFlow.self) { _ in InnerFlow() }],
        initial: .hub,
        transitions: [.on(.showHub, .selectTab(.hub)), .on(.showInner, .selectTab(.inner))],
        children: [ChildFlow(HubFlow.self), ChildFlow(InnerFlow.self) { _ in nil }],
        links: [.step(.showHub), .step(.showInner)]
    )
}

/// The events of the hierarchy under `HubFlow`, with the tab bar's when it is the root.
func detourCatalog(tabs: Bool) -> EventCatalog {
    EventCatalog {
        if tabs { FlowEvents(HubTabsFlow.self, [.showHub, .showInner]) }
        FlowEvents(HubFlow.self, [.openSide, .openReturn, .openWrapper, .openNote, .closeNote, .openShelf, .back])
        FlowEvents(ShelfFlow.self, [.pick])
        FlowEvents(SideFlow.self, [.more, .back, .close])
        FlowEvents(ReturnFlow.self, [.done, .extra])
        FlowEvents(WrapperFlow.self, [.openInner])
        FlowEvents(InnerFlow.self, [.go, .back, .leave])
    }
}

/// The detour hierarchy's links.
let detourLinks = ["shelf", "shelf/item", "note", "side", "side/more", "inner"]
