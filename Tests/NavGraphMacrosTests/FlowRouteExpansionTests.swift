import Testing

@Suite("@FlowRoute expansion")
struct FlowRouteExpansionTests {
    @Test("a public enum: each case's name as a literal, backticks dropped, raw values ignored")
    func sample() {
        assertFlowEventExpansion(
            """
            @FlowRoute
            public enum Route: String {
                case home, `default` = "start"
                case settings
            }
            """,
            expandedSource: """
            public enum Route: String {
                case home, `default` = "start"
                case settings

                public var name: Swift.String {
                    switch self {
                    case .home:
                        "home"
                    case .`default`:
                        "default"
                    case .settings:
                        "settings"
                    }
                }
            }

            extension Route: NavGraph.FlowRoute {
            }
            """
        )
    }

    @Test("private becomes fileprivate; a nested enum is extended by its full name")
    func accessAndNesting() {
        assertFlowEventExpansion(
            """
            @FlowRoute
            private enum Hidden {
                case only
            }
            struct HomeFlow {
                @FlowRoute
                enum Route {
                    case home
                }
            }
            """,
            expandedSource: """
            private enum Hidden {
                case only

                fileprivate var name: Swift.String {
                    switch self {
                    case .only:
                        "only"
                    }
                }
            }
            struct HomeFlow {
                enum Route {
                    case home

                    var name: Swift.String {
                        switch self {
                        case .home:
                            "home"
                        }
                    }
                }
            }

            extension Hidden: NavGraph.FlowRoute {
            }

            extension HomeFlow.Route: NavGraph.FlowRoute {
            }
            """
        )
    }
}
