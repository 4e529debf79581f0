public import NavGraph

extension TraceStepResult {
    /// What a ``TraceStep`` resolved to in the live configuration.
    public enum Resolution: Hashable, Sendable {
        /// An event sent to flow `flow` (`name`) in `route`; `event` with its payload, described when read.
        case send(flow: FlowID, name: String, route: String, event: ValueDescription)
        /// A tap on tab `tab` of flow `flow`, read as `event`; `isReselect` when `tab` was already selected.
        case tapTab(flow: FlowID, name: String, tab: String, event: ValueDescription, isReselect: Bool)
        /// A back swipe that removed `screen`.
        case backSwipe(Screen)
        /// A swipe down that removed the modal whose first screen is `screen`.
        case swipeDown(Screen)
        /// A swipe (`gesture`: back swipe, swipe down) after which the router no longer shows
        /// `screen`, though it reported no removal: the runtime never heard of it.
        case unreportedRemoval(Screen, gesture: String)
        /// Nothing to do (no modal to swipe down, no flow with tabs…).
        case skipped(String)

        var isTabTap: Bool {
            if case .tapTab = self { return true }
            return false
        }

        var isUnreportedRemoval: Bool {
            if case .unreportedRemoval = self { return true }
            return false
        }

        /// Whether the two actions are the same, their events matched as
        /// `ValueDescription.matches(_:)` matches them: what a replay checks, without describing
        /// two equal payloads to compare their texts.
        func matches(_ other: Self) -> Bool {
            switch (self, other) {
            case (.send(let flow, let name, let route, let event), .send(let otherFlow, let otherName, let otherRoute, let otherEvent)):
                flow == otherFlow && name == otherName && route == otherRoute && event.matches(otherEvent)
            case (.tapTab(let flow, let name, let tab, let event, let isReselect), .tapTab(let otherFlow, let otherName, let otherTab, let otherEvent, let otherIsReselect)):
                flow == otherFlow && name == otherName && tab == otherTab && isReselect == otherIsReselect && event.matches(otherEvent)
            case (.backSwipe(let screen), .backSwipe(let other)), (.swipeDown(let screen), .swipeDown(let other)):
                screen == other
            case (.unreportedRemoval(let screen, let gesture), .unreportedRemoval(let other, let otherGesture)):
                screen == other && gesture == otherGesture
            case (.skipped(let why), .skipped(let otherWhy)):
                why == otherWhy
            default:
                false
            }
        }
    }

    /// Whether the runtime took a step.
    public enum Outcome: Hashable, Sendable {
        /// The runtime applied it.
        case applied
        /// The runtime rejected it with `NavigationError`.
        case rejected(NavigationError)
        /// Nothing was sent.
        case skipped(String)
    }
}
