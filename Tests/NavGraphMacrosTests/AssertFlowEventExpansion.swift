import NavGraphMacrosPlugin
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// swift-syntax's expansion check with `@FlowEvent` registered, each failure recorded as a Swift Testing
/// issue at the caller's line (swift-syntax's own `SwiftSyntaxMacrosTestSupport` reports to XCTest).
func assertFlowEventExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let payloadEvent = TypeSyntax(IdentifierTypeSyntax(name: .identifier("PayloadEvent")))
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: ["FlowEvent": MacroSpec(type: FlowEventMacro.self, conformances: [payloadEvent])],
        fixedSource: fixedSource,
        failureHandler: { failure in
            let location = SourceLocation(
                fileID: failure.location.fileID,
                filePath: failure.location.filePath,
                line: failure.location.line,
                column: failure.location.column
            )
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        },
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}
