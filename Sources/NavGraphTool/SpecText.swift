package import NavGraph

/// The text rules a spec's names obey so that every output is valid: no character XML forbids (SVG is
/// XML), and names short enough for Graphviz's DOT reader, which takes at most 16384 bytes per token.
///
/// ```swift
/// SpecText.firstProblem(in: graph)   // "flows[0].routes[1]: …U+FFFF…", or nil
/// ```
package enum SpecText {
    /// The most UTF-8 bytes a flow, route, event, guard or output name may hold.
    package static let nameLimit = 1024
    /// The most UTF-8 bytes of a route's path: its enclosing flows' names, its flow's and its own, joined
    /// by `/`. Object names are such paths with some characters percent-encoded (up to three times longer).
    package static let pathLimit = 4096

    /// The rules, as help and README state them.
    package static let help = """
        A spec (and a --highlight run) is strict JSON (no trailing commas, no key twice in an object) \
        of at most \(JSONFile.sizeLimit >> 20) MB with "version": \(FlowGraph.currentVersion). Names in it (flows, routes, events, guards, outputs) hold at most \(nameLimit) bytes of \
        UTF-8, a route's path (enclosing flows, flow, route) at most \(pathLimit), and no character \
        XML forbids (control characters other than tab and line breaks, U+FFFE, U+FFFF).
        """

    /// The first name that breaks a rule, with its key path, or `nil`.
    package static func firstProblem(in graph: FlowGraph) -> String? {
        var problem: String?
        func check(_ name: String?, _ path: @autoclosure () -> String) {
            guard problem == nil, let name else { return }
            if let reason = Self.reason(name) { problem = "\(path()): \(reason)" }
        }
        check(graph.root, "root")
        for (f, flow) in graph.flows.enumerated() {
            let at = "flows[\(f)]"
            check(flow.name, "\(at).name")
            for (r, route) in flow.routes.enumerated() { check(route, "\(at).routes[\(r)]") }
            check(flow.initialRoute, "\(at).initialRoute")
            for (t, tab) in flow.tabs.enumerated() {
                check(tab.route, "\(at).tabs[\(t)].route")
                check(tab.flow, "\(at).tabs[\(t)].flow")
            }
            for (t, transition) in flow.transitions.enumerated() {
                let row = "\(at).transitions[\(t)]"
                check(transition.from, "\(row).from")
                check(transition.event, "\(row).event")
                check(transition.guard, "\(row).guard")
                check(transition.action.route, "\(row).action.route")
                check(transition.action.flow, "\(row).action.flow")
                check(transition.action.output, "\(row).action.output")
            }
            for (c, child) in flow.children.enumerated() {
                check(child.flow, "\(at).children[\(c)].flow")
                for (o, mapping) in child.outputs.enumerated() {
                    check(mapping.output, "\(at).children[\(c)].outputs[\(o)].output")
                    check(mapping.event, "\(at).children[\(c)].outputs[\(o)].event")
                }
            }
            check(flow.dismissOutput, "\(at).dismissOutput")
            if problem != nil { return problem }
        }
        for (f, flow) in graph.flows.enumerated() {
            let longestRoute = flow.routes.map(\.utf8.count).max() ?? 0
            let bytes = pathBytes(of: flow.name, in: graph) + 1 + longestRoute
            if bytes > pathLimit {
                return "flows[\(f)]: the path of its routes (enclosing flows, flow, route) holds \(bytes) bytes; the limit is \(pathLimit)"
            }
        }
        return nil
    }

    /// The first name of a run's steps that breaks a rule, with its key path, or `nil`.
    package static func firstProblem(in run: RunSpec) -> String? {
        for (index, step) in run.steps.enumerated() {
            for (key, name) in [("flow", step.flow), ("from", step.from), ("event", step.event), ("to", step.to)] {
                if let name, let reason = reason(name) { return "steps[\(index)].\(key): \(reason)" }
            }
        }
        return nil
    }

    /// Why `name` breaks a rule, or `nil`.
    static func reason(_ name: String) -> String? {
        let bytes = name.utf8.count
        if bytes > nameLimit { return "the name holds \(bytes) bytes of UTF-8; the limit is \(nameLimit)" }
        for (offset, scalar) in name.unicodeScalars.enumerated() where !isXMLCharacter(scalar) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "character \(offset + 1) is \(code), which XML (and so SVG) cannot hold"
        }
        return nil
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and above.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// The bytes of a flow's path: its enclosing flows' names and its own, joined by `/`.
    private static func pathBytes(of flow: String, in graph: FlowGraph) -> Int {
        var bytes = flow.utf8.count
        var current = flow
        var seen: Set<String> = [flow]
        while let parent = graph.enclosingFlow(of: current), seen.insert(parent).inserted {
            bytes += parent.utf8.count + 1
            current = parent
        }
        return bytes
    }
}
