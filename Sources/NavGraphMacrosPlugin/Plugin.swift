import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves NavGraphMacros' declarations.
@main
struct NavGraphMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [FlowEventMacro.self, FlowRouteMacro.self]
}
