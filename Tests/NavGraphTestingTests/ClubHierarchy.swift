import NavGraph

/// What the club's guard reads: whether the vault is open. Changed by tests between events.
@MainActor
final class Club {
    var vaultOpen = true
}

/// A club: members enter from the door (signing in shows the members' area as the root) and
/// leave back to it. No plan signs anybody in: a link into the members' area waits for one.
struct ClubFlow: Flow {
    enum Route: FlowRoute { case door }
    enum Event: FlowEvent { case enter, memberLeft }
    let club: Club

    static let definition = FlowDefinition<ClubFlow>(
        initial: .door,
        transitions: [
            .on(.enter, .start(MemberFlow.self, .root) { door, _ in MemberFlow(club: door.club) }),
            .on(.memberLeft, .stay),
        ],
        children: [ChildFlow(MemberFlow.self) { _ in .memberLeft }]
    )
}

/// The members' area: a vault behind a guard, a bar, and leaving (a logout).
struct MemberFlow: Flow {
    enum Route: FlowRoute { case lounge, vault, bar }
    enum Event: FlowEvent { case openVault, openBar, back, leave }
    enum Output: Sendable { case left }
    let club: Club

    static let vaultOpen = Guard<MemberFlow, Void>("vaultOpen") { member in MainActor.assumeIsolated { member.club.vaultOpen } }

    static let definition = FlowDefinition<MemberFlow>(
        initial: .lounge,
        transitions: [
            .on(.openVault, from: .lounge, when: vaultOpen, .push(.vault)),
            .on(.openBar, from: .lounge, .push(.bar)),
            .on(.back, .pop),
            .on(.leave, .finish(.left)),
        ],
        links: [.link("vault", sends: .openVault).waiting(for: MemberFlow.self), .link("bar", sends: .openBar)]
    )
}
