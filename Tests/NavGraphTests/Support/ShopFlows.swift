import NavGraph

// A shop whose tabs re-select nothing: a link reaches a product only if the plan leaves what is
// on screen as a user would (a declared back row, a declared close step, the platform's back or
// swipe-down), not by re-selecting a tab.

/// How many times the catalog's category guard holds before it stops holding: a test makes it
/// answer otherwise when a plan is applied than when it was searched.
@MainActor
final class Turnstile {
    var calls = 0
    var holdsUntilCall = Int.max
}

struct ShopFlow: Flow {
    enum Route: FlowRoute { case catalog, account }
    enum Event: FlowEvent { case showCatalog, showAccount }
    var turnstile: Turnstile

    static let definition = FlowDefinition<ShopFlow>(
        tabs: [
            FlowTab(.catalog, CatalogFlow.self) { shop in CatalogFlow(turnstile: shop.turnstile) },
            FlowTab(.account, AccountFlow.self) { _ in AccountFlow() },
        ],
        initial: .catalog,
        transitions: [.on(.showCatalog, .selectTab(.catalog)), .on(.showAccount, .selectTab(.account))],
        children: [ChildFlow(CatalogFlow.self), ChildFlow(AccountFlow.self)],
        links: [.link("catalog", sends: .showCatalog), .link("account", sends: .showAccount)]
    )
}

/// Products, a category pushed with a back row (an event type with payloads, whose rows plans do
/// not send: the platform's back leaves it), and filters presented with no row that closes them
/// (the platform's swipe-down does).
struct CatalogFlow: Flow {
    enum Route: FlowRoute { case list, category, filters }
    enum Event: PayloadEvent {
        case openProduct(id: Int), openCategory, back, showFilters, productClosed

        enum Case: Sendable { case openProduct, openCategory, back, showFilters, productClosed }
        var `case`: Case {
            switch self {
            case .openProduct: .openProduct
            case .openCategory: .openCategory
            case .back: .back
            case .showFilters: .showFilters
            case .productClosed: .productClosed
            }
        }
        struct Cases: EventCaseSet {
            var openProduct: EventCase<Event, Int> { EventCase(.openProduct) { if case .openProduct(let id) = $0 { id } else { nil } } }
            var openCategory: EventCase<Event, Void> { EventCase(.openCategory) { if case .openCategory = $0 { () } else { nil } } }
            var back: EventCase<Event, Void> { EventCase(.back) { if case .back = $0 { () } else { nil } } }
            var showFilters: EventCase<Event, Void> { EventCase(.showFilters) { if case .showFilters = $0 { () } else { nil } } }
            var productClosed: EventCase<Event, Void> { EventCase(.productClosed) { if case .productClosed = $0 { () } else { nil } } }
        }
    }

    var turnstile: Turnstile

    static let turnstileHolds = Guard<CatalogFlow, Void>("turnstileHolds") { catalog in
        MainActor.assumeIsolated {
            catalog.turnstile.calls += 1
            return catalog.turnstile.calls < catalog.turnstile.holdsUntilCall
        }
    }

    static let definition = FlowDefinition<CatalogFlow>(
        initial: .list,
        transitions: [
            .on(\.openProduct, from: .list, .start(ProductFlow.self, .push) { id in ProductFlow(id: id) }),
            .on(\.openCategory, from: .list, when: turnstileHolds, .push(.category)),
            .on(\.back, from: .category, .pop),
            .on(\.showFilters, from: .list, .present(.filters)),
            .on(\.productClosed, .stay),
        ],
        children: [ChildFlow(ProductFlow.self) { _ in .productClosed }],
        links: [
            .link("product/:id", sends: .openProduct) { link in .openProduct(id: try link.int("id")) },
            .link("category", sends: .openCategory),
        ]
    )
}

/// A product pushed as a child flow: its reviews have no back row (the platform's back leaves
/// them), and its declared close step, taken on its page, finishes it.
struct ProductFlow: Flow {
    enum Route: FlowRoute { case page, reviews }
    enum Event: FlowEvent { case showReviews, close }
    enum Output: Sendable { case closed }
    let id: Int

    static let definition = FlowDefinition<ProductFlow>(
        initial: .page,
        transitions: [.on(.showReviews, from: .page, .push(.reviews)), .on(.close, from: .page, .finish(.closed))],
        dismissOutput: .closed,
        links: [.step(.close)]
    )
}

/// The account tab: orders pushed, with a declared back row that plans prefer to the platform's back.
struct AccountFlow: Flow {
    enum Route: FlowRoute { case profile, orders, settings }
    enum Event: FlowEvent { case openOrders, openSettings, back }

    static let definition = FlowDefinition<AccountFlow>(
        initial: .profile,
        transitions: [
            .on(.openOrders, from: .profile, .push(.orders)),
            .on(.openSettings, from: .profile, .push(.settings)),
            .on(.back, .pop),
        ],
        links: [.link("orders", sends: .openOrders), .link("account/settings", sends: .openSettings)]
    )
}
