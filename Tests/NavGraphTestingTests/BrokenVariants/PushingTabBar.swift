import NavGraph
import NavGraphTesting

/// Broken on purpose: a stack flow imitating a tab bar, whose re-selection of the profile tab
/// pushes the profile again instead of changing nothing.
struct PushingTabBarFlow: Flow {
    enum Route: FlowRoute { case feed, profile }
    enum Event: PayloadEvent {
        case select(Route)

        enum Case: Sendable { case select }
        var `case`: Case { .select }
        struct Cases: EventCaseSet {
            var select: EventCase<Event, Route> { EventCase(.select) { if case .select(let route) = $0 { route } else { nil } } }
        }
    }

    static let selectsFeed = Guard<PushingTabBarFlow, Route>("selectsFeed") { _, route in route == .feed }
    static let selectsProfile = Guard<PushingTabBarFlow, Route>("selectsProfile") { _, route in route == .profile }

    static let definition = FlowDefinition<PushingTabBarFlow>(
        initial: .feed,
        transitions: [
            .on(\.select, from: .feed, when: selectsProfile, .push(.profile)),
            .on(\.select, from: .profile, when: selectsFeed, .pop),
            .on(\.select, from: .profile, when: selectsProfile, .push(.profile)),   // the bug
        ]
    )
}
