import NavGraph

/// A folder browser, each folder pushing the next: the hierarchy a link search must stay bounded
/// over. Besides subfolders a folder pushes its details and sharing screens in any order, so the
/// configurations within a plan's twelve steps outnumber any search budget. Its vault is declared
/// but no row starts it: a link into the vault is unreachable from anywhere, and the search visits
/// everything its budget allows.
struct NestedFolderFlow: Flow, Codable {
    enum Route: FlowRoute { case list, info, details, sharing }
    enum Event: FlowEvent, Codable { case open, showInfo, hideInfo, showDetails, share, back, close, subfolderClosed }
    enum Output: Sendable { case closed }

    static let definition = FlowDefinition<NestedFolderFlow>(
        initial: .list,
        transitions: [
            .on(.open, from: .list, .start(NestedFolderFlow.self, .push) { _, _ in NestedFolderFlow() }),
            .on(.showInfo, from: .list, .present(.info)),
            .on(.hideInfo, from: .info, .dismiss),
            .on(.showDetails, .push(.details)),
            .on(.share, .push(.sharing)),
            .on(.back, .pop),
            .on(.close, from: .list, .finish(.closed)),
            .on(.subfolderClosed, .stay),
        ],
        children: [ChildFlow(NestedFolderFlow.self) { _ in .subfolderClosed }, ChildFlow(VaultFlow.self)],
        links: [
            .link("info", sends: .showInfo), .step(.open), .step(.close), .step(.hideInfo), .step(.showDetails), .step(.share), .step(.back),
        ]
    )

    /// A runtime showing `depth` nested folders, restored from a snapshot (thousands of events
    /// would take longer than the measurement).
    @MainActor
    static func runtime(depth: Int) -> FlowRuntime? {
        let flows = (0..<depth).map { level -> FlowSnapshot.FlowState in
            let parent: UInt32? = level == 0 ? nil : UInt32(level)
            let placement = level == 0 ? "windowRoot" : "push"
            return FlowSnapshot.FlowState(
                id: UInt32(level + 1), name: "NestedFolder", parent: parent, placement: placement,
                value: "{}", selectedTab: nil, entries: [FlowSnapshot.EntryState(route: "list", serial: 0)]
            )
        }
        return try? FlowRuntime(restoring: FlowSnapshot(flows: flows, lastID: UInt32(depth)), root: NestedFolderFlow.self, router: HeadlessRouter())
    }

    /// A runtime showing `depth` nested folders, the top one presenting its info.
    @MainActor
    static func showingInfo(depth: Int) -> FlowRuntime? {
        guard let runtime = runtime(depth: depth), (try? runtime.open(NestedFolderFlow.self, sending: .showInfo)) != nil else { return nil }
        return runtime
    }
}

/// Declared by every folder, started by none.
struct VaultFlow: Flow, Codable {
    enum Route: FlowRoute { case locked }
    enum Event: FlowEvent, Codable { case unlock }
    static let definition = FlowDefinition<VaultFlow>(initial: .locked, transitions: [.on(.unlock, .stay)], links: [.link("vault", sends: .unlock)])
}
