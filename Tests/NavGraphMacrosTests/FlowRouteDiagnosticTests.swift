import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@FlowRoute diagnostics")
struct FlowRouteDiagnosticTests {
    @Test("on a type that is not an enum: an error, and a fix-it that removes the attribute")
    func notAnEnum() {
        assertFlowEventExpansion(
            """
            @FlowRoute
            struct Route {}
            """,
            expandedSource: """
            struct Route {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowRoute' applies to an enum of routes, not to a struct",
                    line: 1,
                    column: 1,
                    fixIts: [FixItSpec(message: "Remove '@FlowRoute'")]
                ),
            ],
            fixedSource: """

            struct Route {}
            """
        )
    }

    @Test("a route with a payload, each one reported")
    func payload() {
        assertFlowEventExpansion(
            """
            @FlowRoute
            enum Route {
                case home, detail(id: Int), web(URL)
            }
            """,
            expandedSource: """
            enum Route {
                case home, detail(id: Int), web(URL)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "route 'detail' carries a payload; a route is a screen, and the data it shows travels in the event that opens it",
                    line: 3,
                    column: 22
                ),
                DiagnosticSpec(
                    message: "route 'web' carries a payload; a route is a screen, and the data it shows travels in the event that opens it",
                    line: 3,
                    column: 36
                ),
            ]
        )
    }

    @Test("a generic enum, a case named name and cases inside #if")
    func genericReservedConditional() {
        assertFlowEventExpansion(
            """
            @FlowRoute
            enum Route<Item> {
                case list, name
                #if DEBUG
                case debugMenu
                #endif
            }
            """,
            expandedSource: """
            enum Route<Item> {
                case list, name
                #if DEBUG
                case debugMenu
                #endif
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowRoute' does not apply to a generic enum: a flow's routes are one concrete type",
                    line: 2,
                    column: 11
                ),
                DiagnosticSpec(
                    message: "a case named 'name' collides with the 'name' that '@FlowRoute' generates; rename the case",
                    line: 3,
                    column: 16
                ),
                DiagnosticSpec(
                    message: "'@FlowRoute' cannot see cases declared inside '#if'; declare every case unconditionally",
                    line: 4,
                    column: 5
                ),
            ]
        )
    }

    @Test("a hand-written name, reported with a fix-it; a private enum nested in a type")
    func handWrittenNameAndPrivateNested() {
        assertFlowEventExpansion(
            """
            struct HomeFlow {
                @FlowRoute
                private enum Route {
                    case home
                    var name: String { "Home" }
                }
            }
            """,
            expandedSource: """
            struct HomeFlow {
                private enum Route {
                    case home
                    var name: String { "Home" }
                }
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@FlowRoute' cannot conform a private nested enum: the conformance is declared outside its parent, where the enum is hidden; make it fileprivate",
                    line: 3,
                    column: 5,
                    fixIts: [FixItSpec(message: "Replace 'private' with 'fileprivate'")]
                ),
                DiagnosticSpec(
                    message: "'@FlowRoute' generates 'name'; remove the hand-written one",
                    line: 5,
                    column: 9,
                    fixIts: [FixItSpec(message: "Remove the hand-written 'name'")]
                ),
            ],
            fixedSource: """
            struct HomeFlow {
                @FlowRoute
                fileprivate enum Route {
                    case home
                }
            }
            """
        )
    }
}
