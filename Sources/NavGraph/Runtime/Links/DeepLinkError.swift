/// Why a deep link was not opened. When it is thrown, nothing changed: no machine and no router
/// saw any step of the link's plan.
///
/// ```swift
/// do { try runtime.open("toaster://clip/7") }
/// catch let error where error.reason == .noMatch { … }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link as given (a URL, a path, or the typed target: `Clip.openClip(id: 7)`).
    public let link: String
    /// What was wrong.
    public let reason: Reason

    /// Describes a link that was not opened.
    public init(link: String, reason: Reason) {
        self.link = link
        self.reason = reason
    }

    /// Why a link was not opened.
    public enum Reason: Hashable, Sendable {
        /// No declared pattern matches the link's path.
        case noMatch
        /// A pattern matches, but a parameter does not read as its builder asks.
        case badParameter(LinkParameterError)
        /// A pattern matches, but its event builder threw this error.
        case invalidLink(String)
        /// No sequence of declared link steps, back rows and platform backs or swipe-downs leads
        /// from what is on screen (`from`) to the target.
        case unreachable(from: String)
        /// The way there is blocked: step `step` (from 1) of the shortest sequence was rejected,
        /// by a guard that did not hold for instance.
        case stepRejected(step: Int, NavigationError)
        /// The search for a plan stopped at its budget after visiting `configurations`
        /// configurations: the hierarchy is too large or the target too far to plan here.
        case searchLimitReached(configurations: Int)
        /// The runtime runs no flow.
        case notRunning
        /// An event or another link is being applied (the link was opened from a guard, an effect or an
        /// observer): open it after.
        case busy
    }

    public var description: String {
        switch reason {
        case .noMatch: "\(link): no declared link matches"
        case .badParameter(let problem): "\(link): \(problem)"
        case .invalidLink(let message): "\(link): \(message)"
        case .unreachable(let from): "\(link): unreachable from \(from) with the declared link steps, back rows and the platform's back"
        case .stepRejected(let step, let error): "\(link): step \(step) rejected: \(error)"
        case .searchLimitReached(let configurations): "\(link): no plan within the search budget (\(configurations) configurations visited)"
        case .notRunning: "\(link): the runtime runs no flow"
        case .busy: "\(link): an event is being applied; open the link after it"
        }
    }
}

extension DeepLinkError.Reason {
    /// Whether a deferred link waits rather than fails for this reason: the way there is missing or
    /// blocked now, which the flow it waits for may change.
    var mayWait: Bool {
        switch self {
        case .unreachable, .stepRejected, .searchLimitReached: true
        case .noMatch, .badParameter, .invalidLink, .notRunning, .busy: false
        }
    }
}
