import NavGraph
import ToasterExample

/// Prints the reference hierarchy's JSON spec, as ToasterExample declares it:
/// `scripts/record-reference-spec` writes it into `Sources/NavGraphTool/ToasterSpec.swift`.
@main
struct ReferenceSpec {
    @MainActor
    static func main() throws {
        print(try FlowGraph(root: AppFlow.self).jsonSpec(), terminator: "")
    }
}
