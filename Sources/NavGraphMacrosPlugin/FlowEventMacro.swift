public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@FlowEvent`: a `Case` enum and the `case` property (unless the enum's cases have no payloads, so
/// that it is its own `Case`), a `Cases` key set, the case names and numbers inside the enum's body, and
/// the `PayloadEvent` conformance in an extension.
///
/// The conformance is `PayloadEvent` even without payloads: an extension macro that may add
/// `FlowEvent` makes the compiler expand it while it infers the enclosing flow's `Event`, a cycle.
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
        let events = try MarkedEnum(declaration, for: .flowEvent, attribute: node, lexicalContext: context.lexicalContext)
        let caseMembers = events.isOwnCase ? [] : [events.caseEnum, events.caseProperty]
        return caseMembers + [events.casesStruct, events.eventNameFunction, events.eventOrdinalFunction, events.eventDescriptionFunction]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try EnumMacro.flowEvent.conformanceExtension("PayloadEvent", of: type, declaration: declaration, attribute: node, protocols: protocols, context: context)
    }
}
