/// What the Toaster app knows at launch: whether a user is signed in.
public struct Session: Sendable, Hashable, Codable {
    /// Whether a signed-in session was restored.
    public var hasSession: Bool
    /// A session.
    public init(hasSession: Bool) { self.hasSession = hasSession }
}
