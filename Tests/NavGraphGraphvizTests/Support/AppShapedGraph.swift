import NavGraph

/// A generated hierarchy shaped like an app: a root that shows Auth or a tab bar, a tab bar of up to
/// seven tabs with a modal, flows nested under each tab (siblings and grandchildren), a detail
/// flow shared by the first two tabs, and logout escalated from an account flow three levels deep.
enum AppShapedGraph {
    /// A hierarchy of exactly `count` flows (at least 7).
    static func make(flows count: Int) -> FlowGraph {
        let extras = max(count, 7) - 5  // App, Auth, Main, Detail and Account are always there
        let tabCount = min(max(2, extras / 3), 7)
        let tabs = (0..<tabCount).map { name(Self.tabNames, $0) }
        let nested = (0..<(extras - tabCount)).map { name(Self.featureNames, $0) }
        // Each nested flow hangs under a tab; under one tab they form a binary tree, so some are
        // siblings and some grandchildren. The first one is the tab bar's modal instead.
        let modal = nested.first
        var parent: [String: String] = [:]
        var underTab: [[String]] = Array(repeating: [], count: tabCount)
        for (index, flow) in nested.enumerated().dropFirst() {
            let tab = (index - 1) % tabCount
            let siblings = underTab[tab]
            parent[flow] = siblings.isEmpty ? tabs[tab] : siblings[(siblings.count - 1) / 2]
            underTab[tab].append(flow)
        }
        func children(of flow: String) -> [String] { nested.filter { parent[$0] == flow } }

        var flows = [app, auth, main(tabs: tabs, modal: modal), detail, account]
        for (index, tab) in tabs.enumerated() {
            flows.append(stack(tab, children: children(of: tab), opensDetail: index < 2, hostsAccount: index == 0, finishes: false))
        }
        if let modal { flows.append(stack(modal, children: [], opensDetail: false, hostsAccount: false, finishes: true)) }
        for flow in nested.dropFirst() {
            flows.append(stack(flow, children: children(of: flow), opensDetail: false, hostsAccount: false, finishes: true))
        }
        return FlowGraph(root: "App", flows: flows)
    }

    private static let tabNames = ["Feed", "Library", "Discover", "Messages", "Orders", "Wallet", "Profile"]
    private static let featureNames = [
        "Compose", "ArticleReader", "PlaylistEditor", "TrendingTopics", "Conversation", "OrderTracking", "PaymentMethods",
        "Notifications", "BookmarkFolders", "CreatorProfile", "GroupSettings", "ReturnRequest", "CardDetails", "PrivacySettings",
    ]

    /// The `index`th name of `names`, numbered from the second round on.
    private static func name(_ names: [String], _ index: Int) -> String {
        let round = index / names.count
        return names[index % names.count] + (round == 0 ? "" : "\(round + 1)")
    }

    private static let app = FlowSpec(
        name: "App", layout: .stack, routes: ["splash"], initialRoute: "splash",
        transitions: [
            TransitionSpec(from: "splash", event: "launch", guard: "hasSession", action: ActionSpec(kind: .start, flow: "Main", presentation: .root)),
            TransitionSpec(from: "splash", event: "launch", action: ActionSpec(kind: .start, flow: "Auth", presentation: .root)),
            TransitionSpec(from: nil, event: "signedIn", action: ActionSpec(kind: .start, flow: "Main", presentation: .root)),
            TransitionSpec(from: nil, event: "signedOut", action: ActionSpec(kind: .start, flow: "Auth", presentation: .root)),
        ],
        children: [
            ChildSpec(flow: "Auth", outputs: [OutputMapping(output: "signedIn", event: "signedIn")]),
            ChildSpec(flow: "Main", outputs: [OutputMapping(output: "signedOut", event: "signedOut")]),
        ]
    )

    private static let auth = FlowSpec(
        name: "Auth", layout: .stack, routes: ["welcome", "signIn", "createAccount", "resetPassword"], initialRoute: "welcome",
        transitions: [
            TransitionSpec(from: "welcome", event: "tapSignIn", action: ActionSpec(kind: .push, route: "signIn")),
            TransitionSpec(from: "welcome", event: "tapCreateAccount", action: ActionSpec(kind: .push, route: "createAccount")),
            TransitionSpec(from: "signIn", event: "tapForgotPassword", action: ActionSpec(kind: .push, route: "resetPassword")),
            TransitionSpec(from: nil, event: "back", action: ActionSpec(kind: .pop)),
            TransitionSpec(from: "signIn", event: "signedIn", action: ActionSpec(kind: .finish, output: "signedIn")),
            TransitionSpec(from: "createAccount", event: "accountCreated", action: ActionSpec(kind: .finish, output: "signedIn")),
        ]
    )

    private static func main(tabs: [String], modal: String?) -> FlowSpec {
        let routes = tabs.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        var transitions = [
            TransitionSpec(from: nil, event: "selectTab", action: ActionSpec(kind: .selectTab)),
            TransitionSpec(from: nil, event: "logout", action: ActionSpec(kind: .finish, output: "signedOut")),
        ]
        var children = tabs.enumerated().map { index, tab in
            ChildSpec(flow: tab, outputs: index == 0 ? [OutputMapping(output: "logout", event: "logout")] : [])
        }
        if let modal {
            transitions.append(TransitionSpec(from: nil, event: "tapCompose", action: ActionSpec(kind: .start, flow: modal, presentation: .present)))
            transitions.append(TransitionSpec(from: nil, event: "composeFinished", action: ActionSpec(kind: .selectTab, route: routes[0])))
            children.append(ChildSpec(flow: modal, outputs: [OutputMapping(output: "done", event: "composeFinished")]))
        }
        return FlowSpec(
            name: "Main", layout: .tabs, routes: routes, initialRoute: routes[0],
            tabs: zip(routes, tabs).map { TabSpec(route: $0, flow: $1, reselect: .popToRoot) },
            transitions: transitions, children: children
        )
    }

    private static let detail = FlowSpec(
        name: "Detail", layout: .stack, routes: ["detail", "share"], initialRoute: "detail",
        transitions: [
            TransitionSpec(from: "detail", event: "tapShare", action: ActionSpec(kind: .present, route: "share")),
            TransitionSpec(from: "share", event: "shareDone", action: ActionSpec(kind: .dismiss)),
            TransitionSpec(from: "detail", event: "close", action: ActionSpec(kind: .finish, output: "closed")),
        ]
    )

    /// Reached from the first tab; its logout goes up three levels to the root.
    private static let account = FlowSpec(
        name: "Account", layout: .stack, routes: ["account", "settings"], initialRoute: "account",
        transitions: [
            TransitionSpec(from: "account", event: "openSettings", action: ActionSpec(kind: .push, route: "settings")),
            TransitionSpec(from: "settings", event: "back", action: ActionSpec(kind: .pop)),
            TransitionSpec(from: "settings", event: "tapLogout", action: ActionSpec(kind: .escalate, output: "logout")),
            TransitionSpec(from: "account", event: "close", action: ActionSpec(kind: .finish, output: "closed")),
        ]
    )

    /// A stack flow `name`: a list, an item and its editor, pushes and pops, its children started
    /// from the item (pushed, then presented, alternately).
    private static func stack(_ name: String, children: [String], opensDetail: Bool, hostsAccount: Bool, finishes: Bool) -> FlowSpec {
        let lower = name.prefix(1).lowercased() + name.dropFirst()
        let (list, item, edit) = ("\(lower)List", "\(lower)Item", "edit\(name)")
        var transitions = [
            TransitionSpec(from: list, event: "select\(name)", action: ActionSpec(kind: .push, route: item)),
            TransitionSpec(from: item, event: "tapEdit", action: ActionSpec(kind: .push, route: edit)),
            TransitionSpec(from: edit, event: "save", action: ActionSpec(kind: .pop)),
            TransitionSpec(from: nil, event: "back", action: ActionSpec(kind: .pop)),
        ]
        var specs: [ChildSpec] = []
        for (index, child) in children.enumerated() {
            transitions.append(TransitionSpec(from: item, event: "open\(child)", action: ActionSpec(kind: .start, flow: child, presentation: index.isMultiple(of: 2) ? .push : .present)))
            transitions.append(TransitionSpec(from: nil, event: "\(child.prefix(1).lowercased() + child.dropFirst())Done", action: ActionSpec(kind: .stay)))
            specs.append(ChildSpec(flow: child, outputs: [OutputMapping(output: "done", event: "\(child.prefix(1).lowercased() + child.dropFirst())Done")]))
        }
        if opensDetail {
            transitions.append(TransitionSpec(from: item, event: "openDetail", action: ActionSpec(kind: .start, flow: "Detail", presentation: .push)))
            transitions.append(TransitionSpec(from: nil, event: "detailClosed", action: ActionSpec(kind: .stay)))
            specs.append(ChildSpec(flow: "Detail", outputs: [OutputMapping(output: "closed", event: "detailClosed")]))
        }
        if hostsAccount {
            transitions.append(TransitionSpec(from: list, event: "openAccount", action: ActionSpec(kind: .start, flow: "Account", presentation: .push)))
            transitions.append(TransitionSpec(from: nil, event: "logout", action: ActionSpec(kind: .escalate, output: "logout")))
            transitions.append(TransitionSpec(from: nil, event: "accountClosed", action: ActionSpec(kind: .stay)))
            specs.append(ChildSpec(flow: "Account", outputs: [OutputMapping(output: "logout", event: "logout"), OutputMapping(output: "closed", event: "accountClosed")]))
        }
        if finishes {
            transitions.append(TransitionSpec(from: edit, event: "done", action: ActionSpec(kind: .finish, output: "done")))
        }
        return FlowSpec(name: name, layout: .stack, routes: [list, item, edit], initialRoute: list, transitions: transitions, children: specs)
    }
}
