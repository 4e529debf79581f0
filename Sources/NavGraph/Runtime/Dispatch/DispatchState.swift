/// What a ``Dispatcher`` is doing, and its router: what every event reads, gathered in one value
/// that only the dispatcher's own methods read and change.
///
/// The flags mirror the dispatcher's own collections (queued events, a held plan, observers, a
/// deferred link), which set them when they change.
@MainActor
struct DispatchState {
    /// The router every command goes to.
    var router: any Router
    /// Whether an event is being validated or applied.
    var isApplying = false
    /// Whether events wait in the queue.
    var hasPending = false
    /// Whether a deep link's plan holds commands, records and effects back.
    var isHolding = false
    /// Whether observers receive records (commands are then kept for them).
    var isObserved = false
    /// Whether a deferred link is tried after each event.
    var hasAfterRun = false
    /// See ``Dispatcher/layoutVersion``.
    var layoutVersion = 0
    /// The last version given out: a change takes a number never used, so that putting a layout
    /// back exactly may put its number back too (see ``Dispatcher/restoreLayout(_:)``).
    var lastLayoutVersion = 0

    init(router: any Router) {
        self.router = router
    }

    /// The router, when a command goes straight to it: nothing holds it back or keeps it.
    var directRouter: (any Router)? {
        isHolding || isObserved ? nil : router
    }

    /// Starts an event unless one is being applied; answers the layout's version, read in the
    /// same access.
    mutating func begin() -> Int? {
        if isApplying { return nil }
        isApplying = true
        return layoutVersion
    }

    /// Ends the event when nothing waits for its end (no queued event, no deferred link);
    /// `false` leaves it to the dispatcher.
    mutating func endQuietly() -> Bool {
        if hasPending || hasAfterRun { return false }
        isApplying = false
        return true
    }
}
