import NavGraph

/// A shop, as first committed: a catalog that starts a cart.
struct ShopFlow: Flow {
    enum Route: FlowRoute { case catalog, product }
    enum Event: FlowEvent { case openProduct, back, openCart, cartClosed }
    static let definition = FlowDefinition<ShopFlow>(
        initial: .catalog,
        transitions: [
            .on(.openProduct, from: .catalog, .push(.product)),
            .on(.back, from: .product, .pop),
            .on(.openCart, .start(CartFlow.self, .present) { CartFlow() }),
            .on(.cartClosed, .stay),
        ],
        children: [ChildFlow(CartFlow.self) { _ in .cartClosed }]
    )
}

struct CartFlow: Flow {
    enum Route: FlowRoute { case cart }
    enum Event: FlowEvent { case close }
    enum Output: Sendable { case closed }
    static let definition = FlowDefinition<CartFlow>(initial: .cart, transitions: [.on(.close, .finish(.closed))])
}

/// The same shop later: a reviews route, the cart's close removed for a checkout that finishes
/// with another output, and a new child flow.
struct ChangedShopFlow: Flow {
    static var name: String { "Shop" }
    enum Route: FlowRoute { case catalog, product, reviews }
    enum Event: FlowEvent { case openProduct, back, openReviews, openCart, cartDone, openHelp, helpClosed }
    static let definition = FlowDefinition<ChangedShopFlow>(
        initial: .catalog,
        transitions: [
            .on(.openProduct, from: .catalog, .push(.product)),
            .on(.back, from: .product, .pop),
            .on(.openReviews, from: .product, .push(.reviews)),
            .on(.openCart, .start(CheckoutCartFlow.self, .present) { CheckoutCartFlow() }),
            .on(.cartDone, .stay),
            .on(.openHelp, .start(HelpFlow.self, .push) { HelpFlow() }),
            .on(.helpClosed, .stay),
        ],
        children: [
            ChildFlow(CheckoutCartFlow.self) { _ in .cartDone },
            ChildFlow(HelpFlow.self) { _ in .helpClosed },
        ]
    )
}

struct CheckoutCartFlow: Flow {
    static var name: String { "Cart" }
    enum Route: FlowRoute { case cart }
    enum Event: FlowEvent { case checkOut }
    enum Output: Sendable { case paid }
    static let definition = FlowDefinition<CheckoutCartFlow>(initial: .cart, transitions: [.on(.checkOut, .finish(.paid))])
}

struct HelpFlow: Flow {
    enum Route: FlowRoute { case topics, article }
    enum Event: FlowEvent { case open, done }
    enum Output: Sendable { case done }
    static let definition = FlowDefinition<HelpFlow>(
        initial: .topics,
        transitions: [.on(.open, from: .topics, .push(.article)), .on(.done, .finish(.done))]
    )
}
