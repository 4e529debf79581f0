public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@FlowRoute`: the routes' names as literals inside the enum's body, and the `FlowRoute`
/// conformance in an extension.
public struct FlowRouteMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [try MarkedEnum(declaration, for: .flowRoute, attribute: node, lexicalContext: context.lexicalContext).routeNameProperty]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member expansion reports why a declaration does not fit: reporting it here too would say it twice.
        // Empty `protocols` means the enum already declares the conformance.
        guard !protocols.isEmpty, (try? MarkedEnum(declaration, for: .flowRoute, attribute: node, lexicalContext: context.lexicalContext)) != nil else {
            return []
        }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): NavGraph.FlowRoute {}")]
    }
}
