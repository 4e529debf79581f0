import NavGraph
import NavGraphTesting

/// Broken on purpose: a stack flow imitating a tab bar, whose re-selection of the profile tab
/// pushes the profile again instead of changing nothing.
struct PushingTabBarFlow: Flow {
    enum Route: FlowRoute { case feed, profile }
    enum Event: FlowEvent {
        case select(Route)

        enum Case: Sendable { case select }
        var `case`: Case { .select }
    }

    static let selectsFeed = Guard<PushingTabBarFlow>("selectsFeed") { _, event in event.selected == .feed }
    static let selectsProfile = Guard<PushingTabBarFlow>("selectsProfile") { _, event in event.selected == .profile }

    static let definition = FlowDefinition<PushingTabBarFlow>(
        initial: .feed,
        transitions: [
            .on(.select, from: .feed, when: selectsProfile, .push(.profile)),
            .on(.select, from: .profile, when: selectsFeed, .pop),
            .on(.select, from: .profile, when: selectsProfile, .push(.profile)),   // the bug
        ]
    )
}

extension PushingTabBarFlow.Event {
    var selected: PushingTabBarFlow.Route {
        switch self { case .select(let route): route }
    }
}
