// The complete example of the DocC article "Property-testing your flows", verbatim: it must compile
// and pass here, as it must in a user's test target.

import NavGraph
import NavGraphTesting
import Testing

// MARK: The flows (in an app, they live in the app's module)

/// A shop: a catalog, a cart, and a product detail pushed over the catalog.
struct ShopFlow: Flow {
    enum Route: FlowRoute { case catalog, cart }
    enum Event: PayloadEvent {
        case openProduct(id: Int), openCart, back, productClosed

        enum Case: Sendable { case openProduct, openCart, back, productClosed }
        var `case`: Case {
            switch self {
            case .openProduct: .openProduct
            case .openCart: .openCart
            case .back: .back
            case .productClosed: .productClosed
            }
        }
        struct Cases: EventCaseSet {
            var openProduct: EventCase<Event, Int> { EventCase(.openProduct) { if case .openProduct(let id) = $0 { id } else { nil } } }
        }
    }

    static let definition = FlowDefinition<ShopFlow>(
        initial: .catalog,
        transitions: [
            .on(\.openProduct, from: .catalog, .start(ProductFlow.self, .push) { id in ProductFlow(productID: id) }),
            .on(.openCart, from: .catalog, .push(.cart)),
            .on(.back, from: .cart, .pop),
            .on(.productClosed, .stay),
        ],
        children: [ChildFlow(ProductFlow.self) { _ in .productClosed }]
    )
}

/// One product, with its reviews pushed over it.
struct ProductFlow: Flow {
    enum Route: FlowRoute { case product, reviews }
    enum Event: FlowEvent, CaseIterable { case showReviews, back, close }
    enum Output: Sendable { case closed }

    let productID: Int

    static let definition = FlowDefinition<ProductFlow>(
        initial: .product,
        transitions: [
            .on(.showReviews, from: .product, .push(.reviews)),
            .on(.back, from: .reviews, .pop),
            .on(.close, .finish(.closed)),
        ],
        dismissOutput: .closed
    )
}

// MARK: The property tests

/// What the shop's screens can send. Payload events come from generators.
let shopEvents = EventCatalog {
    FlowEvents(ShopFlow.self, [.openCart, .back])
        .generating(Gen.int(in: 1...50).map { .openProduct(id: $0) })
    FlowEvents(ProductFlow.self)
}

/// What must happen, one line each: closing a product shows the catalog again, and reviews are
/// never stacked on reviews.
let shopExpectations: [Invariant] = [
    .leadsTo(after: "Product.close", visible: "Shop.catalog"),
    .neverTwiceOnOneStack("Product.reviews"),
]

/// Reviews are only ever on screen above their product.
let reviewsAboveTheirProduct = Invariant("reviewsAboveTheirProduct", "Reviews sit right above their product.") { context in
    for stack in context.after.routerState.stacks {
        for (index, screen) in stack.screens.enumerated() where screen.route == "reviews" {
            let below = index > 0 ? stack.screens[index - 1] : nil
            if below?.flow != screen.flow || below?.route != "product" {
                return "reviews of \(screen.flow) are above \(below.map(String.init(describing:)) ?? "nothing")"
            }
        }
    }
    return nil
}

@Suite("Shop flows")
@MainActor
struct ShopFlowPropertyTests {
    let explorer: FlowExplorer<ShopFlow>

    init() throws {
        var options = ExplorationOptions()
        options.invariants += shopExpectations + [reviewsAboveTheirProduct]
        explorer = try FlowExplorer(root: ShopFlow(), catalog: shopEvents, options: options)
    }

    @Test func holdsEveryInvariant() async {
        await explorer.check(count: 200)
    }

    @Test func everyTransitionIsReachable() {
        explorer.coveragePaths().report.expectComplete()
    }

    @Test func everyCoveragePathHoldsEveryInvariant() {
        for path in explorer.coveragePaths().paths {
            let run = explorer.run(path.trace)
            #expect(run.violation == nil, "\(run)")
        }
    }

    /// A failure the property check once printed, kept as a regression test.
    @Test func openingAProductTwice() {
        let run = explorer.run(Trace(steps: [.send(flow: 0, event: 2), .send(flow: 1, event: 2), .send(flow: 0, event: 2)]))
        #expect(run.violation == nil, "\(run)")
    }
}
