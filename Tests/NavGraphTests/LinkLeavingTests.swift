import NavGraph
import Testing

/// Deep links from any screen: a plan leaves what is on screen the way a user would, and shows
/// each leaving step.
@MainActor
@Suite("Deep links leave children as the user would")
struct LinkLeavingTests {
    let router = HeadlessRouter()
    let runtime: FlowRuntime
    var records: [TransitionRecord] { recorded.records }
    private let recorded = Recorded()

    private final class Recorded {
        var records: [TransitionRecord] = []
    }

    let turnstile = Turnstile()

    init() throws {
        runtime = FlowRuntime(router: router)
        _ = try runtime.start(ShopFlow(turnstile: turnstile))
        runtime.addObserver { [recorded] record in recorded.records.append(record) }
    }

    var visible: String { router.state.visibleScreen?.description ?? "nothing" }

    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(router.state == runtime.impliedNavigationState, sourceLocation: sourceLocation)
        #expect(router.unappliedCommands.isEmpty, sourceLocation: sourceLocation)
    }

    func flow<F: Flow>(_ type: F.Type) throws -> FlowHandle<F> {
        try #require(runtime.handle(type))
    }

    @Test("From a pushed child's second screen: the platform's back, the declared close, then the target")
    func leavesAPushedChild() throws {
        try flow(CatalogFlow.self).send(.openProduct(id: 1))
        try flow(ProductFlow.self).send(.showReviews)
        let plan = try runtime.open("product/2")
        #expect(plan.description == "Product.platformBack → Product.close → Catalog.openProduct(id: 2)")
        #expect(visible == "Product.page")
        #expect(try flow(ProductFlow.self).flow.id == 2)
        #expect(router.state.stacks.map(\.screens.count).max() == 2)
        expectConsistent()
    }

    @Test("Leaving steps reach observers as the platform's removals, in order")
    func leavingStepsAreRecorded() throws {
        try flow(CatalogFlow.self).send(.openProduct(id: 1))
        try flow(ProductFlow.self).send(.showReviews)
        let before = records.count
        try runtime.open("category")
        #expect(records.dropFirst(before).map(\.description) == [
            "Product.reviews --platformDidRemove(Product.reviews)--> Product.page",
            "Product.page --close--> Product.finished",
            "Catalog.list --productClosed--> Catalog.list",
            "Catalog.list --openCategory--> Catalog.category",
        ])
        #expect(visible == "Catalog.category")
        expectConsistent()
    }

    @Test("A declared back row is preferred to the platform's back")
    func prefersTheDeclaredBackRow() throws {
        try flow(ShopFlow.self).send(.showAccount)
        try flow(AccountFlow.self).send(.openOrders)
        #expect(try runtime.open("account/settings").description == "Account.back → Account.openSettings")
        #expect(try flow(AccountFlow.self).routes == [.profile, .settings])
        expectConsistent()
    }

    @Test("A back row of an event type with payloads is not sent: the platform's back leaves the screen")
    func payloadBackRowIsLeftToThePlatform() throws {
        try flow(CatalogFlow.self).send(.openCategory)
        #expect(try runtime.open("product/3").description == "Catalog.platformBack → Catalog.openProduct(id: 3)")
        #expect(visible == "Product.page")
        expectConsistent()
    }

    @Test("A modal with no row that closes it is swiped down on the way")
    func dismissesAModal() throws {
        try flow(CatalogFlow.self).send(.showFilters)
        #expect(try runtime.open("category").description == "Catalog.platformDismiss → Catalog.openCategory")
        #expect(router.state.modals.isEmpty)
        #expect(visible == "Catalog.category")
        expectConsistent()
    }

    @Test("From another tab's pushed screen the plan switches tabs without leaving it")
    func otherTabKeepsItsStack() throws {
        try flow(ShopFlow.self).send(.showAccount)
        try flow(AccountFlow.self).send(.openOrders)
        #expect(try runtime.open("product/4").description == "Shop.showCatalog → Catalog.openProduct(id: 4)")
        #expect(try flow(AccountFlow.self).routes == [.profile, .orders])
        expectConsistent()
    }

    @Test("Planning from inside a child changes nothing; a link to where the user is changes nothing")
    func planningChangesNothing() throws {
        try flow(CatalogFlow.self).send(.openProduct(id: 1))
        try flow(ProductFlow.self).send(.showReviews)
        let state = router.state
        let flows = runtime.liveFlows.map(\.description)
        #expect(try runtime.plan("account").description == "Shop.showAccount")
        #expect(try runtime.plan("product/9").steps.count == 3)
        #expect(router.state == state)
        #expect(runtime.liveFlows.map(\.description) == flows)
        #expect(try runtime.open("product/1").description == "Product.platformBack")
        expectConsistent()
    }

    @Test("A plan rejected after leaving a child rolls the leaving back: the child, its screens and the router as they were")
    func leavingIsRolledBack() throws {
        try flow(CatalogFlow.self).send(.openProduct(id: 1))
        try flow(ProductFlow.self).send(.showReviews)
        // The guard holds while the plan is searched (as often as `plan` asks it), and not when
        // its last step is applied.
        _ = try runtime.plan("category")
        turnstile.holdsUntilCall = turnstile.calls + 1
        turnstile.calls = 0
        let state = router.state
        let flows = runtime.liveFlows.map(\.description)
        let recordsBefore = records.count
        let error = #expect(throws: DeepLinkError.self) { try runtime.open("category") }
        #expect(error?.reason == .stepRejected(step: 3, NavigationError(flow: "Catalog", route: "list", event: "openCategory", reason: .guardFailed(guard: "turnstileHolds"))))
        #expect(router.state == state)
        #expect(runtime.liveFlows.map(\.description) == flows)
        #expect(records.count == recordsBefore, "observers heard nothing of the rolled-back steps")
        #expect(try flow(ProductFlow.self).routes == [.page, .reviews])
        expectConsistent()
    }
}
