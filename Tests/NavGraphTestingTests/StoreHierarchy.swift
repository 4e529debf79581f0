import NavGraph
import NavGraphTesting

/// A hierarchy of links' own: a store whose payment is pushed onto a presented cart, behind a guard.
struct StoreFlow: Flow, Codable {
    enum Route: FlowRoute { case catalog, product, cart }
    enum Event: FlowEvent, Codable { case showProduct, showCart, closeCart, back, checkout, checkoutFinished }

    var items: Int

    static let hasItems = Guard<StoreFlow, Void>("hasItems") { shop in shop.items > 0 }

    static let definition = FlowDefinition<StoreFlow>(
        initial: .catalog,
        transitions: [
            .on(.showProduct, from: .catalog, .push(.product)),
            .on(.back, from: .product, .pop),
            .on(.showCart, from: .catalog, .present(.cart)),
            .on(.showCart, from: .product, .present(.cart)),
            .on(.closeCart, from: .cart, .dismiss),
            .on(.checkout, from: .cart, when: hasItems, .start(PaymentFlow.self, .push) { PaymentFlow() }),
            .on(.checkoutFinished, .dismiss),
        ],
        children: [
            ChildFlow(PaymentFlow.self) { output in
                switch output { case .done: .checkoutFinished }
            },
        ],
        links: [
            .link("product", sends: .showProduct),
            .link("cart", sends: .showCart),
            .link("checkout", sends: .checkout),
            .step(.closeCart),
            .step(.back),
        ]
    )
}

struct PaymentFlow: Flow, Codable {
    enum Route: FlowRoute { case address, payment }
    enum Event: FlowEvent, Codable { case next, back, cancel, pay }
    enum Output: Sendable { case done }

    static let definition = FlowDefinition<PaymentFlow>(
        initial: .address,
        transitions: [
            .on(.next, from: .address, .push(.payment)),
            .on(.back, from: .payment, .pop),
            .on(.cancel, .finish(.done)),
            .on(.pay, from: .payment, .finish(.done)),
        ],
        dismissOutput: .done,
        links: [.link("checkout/payment", to: .payment), .step(.next), .step(.cancel)]
    )
}

let storeCatalog = EventCatalog {
    FlowEvents(StoreFlow.self, [.showProduct, .showCart, .closeCart, .back, .checkout])
    FlowEvents(PaymentFlow.self, [.next, .back, .cancel, .pay])
}

/// The shop's links and the screen each shows once opened.
let storeLinks: [(link: String, shows: String?)] = [
    ("product", "Store.product"), ("cart", "Store.cart"), ("checkout", "Payment.address"), ("checkout/payment", "Payment.payment"),
]
