import NavGraph

/// Makes an enum of events with payloads a `PayloadEvent`: it generates the payload-free
/// `Case` enum, the `case` property and one typed key per case, so that a row names a case and its
/// action receives that case's payload typed. It also writes each case's name as a literal
/// (`FlowEvent.name(of:)`), which names a case without the reflection that `String(describing:)` takes,
/// and describes each event from those names and its payloads (`FlowEvent.description(of:)`). It
/// numbers the cases in their order (`FlowEvent.ordinal(of:)`), by which a flow finds an event's rows
/// in one look-up instead of comparing it with each row's.
///
/// ```swift
/// import NavGraph
/// import NavGraphMacros
///
/// @FlowEvent
/// public enum Event { case openLink(id: Int), openSettings, submit(query: String, scope: Int) }
///
/// Event.openLink(id: 7).case            // .openLink
/// Event.Cases().openLink.extract(.openLink(id: 7))   // 7
/// Event.Cases().submit.extract(.openSettings)        // nil
/// ```
///
/// An enum without payloads is its own `Case`: the macro writes its keys, names, numbers and
/// descriptions (each event's name) only.
///
/// ```swift
/// @FlowEvent
/// public enum Step { case tapSignUp, back }
///
/// Step.name(of: .tapSignUp)    // "tapSignUp"
/// Step.back.case               // .back
/// ```
///
/// A key's payload is `Void` for a case without associated values, the value for one, and a tuple
/// keeping the labels for several. Generated members take the enum's access level (`fileprivate` for
/// `private`). The expansion names NavGraph's types, so the file imports NavGraph too. The enum must not
/// be generic, be `private` inside a type, declare cases inside `#if`, or have two cases of one name.
@attached(member, names: named(Case), named(`case`), named(Cases), named(name(of:)), named(ordinal(of:)), named(description(of:)))
@attached(extension, conformances: PayloadEvent)
public macro FlowEvent() = #externalMacro(module: "NavGraphMacrosPlugin", type: "FlowEventMacro")
