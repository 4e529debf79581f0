import NavGraph
import Testing
import ToasterExample

/// Every flow type of the hierarchy under `root`, each once, in declaration order.
private func flowTypes(under root: any Flow.Type) -> [any Flow.Type] {
    var found: [any Flow.Type] = []
    func visit(_ type: any Flow.Type) {
        guard !found.contains(where: { $0 == type }) else { return }
        found.append(type)
        children(of: type).forEach(visit)
    }
    visit(root)
    return found
}

private func children<F: Flow>(of _: F.Type) -> [any Flow.Type] {
    F.definition.children.map(\.childType)
}

/// The names a flow's definition reads from its routes and rows, and the ones `String(describing:)` writes.
private func names<F: Flow>(of _: F.Type) -> (literal: [String], described: [String]) {
    let events = F.definition.transitions.map(\.event)
    return (
        F.Route.allCases.map(\.name) + events.map(F.Event.name(of:)),
        F.Route.allCases.map { String(describing: $0) } + events.map { String(describing: $0) }
    )
}

@Suite("Toaster's literal names")
struct ToasterNameTests {
    @Test("each route and row event of every Toaster flow is named as String(describing:) names it")
    func literalNames() {
        let types = flowTypes(under: AppFlow.self)
        #expect(types.count == 9)
        for type in types {
            let names = names(of: type)
            #expect(names.literal == names.described, "\(type)")
        }
    }
}
