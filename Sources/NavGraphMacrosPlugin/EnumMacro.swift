/// The two macros that read an enum's cases: what each generates, and so which names it reserves.
enum EnumMacro {
    case flowEvent
    case flowRoute

    /// How diagnostics name the macro.
    var attribute: String {
        switch self {
        case .flowEvent: "'@FlowEvent'"
        case .flowRoute: "'@FlowRoute'"
        }
    }

    /// What the enum's cases are.
    var cases: String {
        switch self {
        case .flowEvent: "events"
        case .flowRoute: "routes"
        }
    }

    /// Names the expansion declares inside the enum, which no case may take.
    var generatedNames: Set<String> {
        switch self {
        case .flowEvent: ["case", "Case", "Cases"]
        case .flowRoute: ["name"]
        }
    }
}
