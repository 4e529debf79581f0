import SwiftSyntax
import SwiftSyntaxBuilder

extension MarkedEnum {
    /// The payload-free cases that rows match on.
    var caseEnum: DeclSyntax {
        let names = cases.map(\.name).joined(separator: ", ")
        let body = cases.isEmpty ? "" : "\n    case \(names)\n"
        return "\(raw: access)enum Case: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {\(raw: body)}"
    }

    /// `FlowEvent.case`: the event without its payload.
    var caseProperty: DeclSyntax {
        let branches = cases.map { "    case .\($0.name):\n        .\($0.name)\n" }.joined()
        return """
            \(raw: access)var `case`: Case {
                switch self {
            \(raw: branches)    }
            }
            """
    }

    /// `FlowEvent.name(of:)`: each case's name as a literal, which names a case without reflection.
    /// A payload-free enum is its own `Case` (``isOwnCase``).
    var eventNameFunction: DeclSyntax {
        let signature = "\(access)static func name(of eventCase: \(isOwnCase ? name : "Case")) -> Swift.String"
        // Without cases there is no case to name: an empty `switch` would be reported as never executed.
        guard !cases.isEmpty else { return "\(raw: signature) {}" }
        return """
            \(raw: signature) {
                switch eventCase {
            \(raw: nameBranches)    }
            }
            """
    }

    /// `FlowRoute.name`: each case's name as a literal, which names a route without reflection.
    var routeNameProperty: DeclSyntax {
        """
        \(raw: access)var name: Swift.String {
            switch self {
        \(raw: nameBranches)    }
        }
        """
    }

    /// One branch per case of a `switch` that returns its name as `String(describing:)` writes it.
    private var nameBranches: String {
        cases.map { "    case .\($0.name):\n        \(StringLiteralExprSyntax(content: $0.bareName))\n" }.joined()
    }

    /// One typed key per case, which rows name by key path (`\.openLink`).
    var casesStruct: DeclSyntax {
        let keys = cases.map { eventCase in
            """

                \(access)var \(eventCase.name): NavGraph.EventCase<\(name), \(eventCase.payloadType)> {
                    NavGraph.EventCase(.\(eventCase.name)) { \(eventCase.extraction) }
                }

            """
        }.joined()
        return """
            \(raw: access)struct Cases: NavGraph.EventCaseSet {
                \(raw: access)init() {}
            \(raw: keys)}
            """
    }
}

extension MarkedEnumCase {
    /// `Void` without associated values, the value's type for one, a tuple for several.
    var payloadType: String {
        if parameters.isEmpty { return "Void" }
        if parameters.count == 1, let only = parameters.first { return only.type }
        let elements = parameters.map { parameter in parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type }
        return "(\(elements.joined(separator: ", ")))"
    }

    /// The body of `extract`: the payload when the event is this case, `nil` otherwise.
    var extraction: String {
        if parameters.isEmpty { return "if case .\(name) = $0 { () } else { nil }" }
        if parameters.count == 1 { return "if case .\(name)(let value) = $0 { value } else { nil }" }
        let values = parameters.indices.map { "value\($0)" }
        let bindings = values.map { "let \($0)" }.joined(separator: ", ")
        let tuple = zip(parameters, values).map { parameter, value in parameter.label.map { "\($0): \(value)" } ?? value }
        return "if case .\(name)(\(bindings)) = $0 { (\(tuple.joined(separator: ", "))) } else { nil }"
    }
}
