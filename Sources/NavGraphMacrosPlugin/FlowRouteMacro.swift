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
        try EnumMacro.flowRoute.conformanceExtension("FlowRoute", of: type, declaration: declaration, attribute: node, protocols: protocols, context: context)
    }
}
