import Foundation
import NavGraphMacrosPlugin
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// swift-syntax's expansion check with `@FlowEvent` and `@FlowRoute` registered, each failure recorded as a Swift Testing
/// issue at the caller's line (swift-syntax's own `SwiftSyntaxMacrosTestSupport` reports to XCTest).
///
/// It runs on a thread with an 8 MB stack: a debug build of swift-syntax recurses deeper than the
/// 512 KB of the threads Swift Testing runs tests on, and overflowing one crashed the whole run.
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
    let failures = ExpansionFailures()
    let done = DispatchSemaphore(value: 0)
    // Diagnostic specs are plain values that swift-syntax does not mark Sendable; the thread
    // reads them while this one waits.
    nonisolated(unsafe) let diagnostics = diagnostics
    let thread = Thread {
        expand(source, expandedSource: expandedSource, diagnostics: diagnostics, fixedSource: fixedSource, into: failures,
               fileID: fileID, filePath: filePath, line: line, column: column)
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    for failure in failures.list {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.location)
    }
}

/// The failures an expansion check found, handed from its thread to the test's.
private final class ExpansionFailures: @unchecked Sendable {
    // Written by the expansion's thread before it signals, read after the wait: never at once.
    var list: [(message: String, location: Testing.SourceLocation)] = []
}

private func expand(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec], fixedSource: String?, into failures: ExpansionFailures,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    func named(_ name: String) -> TypeSyntax { TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) }
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: [
            "FlowEvent": MacroSpec(type: FlowEventMacro.self, conformances: [named("PayloadEvent"), named("FlowEvent")]),
            "FlowRoute": MacroSpec(type: FlowRouteMacro.self, conformances: [named("FlowRoute")]),
        ],
        fixedSource: fixedSource,
        failureHandler: { failure in
            let location = SourceLocation(
                fileID: failure.location.fileID,
                filePath: failure.location.filePath,
                line: failure.location.line,
                column: failure.location.column
            )
            failures.list.append((failure.message, location))
        },
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}
