/// Object names of the diagram: path-qualified, derived from flow and route names only, so that the
/// same graph always gives the same names (`App/TabBar/Home/home`, cluster `cluster:App/TabBar/Home`).
///
/// Names are global to the root graph; what a person reads is the `label`. A name component has
/// `%`, `/`, `#`, `"`, `\`, `:`, `&` and control characters percent-encoded, so a route called
/// `a/b` cannot collide with route `b` of a flow `a`, and markers (`#initial`, `#flow`) and the
/// legend (`#legend`) cannot collide with routes or flows. The same names are the SVG's `id`s. `&` goes because Graphviz 2.42 writes
/// names into SVG `<title>`s and leaves an `&` that looks like an entity (`&;`, `&x;`) unescaped,
/// which is not XML.
enum DiagramID {
    /// The path of a flow: its enclosing flows' names and its own, joined by `/`.
    static func path(_ flows: [String]) -> String {
        flows.map(component).joined(separator: "/")
    }

    static func cluster(_ path: String) -> String { "cluster:" + path }
    static func route(_ route: String, in path: String) -> String { path + "/" + component(route) }
    static func initialMarker(in path: String) -> String { path + "#initial" }
    /// A flow drawn as one box (``RenderOptions/depth``).
    static func collapsed(_ path: String) -> String { path + "#flow" }
    /// A tab flow's tabs: one record node, a field (port) per tab.
    static func tabs(in path: String) -> String { path + "#tabs" }
    /// The port of the tab at `index` in its record node.
    static func port(_ index: Int) -> String { "t\(index)" }
    /// An edge between two routes or flow paths, of one kind.
    static func edge(from tail: String, to head: String, kind: String) -> String { "edge:\(tail)->\(head)#\(kind)" }

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
