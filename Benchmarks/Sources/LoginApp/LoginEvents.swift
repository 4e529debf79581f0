/// The event sequences the flat benchmarks send, shared by NavGraph and the hand-written baselines.
public enum LoginEvents {
    /// The cycle of the issue: tapSignUp, back, tapForgotPassword, back, loggedIn, logout.
    public static let cycle: [LoginFlow.Event] = [.tapSignUp, .back, .tapForgotPassword, .back, .loggedIn, .logout]

    /// 1,000 events of the cycle. After 166 whole cycles the last four (tapSignUp … back) end on
    /// `login` again, so every run starts and ends in the same state.
    public static let accepted: [LoginFlow.Event] = (0..<1_000).map { cycle[$0 % cycle.count] }

    /// 1,000 events that `login` rejects, alternating two reasons: `back` finds its transition and
    /// fails validation (first screen), `logout` finds no transition at all.
    public static let rejected: [LoginFlow.Event] = (0..<1_000).map { $0.isMultiple(of: 2) ? .back : .logout }
}
