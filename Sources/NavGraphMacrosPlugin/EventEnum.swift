import SwiftDiagnostics
import SwiftSyntax

/// An enum of events as `@FlowEvent` reads it: what the generated members need, and nothing else.
struct EventEnum {
    /// The enum's name as written, which names it inside its own body (`Self` there would name `Cases`).
    let name: String
    /// The access modifier, with its trailing space, that every generated member carries.
    let access: String
    let cases: [EventEnumCase]
}

/// One case of an event enum.
struct EventEnumCase {
    /// The name as written, backticks included, so that a keyword stays an identifier.
    let name: String
    let parameters: [Parameter]

    /// One associated value: its label, if any, and its type as written.
    struct Parameter {
        let label: String?
        let type: String
    }
}

extension EventEnum {
    /// Names the expansion declares inside the enum, which no case or hand-written member may take.
    static let generatedNames: Set<String> = ["case", "Case", "Cases"]

    /// Reads `declaration`, or throws every reason why `@FlowEvent` cannot expand on it.
    ///
    /// `lexicalContext` is the macro context's, innermost first; it may start with the enum itself.
    init(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, lexicalContext: [Syntax]) throws(DiagnosticsError) {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: attribute,
                    message: FlowEventDiagnostic.notAnEnum(kind: declaration.kindDescription),
                    fixIt: FixIt(
                        message: FlowEventFixIt.removeAttribute,
                        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(AttributeListSyntax([])))]
                    )
                ),
            ])
        }
        var problems: [Diagnostic] = []
        if let generics = enumDecl.genericParameterClause {
            problems.append(Diagnostic(node: generics, message: FlowEventDiagnostic.genericEnum))
        }
        if let problem = enumDecl.privateNestedProblem(lexicalContext: lexicalContext) {
            problems.append(problem)
        }
        var cases: [EventEnumCase] = []
        var seen: Set<String> = []
        for member in enumDecl.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    let name = element.name.bareName
                    if Self.generatedNames.contains(name) {
                        problems.append(Diagnostic(node: element.name, message: FlowEventDiagnostic.reservedCaseName(name)))
                    } else if !seen.insert(name).inserted {
                        problems.append(Diagnostic(node: element.name, message: FlowEventDiagnostic.duplicateCaseName(name)))
                    }
                    cases.append(EventEnumCase(element))
                }
            } else if let conditional = member.decl.as(IfConfigDeclSyntax.self), conditional.declaresCases {
                problems.append(Diagnostic(node: conditional, message: FlowEventDiagnostic.conditionalCases))
            } else if let name = member.decl.generatedNameItTakes {
                problems.append(
                    Diagnostic(
                        node: member.decl,
                        message: FlowEventDiagnostic.handWrittenMember(name),
                        fixIt: FixIt(
                            message: FlowEventFixIt.removeMember(name),
                            changes: [.replace(oldNode: Syntax(member), newNode: Syntax(MemberBlockItemListSyntax([])))]
                        )
                    )
                )
            }
        }
        guard problems.isEmpty else { throw DiagnosticsError(diagnostics: problems) }
        self.init(name: enumDecl.name.text, access: enumDecl.modifiers.generatedAccess, cases: cases)
    }
}

extension EnumDeclSyntax {
    /// A private enum nested in a type is hidden from the file-scope extension that declares the
    /// conformance; `fileprivate` is the nearest access that is not.
    func privateNestedProblem(lexicalContext: [Syntax]) -> Diagnostic? {
        let enclosing = lexicalContext.drop(while: { $0.as(EnumDeclSyntax.self)?.name.text == name.text })
        guard !enclosing.isEmpty, let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.private) }) else {
            return nil
        }
        let fileprivateName = modifier.name.with(\.tokenKind, .keyword(.fileprivate))
        return Diagnostic(
            node: modifier,
            message: FlowEventDiagnostic.privateNestedEnum,
            fixIt: FixIt(
                message: FlowEventFixIt.makeFileprivate,
                changes: [.replace(oldNode: Syntax(modifier.name), newNode: Syntax(fileprivateName))]
            )
        )
    }
}

extension EventEnumCase {
    init(_ element: EnumCaseElementSyntax) {
        let parameters = element.parameterClause?.parameters.map { parameter in
            // `_` is how a case spells "no label"; a tuple type must not carry it.
            let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
            return Parameter(label: label, type: parameter.type.trimmedDescription)
        }
        self.init(name: element.name.text, parameters: parameters ?? [])
    }
}

extension TokenSyntax {
    /// The identifier without the backticks that let a keyword be one.
    var bareName: String {
        let text = self.text
        guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension DeclModifierListSyntax {
    /// The enum's access level for the generated members. `private` becomes `fileprivate`: the
    /// conformance, declared outside the enum's body, must see the members.
    var generatedAccess: String {
        for modifier in self {
            switch modifier.name.tokenKind {
            case .keyword(.public): return "public "
            case .keyword(.package): return "package "
            case .keyword(.fileprivate), .keyword(.private): return "fileprivate "
            default: continue
            }
        }
        return ""
    }
}

extension IfConfigDeclSyntax {
    /// Whether a clause, or one nested in it, declares an enum case.
    var declaresCases: Bool {
        clauses.contains { clause in
            guard let members = clause.elements?.as(MemberBlockItemListSyntax.self) else { return false }
            return members.contains { member in
                member.decl.is(EnumCaseDeclSyntax.self) || member.decl.as(IfConfigDeclSyntax.self)?.declaresCases == true
            }
        }
    }
}

extension DeclSyntax {
    /// The generated name this hand-written member already takes: the `Case` enum and the `case`
    /// property that a payload event needed before `@FlowEvent`, or a `Cases` type.
    var generatedNameItTakes: String? {
        let typeName: TokenSyntax? =
            self.as(EnumDeclSyntax.self)?.name ?? self.as(StructDeclSyntax.self)?.name
            ?? self.as(ClassDeclSyntax.self)?.name ?? self.as(ActorDeclSyntax.self)?.name
            ?? self.as(TypeAliasDeclSyntax.self)?.name
        if let typeName, ["Case", "Cases"].contains(typeName.bareName) {
            return typeName.bareName
        }
        let variables = self.as(VariableDeclSyntax.self)?.bindings ?? []
        let takesCase = variables.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName == "case" }
        return takesCase ? "case" : nil
    }
}

extension DeclGroupSyntax {
    /// "a struct", "a class" …: what the attribute was wrongly attached to.
    var kindDescription: String {
        switch Syntax(self).as(SyntaxEnum.self) {
        case .structDecl: "a struct"
        case .classDecl: "a class"
        case .actorDecl: "an actor"
        case .protocolDecl: "a protocol"
        case .extensionDecl: "an extension"
        default: "this declaration"
        }
    }
}
