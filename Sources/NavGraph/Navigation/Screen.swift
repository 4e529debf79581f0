/// The identity of one live flow instance in a runtime. Assigned in start order, never reused.
public struct FlowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The sequence number, from 1 for the root flow.
    public let rawValue: UInt32
    /// Wraps a sequence number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// The identity of a container of screens: a navigation stack, a tab bar or a modal.
///
/// `slot` 0 is the container a flow gets when it is shown as root, presented or hosted in a tab;
/// slot *n* is the *n*-th route the flow itself presents.
public struct ContainerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The flow that owns the container.
    public let owner: FlowID
    /// 0 for the flow's own container, *n* for its *n*-th presented route.
    public let slot: Int
    /// Names a container.
    public init(owner: FlowID, slot: Int) {
        self.owner = owner
        self.slot = slot
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.owner, lhs.slot) < (rhs.owner, rhs.slot) }
    public var description: String { slot == 0 ? "\(owner)" : "\(owner).\(slot)" }
}

/// One screen on the navigation state: a route of a live flow instance.
///
/// Platform adapters build the view for it through a ``ScreenFactory``.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The flow instance that shows it.
    public let flow: FlowID
    /// The flow's name (`Home`).
    public let flowName: String
    /// The route's name (`settings`).
    public let route: String
    /// The position of this screen among the flow's screens, from 0.
    public let index: Int
    /// The screen's number among all its flow has shown, from 0: a screen shown again after it
    /// left (the same route pushed again at the same position) is another screen, so a late
    /// report about the one that left cannot remove it.
    public let serial: Int

    /// Describes a screen (tests, and routers that rebuild one). `serial` defaults to `index`:
    /// the serial of a screen whose flow has popped nothing yet.
    public init(flow: FlowID, flowName: String, route: String, index: Int, serial: Int? = nil) {
        self.flow = flow
        self.flowName = flowName
        self.route = route
        self.index = index
        self.serial = serial ?? index
    }

    /// `Home.settings`.
    public var description: String { "\(flowName).\(route)" }
}
