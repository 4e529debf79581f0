/// What a runtime shows, as a `Codable` value: every live flow with its value (for flows whose
/// values are `Codable`), its route stack (with the events that opened each screen, when the
/// flow's events are `Codable`), its selected tab, and how it is shown.
///
/// ```swift
/// let data = try JSONEncoder().encode(runtime.snapshot())
/// // … next launch …
/// let snapshot = try JSONDecoder().decode(FlowSnapshot.self, from: data)
/// let runtime = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router)
/// ```
///
/// Flows are listed depth first from the root, each parent before its tabs and child; names,
/// routes and tabs are stored by name, so a snapshot taken under older declarations is checked
/// against the new ones when it is restored.
public struct FlowSnapshot: Hashable, Sendable, Codable {
    /// The snapshot format this library writes and reads.
    public static let currentVersion = 1
    /// The largest flow identity (and ``lastID``) a restore accepts: half the range, so that the
    /// restored runtime has room for every flow it starts later.
    public static let maxFlowID: UInt32 = 1 << 31
    /// The largest screen serial a restore accepts, for the same reason.
    public static let maxSerial = Int(Int32.max)

    /// The snapshot format.
    public var version: Int
    /// The live flows, depth first from the root.
    public var flows: [FlowState]
    /// The last flow identity the runtime assigned; restored flows keep their identities.
    public var lastID: UInt32

    /// A snapshot from its parts.
    public init(version: Int = FlowSnapshot.currentVersion, flows: [FlowState], lastID: UInt32) {
        self.version = version
        self.flows = flows
        self.lastID = lastID
    }

    /// One live flow.
    public struct FlowState: Hashable, Sendable, Codable {
        /// Its identity in the runtime (``FlowID/rawValue``).
        public var id: UInt32
        /// The flow's name.
        public var name: String
        /// The parent's identity; `nil` for the root.
        public var parent: UInt32?
        /// How it is shown: `windowRoot`, `root`, `push`, `present` or `tab:<index>`.
        public var placement: String
        /// The flow value as JSON; `nil` when the flow type is not `Codable` (a tab's flow is
        /// rebuilt by its tab declaration and needs none).
        public var value: String?
        /// A tab flow's selected tab.
        public var selectedTab: String?
        /// Its screens, bottom to top (a tab flow: none).
        public var entries: [EntryState]

        /// A flow's state from its parts.
        public init(id: UInt32, name: String, parent: UInt32?, placement: String, value: String?, selectedTab: String?, entries: [EntryState]) {
            self.id = id
            self.name = name
            self.parent = parent
            self.placement = placement
            self.value = value
            self.selectedTab = selectedTab
            self.entries = entries
        }
    }

    /// One screen of a flow.
    public struct EntryState: Hashable, Sendable, Codable {
        /// The route's name.
        public var route: String
        /// Whether it was presented modally.
        public var presented: Bool
        /// The event that opened it, as JSON; `nil` for the first screen or events that are not `Codable`.
        public var event: String?
        /// The screen's ``Screen/serial`` (`nil`, as in snapshots written before serials: its position).
        public var serial: Int?

        /// A screen's state from its parts.
        public init(route: String, presented: Bool = false, event: String? = nil, serial: Int? = nil) {
            self.route = route
            self.presented = presented
            self.event = event
            self.serial = serial
        }
    }
}

/// A snapshot that does not fit the declarations it is restored under, with where
/// (`flows[3] App/TabBar/Clip .entries[1].route`) and what is wrong. Nothing changed.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: the flow's position and path of names, then the field.
    public let path: String
    /// What is wrong.
    public let problem: String

    /// An error at `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}

/// What a restore does with a snapshot that does not fit.
public enum RestorationMode: Sendable {
    /// Throw ``RestorationError`` at the first problem; nothing changes.
    case strict
    /// Keep the longest valid prefix: screens up to the first unknown route, flows up to the first
    /// that does not fit (with their descendants dropped). The root must fit.
    case longestValidPrefix
}
