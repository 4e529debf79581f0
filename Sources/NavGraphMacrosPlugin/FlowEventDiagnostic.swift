import SwiftDiagnostics

/// Why `@FlowEvent` cannot expand on a declaration; each message says what to change.
enum FlowEventDiagnostic: DiagnosticMessage {
    case notAnEnum(kind: String)
    case genericEnum
    case privateNestedEnum
    case reservedCaseName(String)
    case duplicateCaseName(String)
    case conditionalCases
    case handWrittenMember(String)

    var message: String {
        switch self {
        case .notAnEnum(let kind):
            "'@FlowEvent' applies to an enum of events, not to \(kind)"
        case .genericEnum:
            "'@FlowEvent' does not apply to a generic enum: a flow's events are one concrete type"
        case .privateNestedEnum:
            "'@FlowEvent' cannot conform a private nested enum: the conformance is declared outside its parent, where the enum is hidden; make it fileprivate"
        case .reservedCaseName(let name):
            "a case named '\(name)' collides with the '\(name)' that '@FlowEvent' generates; rename the case"
        case .duplicateCaseName(let name):
            "cases share the name '\(name)'; '@FlowEvent' gives each case one key, so names must be unique"
        case .conditionalCases:
            "'@FlowEvent' cannot see cases declared inside '#if'; declare every case unconditionally"
        case .handWrittenMember(let name):
            "'@FlowEvent' generates '\(name)'; remove the hand-written one"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notAnEnum: "notAnEnum"
        case .genericEnum: "genericEnum"
        case .privateNestedEnum: "privateNestedEnum"
        case .reservedCaseName: "reservedCaseName"
        case .duplicateCaseName: "duplicateCaseName"
        case .conditionalCases: "conditionalCases"
        case .handWrittenMember: "handWrittenMember"
        }
        return MessageID(domain: "NavGraphMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}

/// The changes `@FlowEvent`'s diagnostics offer.
enum FlowEventFixIt: FixItMessage {
    case removeAttribute
    case removeMember(String)
    case makeFileprivate

    var message: String {
        switch self {
        case .removeAttribute: "Remove '@FlowEvent'"
        case .removeMember(let name): "Remove the hand-written '\(name)'"
        case .makeFileprivate: "Replace 'private' with 'fileprivate'"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .removeAttribute: MessageID(domain: "NavGraphMacros", id: "removeAttribute")
        case .removeMember: MessageID(domain: "NavGraphMacros", id: "removeMember")
        case .makeFileprivate: MessageID(domain: "NavGraphMacros", id: "makeFileprivate")
        }
    }
}
