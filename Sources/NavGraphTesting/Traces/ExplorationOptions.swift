/// How the explorer generates traces and what it checks.
///
/// ```swift
/// var options = ExplorationOptions()
/// options.length = 1...60          // longer traces
/// options.invalidShare = 0.25      // more events the configuration does not take
/// options.invariants += [.leadsTo(after: "Home.tapLogout", visible: "Auth.login")]
/// ```
public struct ExplorationOptions: Sendable {
    /// How many steps a generated trace has.
    public var length: ClosedRange<Int>
    /// The share of steps that send an arbitrary catalog event to an arbitrary live flow — mostly
    /// events the configuration rejects, which must change nothing.
    public var invalidShare: Double
    /// The share of steps that are platform moves: back swipe, swipe down, tab tap.
    public var platformShare: Double
    /// The invariants checked after every step (``Invariant/builtIn`` by default).
    public var invariants: [Invariant]

    /// Options with the given values; the defaults explore the reference hierarchy in well under a second.
    public init(
        length: ClosedRange<Int> = 1...30,
        invalidShare: Double = 0.1,
        platformShare: Double = 0.15,
        invariants: [Invariant] = Invariant.builtIn
    ) {
        self.length = max(0, length.lowerBound)...max(0, length.upperBound)
        self.invalidShare = min(max(invalidShare, 0), 1)
        self.platformShare = min(max(platformShare, 0), 1)
        self.invariants = invariants
    }

    /// These options without the invariant named `name`.
    public func without(_ name: String) -> Self {
        var copy = self
        copy.invariants.removeAll { $0.name == name }
        return copy
    }
}
