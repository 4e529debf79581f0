/// A coordinator declared as a typed finite-state machine with enumerated routes.
///
/// A flow is a value that carries the dependencies its guards and child factories need; its behaviour
/// is the ``definition``: the table of transitions that the runtime executes and that ``FlowGraph``
/// draws. There is no second description that can drift from it.
///
/// ```swift
/// struct AuthFlow: Flow {
///     enum Route: FlowRoute { case login, signUp }
///     enum Event: FlowEvent { case tapSignUp, back, loggedIn }
///     enum Output: Sendable { case loggedIn }
///
///     static let definition = FlowDefinition<AuthFlow>(initial: .login, transitions: [
///         .on(.tapSignUp, from: .login, .push(.signUp)),
///         .on(.back, from: .signUp, .pop),
///         .on(.loggedIn, .finish(.loggedIn)),
///     ])
/// }
/// ```
public protocol Flow: Sendable {
    /// The screens this flow shows: one case per screen, no payloads.
    associatedtype Route: FlowRoute
    /// What screens (and child flows, through output mappings) can tell this flow.
    associatedtype Event: FlowEvent
    /// What this flow hands to its parent when it finishes or escalates. `Never` for a root flow.
    associatedtype Output: Sendable = Never

    /// The name shown in diagrams, traces and errors. Unique within a hierarchy.
    ///
    /// Defaults to the type's name without a trailing `Flow` (`HomeFlow` → `Home`).
    static var name: String { get }

    /// The name diagrams show for the flow (`"+ Add link"`); defaults to ``name``.
    static var displayName: String { get }

    /// The transition table: what the runtime executes and the graph shows.
    static var definition: FlowDefinition<Self> { get }

    /// The runtime's code for coordinators of this flow type, compiled where the type is declared:
    /// the runtime starts children and tabs, and hands a child's output to its parent, through it,
    /// so that what runs is compiled for the type instead of generic. NavGraph provides it for
    /// every flow; do not implement it. Typed `any Sendable`, so that the declarations name no
    /// type of the runtime.
    static var _compiledCode: any Sendable { get }
}

extension Flow {
    public static var name: String {
        // The type's name as `String(describing:)` writes it, without its conformance look-ups.
        let typeName = _typeName(Self.self, qualified: false)
        if typeName.hasSuffix("Flow"), typeName.count > 4 {
            return String(typeName.dropLast(4))
        }
        return typeName
    }

    public static var displayName: String { name }
}

/// The routes of a flow: a payload-free enumeration whose cases are its screens.
///
/// Data a screen needs (an id, a URL) travels in the ``FlowEvent`` that opened it, which the
/// ``ScreenFactory`` receives.
///
/// Mark it `@FlowRoute` (from `NavGraphMacros`) to have its ``name`` written literally.
public protocol FlowRoute: Hashable, CaseIterable, Sendable {
    /// The route's case name, as diagrams, traces and snapshots show it.
    ///
    /// `@FlowRoute` writes it as a literal. The default describes the route, which the first time
    /// makes the Swift runtime scan every conformance in the process.
    var name: String { get }

    /// The name diagrams show for the route; defaults to its case name (``name``).
    var displayName: String { get }
}

extension FlowRoute {
    public var name: String { String(describing: self) }

    public var displayName: String { name }
}

/// The events of a flow. Rows match on the payload-free ``Case``.
///
/// A payload-free enumeration is its own `Case` and needs nothing more:
///
/// ```swift
/// enum Event: FlowEvent { case tapSignUp, back }
/// ```
///
/// An enumeration with payloads is marked `@FlowEvent` (from `NavGraphMacros`), which writes its
/// `Case` and a typed key per case (``PayloadEvent``):
///
/// ```swift
/// @FlowEvent
/// enum Event { case openLink(id: Int), openSettings }
/// ```
///
/// Either way, `@FlowEvent` writes the case names literally (``name(of:)``), the cases' numbers
/// (``ordinal(of:)``), and the events' descriptions (``description(of:)``).
public protocol FlowEvent: Sendable {
    /// The payload-free discriminator that rows match on.
    associatedtype Case: Hashable, Sendable = Self
    /// The case of this event, without its payload.
    var `case`: Case { get }

    /// The name of `eventCase` as rows, traces and errors show it: its case name.
    ///
    /// `@FlowEvent` writes it as literals. The default describes the case, which the first time
    /// makes the Swift runtime scan every conformance in the process.
    static func name(of eventCase: Case) -> String

    /// `event` as records and traces show it, case and payload: `openLink(id: 7)`, the text
    /// `String(describing:)` writes.
    ///
    /// `@FlowEvent` writes it from literals and each payload's own description. The default
    /// describes the event by reflection, several times slower: records of observed runtimes
    /// and every step of an exploration describe their events.
    static func description(of event: Self) -> String

    /// The position of `eventCase` among the type's cases, from 0, or `nil` for a type that does
    /// not number its cases.
    ///
    /// `@FlowEvent` writes it. A flow whose rows' cases are numbered finds an event's rows by its
    /// number, in one look-up; otherwise it compares the case with the rows' cases (or hashes it,
    /// in a long table). A number must be the same for a case on every call; if two cases with
    /// rows share a number, or a number falls outside 0 to 4,095, they are compared as if unnumbered.
    static func ordinal(of eventCase: Case) -> Int?
}

extension FlowEvent {
    public static func name(of eventCase: Case) -> String { String(describing: eventCase) }

    @inlinable public static func ordinal(of eventCase: Case) -> Int? { nil }

    public static func description(of event: Self) -> String { String(describing: event) }
}

extension FlowEvent where Case == Self {
    public var `case`: Self { self }
}
