extension Flow {
    /// Whether this flow type lays its screens out as tabs.
    @usableFromInline static var isTabFlow: Bool {
        if case .tabs = definition.layout { return true }
        return false
    }

    /// What is wrong with this flow type's tabs, checked before it starts: each tab's flow must be
    /// declared, must be a stack flow, and the initial route must be a tab. `nil` when all is well.
    @usableFromInline static func startProblem() -> String? {
        let definition = Self.definition
        let tabs = definition.tabs
        guard !tabs.isEmpty || !isTabFlow else { return "\(name) declares no tabs" }
        if isTabFlow, !tabs.contains(where: { $0.route == definition.initialRoute }) {
            return "\(name)'s initial route \(definition.initialRoute.name) is not one of its tabs"
        }
        for tab in tabs {
            if definition.child(tab.childType) == nil {
                return "\(name)'s tab \(tab.route.name) hosts \(tab.childType.name), which its children do not declare"
            }
            if tab.childType.isTabFlow {
                return "\(name)'s tab \(tab.route.name) hosts the tab flow \(tab.childType.name); tabs cannot nest"
            }
        }
        return nil
    }
}
