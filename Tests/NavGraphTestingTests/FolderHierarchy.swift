import NavGraph

/// A folder browser: a folder opens a subfolder by pushing the same flow again, so a snapshot can
/// nest flows as deep as a hostile one likes.
struct FolderFlow: Flow, Codable {
    enum Route: FlowRoute { case list, info }
    enum Event: FlowEvent, Codable { case open, showInfo, hideInfo, close, subfolderClosed }
    enum Output: Sendable { case closed }

    var depth: Int

    static let definition = FlowDefinition<FolderFlow>(
        initial: .list,
        transitions: [
            // A snapshot may hold any depth: the subfolder's must not trap.
            .on(.open, from: .list, .start(FolderFlow.self, .push) { folder, _ in FolderFlow(depth: folder.depth &+ 1) }),
            .on(.showInfo, from: .list, .present(.info)),
            .on(.hideInfo, from: .info, .dismiss),
            .on(.close, from: .list, .finish(.closed)),
            .on(.subfolderClosed, .stay),
        ],
        children: [ChildFlow(FolderFlow.self) { _ in .subfolderClosed }, ChildFlow(VaultFlow.self)],
        links: [.link("info", sends: .showInfo), .step(.open), .step(.close), .step(.hideInfo)]
    )

    /// A snapshot of `depth` folders, each opened from the one below, the top one showing its info
    /// when `info`: built as a runtime writes it, without running thousands of events.
    static func nested(_ depth: Int, info: Bool = false) -> FlowSnapshot {
        let flows = (0..<depth).map { level in
            var entries = [FlowSnapshot.EntryState(route: "list", serial: 0)]
            if info, level == depth - 1 { entries.append(FlowSnapshot.EntryState(route: "info", presented: true, event: "{\"showInfo\":{}}", serial: 1)) }
            return FlowSnapshot.FlowState(
                id: UInt32(level + 1), name: "Folder", parent: level == 0 ? nil : UInt32(level), placement: level == 0 ? "windowRoot" : "push",
                value: "{\"depth\":\(level)}", selectedTab: nil, entries: entries
            )
        }
        return FlowSnapshot(flows: flows, lastID: UInt32(depth))
    }
}

/// Declared by every folder, started by none: a link into it is unreachable from anywhere.
struct VaultFlow: Flow, Codable {
    enum Route: FlowRoute { case locked }
    enum Event: FlowEvent, Codable { case unlock }
    static let definition = FlowDefinition<VaultFlow>(initial: .locked, transitions: [.on(.unlock, .stay)], links: [.link("vault", sends: .unlock)])
}
