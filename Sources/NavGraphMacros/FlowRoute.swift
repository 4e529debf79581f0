import NavGraph

/// Makes a payload-free enum a `FlowRoute` whose `name` is written literally: one string per case,
/// which names a route without the reflection that `String(describing:)` takes.
///
/// ```swift
/// import NavGraph
/// import NavGraphMacros
///
/// @FlowRoute
/// public enum Route { case home, settings, `default` }
///
/// Route.settings.name    // "settings"
/// Route.default.name     // "default"
/// ```
///
/// The name is the case name, without backticks. The generated `name` takes the enum's access level
/// (`fileprivate` for `private`). The enum must not be generic, be `private` inside a type, give a
/// case a payload, declare cases inside `#if`, or have a case named `name`.
@attached(member, names: named(name))
@attached(extension, conformances: FlowRoute)
public macro FlowRoute() = #externalMacro(module: "NavGraphMacrosPlugin", type: "FlowRouteMacro")
