/// What a ``Dispatcher`` is doing, and its router: what every event reads, gathered in one value
/// that only the dispatcher's own methods read and change.
///
/// The flags mirror the dispatcher's own collections (queued events, a held plan, observers, a
/// deferred link), which set them when they change.
@MainActor
struct DispatchState {
    /// The router every command goes to.
    private(set) var router: any Router
    /// The router again, lent out for each command sent straight to it: moved out and back, so
    /// that the call neither retains nor releases it (a copy would), while ``router`` keeps it
    /// alive. `nil` while lent, and once the router is replaced.
    private var lendable: (any Router)?
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
        lendable = router
    }

    /// Replaces the router (the runtime is gone): a lent one is not taken back.
    mutating func replaceRouter(with router: any Router) {
        self.router = router
        lendable = nil
    }

    /// The router, lent for a command that goes straight to it (nothing holds it back or keeps
    /// it); `nil` when the command goes the long way, or the router is lent already (a command
    /// sent while the router takes one).
    mutating func lendRouter() -> (any Router)? {
        guard !isHolding, !isObserved else { return nil }
        // A swap, not `Optional.take()`, which the iOS 16 SDK lacks.
        var lent: (any Router)?
        swap(&lent, &lendable)
        return lent
    }

    /// Takes back `router`, lent by ``lendRouter()``, unless it was replaced meanwhile: then it is
    /// left to the caller, to be released outside the access, which then calls nothing.
    mutating func takeBack(_ router: consuming any Router) -> (any Router)? {
        guard lendable == nil, router === self.router else { return router }
        lendable = router
        return nil
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
