import Testing

@Suite("@FlowEvent expansion")
struct FlowEventExpansionTests {
    @Test("a public enum with payloads of none, one, several and unlabelled values")
    func sample() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            public enum Event {
                case openLink(id: Int), openSettings, submit(query: String, scope: Int), pick(String)
            }
            """,
            expandedSource: """
            public enum Event {
                case openLink(id: Int), openSettings, submit(query: String, scope: Int), pick(String)

                public enum Case: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                    case openLink, openSettings, submit, pick
                }

                public var `case`: Case {
                    switch self {
                    case .openLink:
                        .openLink
                    case .openSettings:
                        .openSettings
                    case .submit:
                        .submit
                    case .pick:
                        .pick
                    }
                }

                public struct Cases: NavGraph.EventCaseSet {
                    public init() {
                    }

                    public var openLink: NavGraph.EventCase<Event, Int> {
                        NavGraph.EventCase(.openLink) {
                            if case .openLink(let value) = $0 {
                                value
                            } else {
                                nil
                            }
                        }
                    }

                    public var openSettings: NavGraph.EventCase<Event, Void> {
                        NavGraph.EventCase(.openSettings) {
                            if case .openSettings = $0 {
                                ()
                            } else {
                                nil
                            }
                        }
                    }

                    public var submit: NavGraph.EventCase<Event, (query: String, scope: Int)> {
                        NavGraph.EventCase(.submit) {
                            if case .submit(let value0, let value1) = $0 {
                                (query: value0, scope: value1)
                            } else {
                                nil
                            }
                        }
                    }

                    public var pick: NavGraph.EventCase<Event, String> {
                        NavGraph.EventCase(.pick) {
                            if case .pick(let value) = $0 {
                                value
                            } else {
                                nil
                            }
                        }
                    }
                }

                public static func name(of eventCase: Case) -> Swift.String {
                    switch eventCase {
                    case .openLink:
                        "openLink"
                    case .openSettings:
                        "openSettings"
                    case .submit:
                        "submit"
                    case .pick:
                        "pick"
                    }
                }

                public static func ordinal(of eventCase: Case) -> Swift.Int? {
                    switch eventCase {
                    case .openLink:
                        0
                    case .openSettings:
                        1
                    case .submit:
                        2
                    case .pick:
                        3
                    }
                }

                public static func description(of event: Event) -> Swift.String {
                    switch event {
                    case .openLink(let value0):
                        "openLink(id: \\(Swift.String(reflecting: value0)))"
                    case .openSettings:
                        "openSettings"
                    case .submit(let value0, let value1):
                        "submit(query: \\(Swift.String(reflecting: value0)), scope: \\(Swift.String(reflecting: value1)))"
                    case .pick(let value0):
                        "pick(\\(Swift.String(reflecting: value0)))"
                    }
                }
            }

            extension Event: NavGraph.PayloadEvent {
            }
            """
        )
    }

    @Test("a nested internal enum names itself, not Self, and its payload types as written")
    func nested() {
        assertFlowEventExpansion(
            """
            struct TabBarFlow {
                enum Route {
                    case home, search
                }
                @FlowEvent
                enum Event {
                    case selectTab(Route)
                    indirect case both(Event, _ first: Int, String)
                    case `default`(id: Int = 0)
                }
            }
            """,
            expandedSource: """
            struct TabBarFlow {
                enum Route {
                    case home, search
                }
                enum Event {
                    case selectTab(Route)
                    indirect case both(Event, _ first: Int, String)
                    case `default`(id: Int = 0)

                    enum Case: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                        case selectTab, both, `default`
                    }

                    var `case`: Case {
                        switch self {
                        case .selectTab:
                            .selectTab
                        case .both:
                            .both
                        case .`default`:
                            .`default`
                        }
                    }

                    struct Cases: NavGraph.EventCaseSet {
                        init() {
                        }

                        var selectTab: NavGraph.EventCase<Event, Route> {
                            NavGraph.EventCase(.selectTab) {
                                if case .selectTab(let value) = $0 {
                                    value
                                } else {
                                    nil
                                }
                            }
                        }

                        var both: NavGraph.EventCase<Event, (Event, Int, String)> {
                            NavGraph.EventCase(.both) {
                                if case .both(let value0, let value1, let value2) = $0 {
                                    (value0, value1, value2)
                                } else {
                                    nil
                                }
                            }
                        }

                        var `default`: NavGraph.EventCase<Event, Int> {
                            NavGraph.EventCase(.`default`) {
                                if case .`default`(let value) = $0 {
                                    value
                                } else {
                                    nil
                                }
                            }
                        }
                    }

                    static func name(of eventCase: Case) -> Swift.String {
                        switch eventCase {
                        case .selectTab:
                            "selectTab"
                        case .both:
                            "both"
                        case .`default`:
                            "default"
                        }
                    }

                    static func ordinal(of eventCase: Case) -> Swift.Int? {
                        switch eventCase {
                        case .selectTab:
                            0
                        case .both:
                            1
                        case .`default`:
                            2
                        }
                    }

                    static func description(of event: Event) -> Swift.String {
                        switch event {
                        case .selectTab(let value0):
                            "selectTab(\\(Swift.String(reflecting: value0)))"
                        case .both(let value0, let value1, let value2):
                            "both(\\(Swift.String(reflecting: value0)), \\(Swift.String(reflecting: value1)), \\(Swift.String(reflecting: value2)))"
                        case .`default`(let value0):
                            "default(id: \\(Swift.String(reflecting: value0)))"
                        }
                    }
                }
            }

            extension TabBarFlow.Event: NavGraph.PayloadEvent {
            }
            """
        )
    }

    @Test("private becomes fileprivate, package stays, an enum without payloads is its own Case, one without cases is not")
    func accessAndPayloadFree() {
        assertFlowEventExpansion(
            """
            @FlowEvent
            private enum Hidden {
                case a(Int)
            }
            @FlowEvent
            package enum Plain {
                case tapSignUp, `default`
            }
            @FlowEvent
            enum Empty {}
            """,
            expandedSource: """
            private enum Hidden {
                case a(Int)

                fileprivate enum Case: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                    case a
                }

                fileprivate var `case`: Case {
                    switch self {
                    case .a:
                        .a
                    }
                }

                fileprivate struct Cases: NavGraph.EventCaseSet {
                    fileprivate init() {
                    }

                    fileprivate var a: NavGraph.EventCase<Hidden, Int> {
                        NavGraph.EventCase(.a) {
                            if case .a(let value) = $0 {
                                value
                            } else {
                                nil
                            }
                        }
                    }
                }

                fileprivate static func name(of eventCase: Case) -> Swift.String {
                    switch eventCase {
                    case .a:
                        "a"
                    }
                }

                fileprivate static func ordinal(of eventCase: Case) -> Swift.Int? {
                    switch eventCase {
                    case .a:
                        0
                    }
                }

                fileprivate static func description(of event: Hidden) -> Swift.String {
                    switch event {
                    case .a(let value0):
                        "a(\\(Swift.String(reflecting: value0)))"
                    }
                }
            }
            package enum Plain {
                case tapSignUp, `default`

                package struct Cases: NavGraph.EventCaseSet {
                    package init() {
                    }

                    package var tapSignUp: NavGraph.EventCase<Plain, Void> {
                        NavGraph.EventCase(.tapSignUp) {
                            if case .tapSignUp = $0 {
                                ()
                            } else {
                                nil
                            }
                        }
                    }

                    package var `default`: NavGraph.EventCase<Plain, Void> {
                        NavGraph.EventCase(.`default`) {
                            if case .`default` = $0 {
                                ()
                            } else {
                                nil
                            }
                        }
                    }
                }

                package static func name(of eventCase: Plain) -> Swift.String {
                    switch eventCase {
                    case .tapSignUp:
                        "tapSignUp"
                    case .`default`:
                        "default"
                    }
                }

                package static func ordinal(of eventCase: Plain) -> Swift.Int? {
                    switch eventCase {
                    case .tapSignUp:
                        0
                    case .`default`:
                        1
                    }
                }

                package static func description(of event: Plain) -> Swift.String {
                    name(of: event)
                }
            }
            enum Empty {

                enum Case: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                }

                var `case`: Case {
                    switch self {
                    }
                }

                struct Cases: NavGraph.EventCaseSet {
                    init() {
                    }
                }

                static func name(of eventCase: Case) -> Swift.String {
                }

                static func ordinal(of eventCase: Case) -> Swift.Int? {
                }

                static func description(of event: Empty) -> Swift.String {
                }
            }

            extension Hidden: NavGraph.PayloadEvent {
            }

            extension Plain: NavGraph.PayloadEvent {
            }

            extension Empty: NavGraph.PayloadEvent {
            }
            """
        )
    }
}
