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
///
/// A screen holds its two names by reference to text that lives as long as the process (the flow
/// type's table keeps the names the runtime uses; the initializer keeps one copy of each name it
/// sees), so it is a plain value: copying screens, or arrays of them, counts no references.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The flow instance that shows it.
    public let flow: FlowID
    /// The position of this screen among the flow's screens, from 0.
    public let index: Int
    // Unretained: the names outlive every screen. `Unmanaged`, not `unowned(unsafe)`: handing
    // an `unowned(unsafe)` name to a function (`ScreenName.same`) made a counted reference of
    // it, four retains and four releases per comparison (measured).
    @usableFromInline let flowNameText: Unmanaged<ScreenName>
    @usableFromInline let routeText: Unmanaged<ScreenName>

    /// The flow's name (`Home`).
    public var flowName: String { flowNameText.takeUnretainedValue().text }
    /// The route's name (`settings`).
    public var route: String { routeText.takeUnretainedValue().text }

    /// Describes a screen (tests, and routers that rebuild one). On the main actor, as the runtime
    /// is: it keeps one copy of each name it is given, for the life of the process.
    @MainActor public init(flow: FlowID, flowName: String, route: String, index: Int) {
        self.init(flow: flow, flowName: ScreenName.interned(flowName), route: ScreenName.interned(route), index: index)
    }

    /// A screen whose names live as long as the process (a flow table's).
    @inlinable init(flow: FlowID, flowName: ScreenName, route: ScreenName, index: Int) {
        self.init(flow: flow, flowName: flowName, routeText: Unmanaged.passUnretained(route), index: index)
    }

    /// A screen whose route name is `routeText`, a flow table's, held unretained.
    @inlinable init(flow: FlowID, flowName: ScreenName, routeText: Unmanaged<ScreenName>, index: Int) {
        self.flow = flow
        self.index = index
        flowNameText = Unmanaged.passUnretained(flowName)
        self.routeText = routeText
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.flow == rhs.flow && lhs.index == rhs.index
            && ScreenName.same(lhs.flowNameText, rhs.flowNameText) && ScreenName.same(lhs.routeText, rhs.routeText)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(index)
        hasher.combine(flowName)
        hasher.combine(route)
    }

    /// `Home.settings`.
    public var description: String { "\(flowName).\(route)" }
}

/// A name a ``Screen`` shows, kept for the life of the process: by a flow table (every table the
/// runtime uses is kept) or by the table of names ``Screen/init(flow:flowName:route:index:)`` saw.
@usableFromInline
final class ScreenName: Sendable {
    @usableFromInline let text: String

    @usableFromInline init(_ text: String) {
        self.text = text
    }

    /// Whether two names have the same text; one object has one text. Compares the objects'
    /// addresses first, so the common case counts no reference.
    @inlinable static func same(_ lhs: Unmanaged<ScreenName>, _ rhs: Unmanaged<ScreenName>) -> Bool {
        lhs.toOpaque() == rhs.toOpaque() || lhs.takeUnretainedValue().text == rhs.takeUnretainedValue().text
    }

    /// The names screens were made with outside the runtime, one object per text, never released.
    @MainActor private static var seen: [String: ScreenName] = [:]

    @MainActor static func interned(_ text: String) -> ScreenName {
        if let name = seen[text] { return name }
        let name = ScreenName(text)
        seen[text] = name
        return name
    }
}
