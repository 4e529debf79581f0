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

    /// `FlowEvent.ordinal(of:)`: each case's position in the declaration, by which a flow finds an
    /// event's rows in one look-up.
    var eventOrdinalFunction: DeclSyntax {
        let signature = "\(access)static func ordinal(of eventCase: \(isOwnCase ? name : "Case")) -> Swift.Int?"
        guard !cases.isEmpty else { return "\(raw: signature) {}" }
        let branches = cases.indices.map { "    case .\(cases[$0].name):\n        \($0)\n" }.joined()
        return """
            \(raw: signature) {
                switch eventCase {
            \(raw: branches)    }
            }
            """
    }

    /// `FlowEvent.description(of:)`: each case's name as a literal and each payload's
    /// `String(reflecting:)`, laid out as `String(describing:)` lays out an enum case
    /// (`submit(query: "swift", scope: 2)`), without reflecting over the enum itself. An enum that
    /// is its own `Case` is described by its case names.
    var eventDescriptionFunction: DeclSyntax {
        let signature = "\(access)static func description(of event: \(name)) -> Swift.String"
        guard !cases.isEmpty else { return "\(raw: signature) {}" }
        if isOwnCase { return "\(raw: signature) {\n    name(of: event)\n}" }
        let branches = cases.map { eventCase in
            "    case \(eventCase.descriptionPattern):\n        \(eventCase.descriptionLiteral)\n"
        }.joined()
        return """
            \(raw: signature) {
                switch event {
            \(raw: branches)    }
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
    /// The pattern of a ``MarkedEnum/eventDescriptionFunction`` branch: the case, its payloads bound
    /// in order.
    var descriptionPattern: String {
        if parameters.isEmpty { return ".\(name)" }
        return ".\(name)(" + parameters.indices.map { "let value\($0)" }.joined(separator: ", ") + ")"
    }

    /// The text of a ``MarkedEnum/eventDescriptionFunction`` branch: `name`, `name(value)`,
    /// `name(label: value, value)`, or `name(1, 2)` for an only payload that is a tuple.
    var descriptionLiteral: String {
        func described(_ index: Int) -> String { "\\(Swift.String(reflecting: value\(index)))" }
        if parameters.isEmpty { return StringLiteralExprSyntax(content: bareName).description }
        if parameters.count == 1, parameters[0].label == nil, parameters[0].isTuple { return "\"\(bareName)\(described(0))\"" }
        let payloads = parameters.indices.map { index in
            (parameters[index].label.map { "\(TokenSyntax.identifier($0).bareName): " } ?? "") + described(index)
        }
        return "\"\(bareName)(\(payloads.joined(separator: ", ")))\""
    }

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
