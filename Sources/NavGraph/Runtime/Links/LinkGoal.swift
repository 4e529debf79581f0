/// A link's target, made concrete from its parameters: what a plan must reach.
struct LinkGoal: Sendable {
    /// `Clip.openClip(id: 7)`, `Auth.signUp`.
    let description: String
    /// The event the target flow is sent last, for an event target; its refusal validates the
    /// whole chain the event causes, applying nothing.
    let step: (
        flowType: any Flow.Type, take: @MainActor @Sendable (any Node) -> NavigationError?,
        refusal: @MainActor @Sendable (any Node) -> NavigationError?, event: ValueDescription
    )?
    /// Whether `node` shows the target now: on its own screens, or by the child on top of them,
    /// so a flow with a grandchild never does; the second argument tells which flows are interactive.
    let isShown: @MainActor @Sendable (any Node, _ isInteractive: (any Node) -> Bool) -> Bool
    /// The type of the flow that shows the target.
    let flowType: ObjectIdentifier
    /// The flow a deferred link waits for (``FlowLink/waiting(for:)``).
    var waitsFor: (any Flow.Type)?

    /// The goal of sending `event` to a flow of type `F`.
    static func event<F: Flow>(_ event: F.Event, of type: F.Type) -> LinkGoal {
        let value = ValueDescription(event: event, of: F.self)
        return LinkGoal(
            description: "\(F.name).\(value)",
            step: (
                F.self, { node in FlowNode<F>.rejection(taking: event, on: node) },
                { node in FlowNode<F>.rejection(validating: event, on: node) }, value
            ),
            isShown: { node, isInteractive in (node as? FlowNode<F>)?.shows(event, described: value, isInteractive: isInteractive) ?? false },
            flowType: ObjectIdentifier(F.self)
        )
    }

    /// The goal of showing `route` on top of a flow of type `F`.
    static func route<F: Flow>(_ route: F.Route, of type: F.Type) -> LinkGoal {
        LinkGoal(
            description: "\(F.name).\(route.name)", step: nil,
            isShown: { node, isInteractive in
                guard let node = node as? FlowNode<F>, node.runtime != nil else { return false }
                return !node.isTabFlow && node.machine.route == route && isInteractive(node)
            },
            flowType: ObjectIdentifier(F.self)
        )
    }
}

/// One pattern declared by a flow of the hierarchy, erased of the flow's type.
struct DeclaredLink: Sendable {
    let flowName: String
    let pattern: LinkPattern
    let waitsFor: (any Flow.Type)?
    /// The goal for the parameters the path captured.
    let goal: @Sendable (LinkParameters) throws -> LinkGoal
}

extension Flow {
    /// The patterns this flow declares.
    static func declaredLinks() -> [DeclaredLink] {
        definition.links.compactMap { link in
            guard let pattern = link.pattern else { return nil }
            return DeclaredLink(flowName: name, pattern: pattern, waitsFor: link.waitedFor) { parameters in
                var goal: LinkGoal =
                    switch link.target {
                    case .route(let route): .route(route, of: Self.self)
                    case .event(_, let make): .event(try make(parameters), of: Self.self)
                    }
                goal.waitsFor = link.waitedFor
                return goal
            }
        }
    }

    /// The patterns of this flow and every flow it may start or host, each flow once, depth first.
    static func hierarchyLinks() -> [DeclaredLink] {
        var links: [DeclaredLink] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [any Flow.Type] = [Self.self]
        while let type = stack.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            links += type.declaredLinks()
            stack += type.childTypes.reversed()
        }
        return links
    }

    /// The flow types this flow's definition declares as children.
    static var childTypes: [any Flow.Type] { definition.children.map { $0.childType } }
}
