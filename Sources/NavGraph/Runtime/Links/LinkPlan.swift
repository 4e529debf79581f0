/// The declared transitions that take the runtime from what is on screen to a link's target,
/// shortest first: what ``FlowRuntime/plan(_:)`` finds and ``FlowRuntime/open(_:)-(String)`` applies.
///
/// ```swift
/// let plan = try runtime.plan("toaster://clip/7")
/// plan.description   // TabBar.selectTab(.clip) → Clip.openClip(id: 7)
/// ```
public struct LinkPlan: Sendable, CustomStringConvertible {
    /// One event sent to one live flow.
    public struct Step: Sendable, CustomStringConvertible {
        /// The flow instance that takes it (in the runtime the plan was made for).
        public let flowID: FlowID
        /// The flow's name.
        public var flow: String { flowType.name }
        /// The flow's type, whose name is read only when asked.
        let flowType: any Flow.Type
        /// The event with its payload.
        public var event: ValueDescription { describe() }
        /// Describes the event: only when asked, as a search makes many steps and keeps few.
        let describe: @Sendable () -> ValueDescription
        /// Sends the event to the node of that flow (the runtime is applying) and returns its
        /// rejection: a stored typed-throws function type would need the iOS 18 runtime.
        let send: @MainActor @Sendable (any Node) -> NavigationError?
        /// Why the event is turned down now, if it is, as far as is told without applying it: by
        /// the node's machine alone for a step a search then takes on a copy of the tree, by the
        /// whole chain it causes for the target's own event, which needs no copy.
        let refusal: @MainActor @Sendable (any Node) -> NavigationError?

        init(
            flowID: FlowID, flowType: any Flow.Type, describe: @escaping @Sendable () -> ValueDescription,
            take send: @escaping @MainActor @Sendable (any Node) -> NavigationError?,
            refusal: @escaping @MainActor @Sendable (any Node) -> NavigationError?
        ) {
            self.flowID = flowID
            self.flowType = flowType
            self.describe = describe
            self.send = send
            self.refusal = refusal
        }

        /// Sends the event to the node of that flow (the runtime is applying).
        @MainActor
        func take(_ node: any Node) throws(NavigationError) {
            if let rejection = send(node) { throw rejection }
        }

        public var description: String { "\(flow).\(event)" }

        /// The rejection of this step when its flow no longer runs.
        var flowFinished: NavigationError {
            NavigationError(flow: flow, route: nil, event: event.description, reason: .flowFinished)
        }
    }

    /// The link as given, or the typed target's description.
    public let link: String
    /// The events, in order; empty when the target is already on screen or the link waits.
    public let steps: [Step]
    /// The flow a deferred link waits for (`TabBar`): no plan reaches its target now and no flow
    /// of that type runs, so ``FlowRuntime/open(_:)-(String)`` keeps it until one does.
    public let waitingFor: String?

    init(link: String, steps: [Step], waitingFor: String? = nil) {
        self.link = link
        self.steps = steps
        self.waitingFor = waitingFor
    }

    /// Whether the target was already on screen: applying changes nothing.
    public var isAlreadyShown: Bool { steps.isEmpty && waitingFor == nil }

    public var description: String {
        if let waitingFor { return "waiting for \(waitingFor)" }
        return steps.isEmpty ? "already shown" : steps.map(\.description).joined(separator: " → ")
    }
}
