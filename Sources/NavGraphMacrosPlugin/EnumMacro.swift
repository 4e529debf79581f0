import SwiftSyntax
import SwiftSyntaxMacros

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

    /// The extension that declares `conformance` on the marked enum, or none when the enum declares
    /// it already (`protocols` is then empty) or does not fit the macro.
    func conformanceExtension(
        _ conformance: String, of type: some TypeSyntaxProtocol, declaration: some DeclGroupSyntax, attribute: AttributeSyntax,
        protocols: [TypeSyntax], context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member expansion reports why a declaration does not fit: reporting it here too would say it twice.
        guard !protocols.isEmpty, (try? MarkedEnum(declaration, for: self, attribute: attribute, lexicalContext: context.lexicalContext)) != nil else {
            return []
        }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): NavGraph.\(raw: conformance) {}")]
    }
}
