public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@FlowEvent`: a `Case` enum, the `case` property and a `Cases` key set inside the enum's body,
/// and the `PayloadEvent` conformance in an extension.
///
/// The members are generated inside the body rather than in the extension because payload types are
/// written in the enum's scope: `case selectTab(Route)` inside `TabBarFlow.Event` names
/// `TabBarFlow.Route`, which an extension of `TabBarFlow.Event` at file scope cannot see.
public struct FlowEventMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let events = try EventEnum(declaration, attribute: node, lexicalContext: context.lexicalContext)
        return [events.caseEnum, events.caseProperty, events.casesStruct]
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
        guard !protocols.isEmpty, (try? EventEnum(declaration, attribute: node, lexicalContext: context.lexicalContext)) != nil else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): NavGraph.PayloadEvent {}")]
    }
}
