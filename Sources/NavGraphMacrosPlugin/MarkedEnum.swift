import SwiftDiagnostics
import SwiftSyntax

/// An enum as `@FlowEvent` or `@FlowRoute` reads it: what the generated members need, and nothing else.
struct MarkedEnum {
    /// The enum's name as written, which names it inside its own body (`Self` there would name `Cases`).
    let name: String
    /// The access modifier, with its trailing space, that every generated member carries.
    let access: String
    let cases: [MarkedEnumCase]

    /// Whether the enum can be its own `Case`: it has cases, none with associated values (Swift makes
    /// such an enum `Hashable`, but not one without cases).
    var isOwnCase: Bool { !cases.isEmpty && cases.allSatisfy(\.parameters.isEmpty) }
}

/// One case of a marked enum.
struct MarkedEnumCase {
    /// The name as written, backticks included, so that a keyword stays an identifier.
    let name: String
    /// The name as `String(describing:)` writes it: without backticks.
    let bareName: String
    let parameters: [Parameter]

    /// One associated value: its label, if any, and its type as written.
    struct Parameter {
        let label: String?
        let type: String
        /// Whether the type is written as a tuple of other than one element, `(Int, Int)` or `()`:
        /// an only such payload is described without parentheses of its own.
        let isTuple: Bool
    }
}

extension MarkedEnum {
    /// Reads `declaration`, or throws every reason why `macro` cannot expand on it.
    ///
    /// `lexicalContext` is the macro context's, innermost first; it may start with the enum itself.
    init(
        _ declaration: some DeclGroupSyntax, for macro: EnumMacro, attribute: AttributeSyntax, lexicalContext: [Syntax]
    ) throws(DiagnosticsError) {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: attribute,
                    message: EnumMacroDiagnostic(macro: macro, problem: .notAnEnum(kind: declaration.kindDescription)),
                    fixIt: FixIt(
                        message: EnumMacroFixIt.removeAttribute(macro),
                        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(AttributeListSyntax([])))]
                    )
                ),
            ])
        }
        var problems: [Diagnostic] = []
        func report(_ node: some SyntaxProtocol, _ problem: EnumMacroDiagnostic.Problem, fixIt: FixIt? = nil) {
            problems.append(Diagnostic(node: node, message: EnumMacroDiagnostic(macro: macro, problem: problem), fixIts: fixIt.map { [$0] } ?? []))
        }
        if let generics = enumDecl.genericParameterClause {
            report(generics, .genericEnum)
        }
        if let problem = enumDecl.privateNestedProblem(for: macro, lexicalContext: lexicalContext) {
            problems.append(problem)
        }
        var cases: [MarkedEnumCase] = []
        var seen: Set<String> = []
        for member in enumDecl.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    let name = element.name.bareName
                    if macro.generatedNames.contains(name) {
                        report(element.name, .reservedCaseName(name))
                    } else if !seen.insert(name).inserted {
                        report(element.name, .duplicateCaseName(name))
                    }
                    if macro == .flowRoute, let payload = element.parameterClause {
                        report(payload, .routePayload(name))
                    }
                    cases.append(MarkedEnumCase(element))
                }
            } else if let conditional = member.decl.as(IfConfigDeclSyntax.self), conditional.declaresCases {
                report(conditional, .conditionalCases)
            } else if let name = member.decl.generatedNameItTakes(for: macro) {
                report(
                    member.decl,
                    .handWrittenMember(name),
                    fixIt: FixIt(
                        message: EnumMacroFixIt.removeMember(name),
                        changes: [.replace(oldNode: Syntax(member), newNode: Syntax(MemberBlockItemListSyntax([])))]
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
    func privateNestedProblem(for macro: EnumMacro, lexicalContext: [Syntax]) -> Diagnostic? {
        let enclosing = lexicalContext.drop(while: { $0.as(EnumDeclSyntax.self)?.name.text == name.text })
        guard !enclosing.isEmpty, let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.private) }) else {
            return nil
        }
        let fileprivateName = modifier.name.with(\.tokenKind, .keyword(.fileprivate))
        return Diagnostic(
            node: modifier,
            message: EnumMacroDiagnostic(macro: macro, problem: .privateNestedEnum),
            fixIt: FixIt(
                message: EnumMacroFixIt.makeFileprivate,
                changes: [.replace(oldNode: Syntax(modifier.name), newNode: Syntax(fileprivateName))]
            )
        )
    }
}

extension MarkedEnumCase {
    init(_ element: EnumCaseElementSyntax) {
        let parameters = element.parameterClause?.parameters.map { parameter in
            // `_` is how a case spells "no label"; a tuple type must not carry it.
            let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
            let isTuple = parameter.type.as(TupleTypeSyntax.self).map { $0.elements.count != 1 } ?? false
            return Parameter(label: label, type: parameter.type.trimmedDescription, isTuple: isTuple)
        }
        self.init(name: element.name.text, bareName: element.name.bareName, parameters: parameters ?? [])
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
    /// The generated name this hand-written member already takes. For `@FlowEvent`: the `Case` enum
    /// and the `case` property that a payload event needed before the macro, a `Cases` type,
    /// `name(of:)` or `description(of:)`; for `@FlowRoute`: `name`.
    func generatedNameItTakes(for macro: EnumMacro) -> String? {
        let variables = self.as(VariableDeclSyntax.self)?.bindings ?? []
        let variableNames = variables.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName }
        switch macro {
        case .flowRoute:
            return variableNames.contains("name") ? "name" : nil
        case .flowEvent:
            let typeName: TokenSyntax? =
                self.as(EnumDeclSyntax.self)?.name ?? self.as(StructDeclSyntax.self)?.name
                ?? self.as(ClassDeclSyntax.self)?.name ?? self.as(ActorDeclSyntax.self)?.name
                ?? self.as(TypeAliasDeclSyntax.self)?.name
            if let typeName, ["Case", "Cases"].contains(typeName.bareName) {
                return typeName.bareName
            }
            if let function = self.as(FunctionDeclSyntax.self), ["name", "description"].contains(function.name.bareName),
               function.signature.parameterClause.parameters.map(\.firstName.text) == ["of"] {
                return "\(function.name.bareName)(of:)"
            }
            return variableNames.contains("case") ? "case" : nil
        }
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
