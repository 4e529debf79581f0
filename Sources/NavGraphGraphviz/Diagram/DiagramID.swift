/// Object names of the diagram: path-qualified, derived from flow and route names only, so that the
/// same graph always gives the same names (`App/TabBar/Home/home`, cluster `cluster:App/TabBar/Home`).
///
/// Names are global to the root graph; what a person reads is the `label`. A name component has
/// `%`, `/`, `#`, `"`, `\`, `:`, `&` and control characters percent-encoded, so a route called
/// `a/b` cannot collide with route `b` of a flow `a`, and pseudo nodes (`#any`, `#output:`) and the
/// legend (`#legend`) cannot collide with routes or flows. `&` goes because Graphviz 2.42 writes
/// names into SVG `<title>`s and leaves an `&` that looks like an entity (`&;`, `&x;`) unescaped,
/// which is not XML.
enum DiagramID {
    /// The path of a flow: its enclosing flows' names and its own, joined by `/`.
    static func path(_ flows: [String]) -> String {
        flows.map(component).joined(separator: "/")
    }

    static func cluster(_ path: String) -> String { "cluster:" + path }
    static func route(_ route: String, in path: String) -> String { path + "/" + component(route) }
    static func anyRoute(in path: String) -> String { path + "#any" }
    static func output(_ output: String, in path: String) -> String { path + "#output:" + component(output) }

    static let legendCluster = "cluster#legend"
    static func legend(_ name: String) -> String { "#legend/" + name }

    /// `name` with the characters that would make ids ambiguous or hard to read percent-encoded.
    static func component(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "%", "/", "#", "\"", "\\", ":", "&":
                result += percent(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += percent(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? "%" : result
    }

    private static func percent(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "%" + (hex.count < 2 ? "0" + hex : hex)
    }
}
