extension Flow {
    /// What is wrong with this flow type's layout, checked before it starts: each tab's flow must be
    /// declared and be a stack flow, the initial route must be a tab, and a tab flow pushes no
    /// child (it has no stack). `nil` when all is well.
    static func startProblem() -> String? {
        let definition = Self.definition
        let tabs = definition.tabs
        guard definition.isTabFlow else { return nil }
        guard !tabs.isEmpty else { return "\(name) declares no tabs" }
        if !tabs.contains(where: { $0.route == definition.initialRoute }) {
            return "\(name)'s initial route \(definition.initialRoute.name) is not one of its tabs"
        }
        for tab in tabs {
            if definition.child(tab.childType) == nil {
                return "\(name)'s tab \(tab.route.name) hosts \(tab.childType.name), which its children do not declare"
            }
            if tab.childType.definitionIsTabFlow {
                return "\(name)'s tab \(tab.route.name) hosts the tab flow \(tab.childType.name); tabs cannot nest"
            }
        }
        for (index, row) in definition.transitions.enumerated() {
            if let start = row.action.childStart, start.presentation == .push {
                return "\(name)'s transition \(index) (\(row.event)) pushes \(start.childType.name), but a tab flow has no stack to push onto"
            }
        }
        return nil
    }

    /// Whether this flow type lays its screens out as tabs.
    static var definitionIsTabFlow: Bool { definition.isTabFlow }
}
