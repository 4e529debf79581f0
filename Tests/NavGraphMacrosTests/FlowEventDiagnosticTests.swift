import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@FlowEvent diagnostics")
struct FlowEventDiagnosticTests {
    @Test("on a type that is not an enum: an error, and a fix-it that removes the attribute", arguments: [
        ("struct", "a struct"), ("class", "a class"), ("actor", "an actor"),
    ])
    func notAnEnum(keyword: String, kind: String) {
        assertFlowEventExpansion(
            """
            @FlowEvent
            \(keyword) Event {}
            """,
            expandedSource: """
            \(keyword) Event {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowEvent' applies to an enum of events, not to \(kind)",
                    line: 1,
                    column: 1,
                    fixIts: [FixItSpec(message: "Remove '@FlowEvent'")]
                ),
            ],
            fixedSource: """

            \(keyword) Event {}
            """
        )
    }

    @Test("on a generic enum")
    func generic() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            enum Event<Payload> {
                case value(Payload)
            }
            """,
            expandedSource: """
            enum Event<Payload> {
                case value(Payload)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowEvent' does not apply to a generic enum: a flow's events are one concrete type",
                    line: 2,
                    column: 11
                ),
            ]
        )
    }

    @Test("a private enum nested in a type, whose file-scope conformance could not see it")
    func privateNested() {
        assertFlowEventExpansion(
            """
            struct HomeFlow {
                @FlowEvent
                private enum Event {
                    case open
                }
            }
            """,
            expandedSource: """
            struct HomeFlow {
                private enum Event {
                    case open
                }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowEvent' cannot conform a private nested enum: the conformance is declared outside its parent, where the enum is hidden; make it fileprivate",
                    line: 3,
                    column: 5,
                    fixIts: [FixItSpec(message: "Replace 'private' with 'fileprivate'")]
                ),
            ],
            fixedSource: """
            struct HomeFlow {
                @FlowEvent
                fileprivate enum Event {
                    case open
                }
            }
            """
        )
    }

    @Test("a case that takes a generated name", arguments: [("`case`", "case"), ("Case", "Case"), ("Cases", "Cases")])
    func reservedCaseName(written: String, name: String) {
        assertFlowEventExpansion(
            """
            @FlowEvent
            enum Event {
                case open, \(written)
            }
            """,
            expandedSource: """
            enum Event {
                case open, \(written)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "a case named '\(name)' collides with the '\(name)' that '@FlowEvent' generates; rename the case",
                    line: 3,
                    column: 16
                ),
            ]
        )
    }

    @Test("two cases of one name, which Swift allows when their labels differ")
    func duplicateCaseName() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            enum Event {
                case pick(String), pick(id: Int)
            }
            """,
            expandedSource: """
            enum Event {
                case pick(String), pick(id: Int)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "cases share the name 'pick'; '@FlowEvent' gives each case one key, so names must be unique",
                    line: 3,
                    column: 24
                ),
            ]
        )
    }

    @Test("cases inside #if")
    func conditionalCases() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            enum Event {
                case open
                #if DEBUG
                case debugMenu
                #endif
            }
            """,
            expandedSource: """
            enum Event {
                case open
                #if DEBUG
                case debugMenu
                #endif
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowEvent' cannot see cases declared inside '#if'; declare every case unconditionally",
                    line: 4,
                    column: 5
                ),
            ]
        )
    }

    @Test("the hand-written Case enum, case property, names and descriptions of before: each reported, each with a fix-it")
    func handWrittenMembers() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            enum Event {
                case openLink(id: Int), openSettings
                enum Case {
                    case openLink, openSettings
                }
                var `case`: Case { .openLink }
                static func name(of eventCase: Case) -> String { "" }
                static func description(of event: Event) -> String { "" }
            }
            """,
            expandedSource: """
            enum Event {
                case openLink(id: Int), openSettings
                enum Case {
                    case openLink, openSettings
                }
                var `case`: Case { .openLink }
                static func name(of eventCase: Case) -> String { "" }
                static func description(of event: Event) -> String { "" }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowEvent' generates 'Case'; remove the hand-written one",
                    line: 4,
                    column: 5,
                    fixIts: [FixItSpec(message: "Remove the hand-written 'Case'")]
                ),
                DiagnosticSpec(
                    message: "'@FlowEvent' generates 'case'; remove the hand-written one",
                    line: 7,
                    column: 5,
                    fixIts: [FixItSpec(message: "Remove the hand-written 'case'")]
                ),
                DiagnosticSpec(
                    message: "'@FlowEvent' generates 'name(of:)'; remove the hand-written one",
                    line: 8,
                    column: 5,
                    fixIts: [FixItSpec(message: "Remove the hand-written 'name(of:)'")]
                ),
                DiagnosticSpec(
                    message: "'@FlowEvent' generates 'description(of:)'; remove the hand-written one",
                    line: 9,
                    column: 5,
                    fixIts: [FixItSpec(message: "Remove the hand-written 'description(of:)'")]
                ),
            ],
            fixedSource: """
            @FlowEvent
            enum Event {
                case openLink(id: Int), openSettings
            }
            """
        )
    }
}
