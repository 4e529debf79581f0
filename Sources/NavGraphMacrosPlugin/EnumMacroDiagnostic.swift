import SwiftDiagnostics

/// Why `@FlowEvent` or `@FlowRoute` cannot expand on a declaration; each message says what to change.
struct EnumMacroDiagnostic: DiagnosticMessage {
    let macro: EnumMacro
    let problem: Problem

    enum Problem {
        case notAnEnum(kind: String)
        case genericEnum
        case privateNestedEnum
        case reservedCaseName(String)
        case duplicateCaseName(String)
        case conditionalCases
        case handWrittenMember(String)
        case routePayload(String)
    }

    var message: String {
        let macro = macro.attribute
        return switch problem {
        case .notAnEnum(let kind):
            "\(macro) applies to an enum of \(self.macro.cases), not to \(kind)"
        case .genericEnum:
            "\(macro) does not apply to a generic enum: a flow's \(self.macro.cases) are one concrete type"
        case .privateNestedEnum:
            "\(macro) cannot conform a private nested enum: the conformance is declared outside its parent, where the enum is hidden; make it fileprivate"
        case .reservedCaseName(let name):
            "a case named '\(name)' collides with the '\(name)' that \(macro) generates; rename the case"
        case .duplicateCaseName(let name):
            "cases share the name '\(name)'; \(macro) gives each case one key, so names must be unique"
        case .conditionalCases:
            "\(macro) cannot see cases declared inside '#if'; declare every case unconditionally"
        case .handWrittenMember(let name):
            "\(macro) generates '\(name)'; remove the hand-written one"
        case .routePayload(let name):
            "route '\(name)' carries a payload; a route is a screen, and the data it shows travels in the event that opens it"
        }
    }

    var diagnosticID: MessageID {
        let id = switch problem {
        case .notAnEnum: "notAnEnum"
        case .genericEnum: "genericEnum"
        case .privateNestedEnum: "privateNestedEnum"
        case .reservedCaseName: "reservedCaseName"
        case .duplicateCaseName: "duplicateCaseName"
        case .conditionalCases: "conditionalCases"
        case .handWrittenMember: "handWrittenMember"
        case .routePayload: "routePayload"
        }
        return MessageID(domain: "NavGraphMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}

/// The changes the macros' diagnostics offer.
enum EnumMacroFixIt: FixItMessage {
    case removeAttribute(EnumMacro)
    case removeMember(String)
    case makeFileprivate

    var message: String {
        switch self {
        case .removeAttribute(let macro): "Remove \(macro.attribute)"
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
