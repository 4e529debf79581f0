import NavGraph
@testable import NavGraphGraphviz
import Testing
import ToasterExample

@Suite("DOT golden files")
struct DOTGoldenTests {
    @Test("The Toaster hierarchy's DOT matches its golden file")
    func toaster() throws {
        let dot = try GraphvizRenderer().dot(FlowGraph(root: AppFlow.self))
        try Golden.check(dot, against: "toaster.dot")
    }

    @Test("Top to bottom, with the legend")
    func topToBottomWithLegend() throws {
        let dot = try GraphvizRenderer(options: RenderOptions(direction: .topToBottom, legend: true)).dot(FlowGraph(root: AppFlow.self))
        try Golden.check(dot, against: "toaster-TB-legend.dot")
    }

    @Test("The overview: one level with routes, the flows below as boxes")
    func overview() throws {
        let dot = try GraphvizRenderer(options: RenderOptions(depth: 1)).dot(FlowGraph(root: AppFlow.self))
        try Golden.check(dot, against: "toaster-depth1.dot")
    }

    @Test("A subtree: TabBar and below")
    func tabBarSubtree() throws {
        let dot = try GraphvizRenderer().dot(FlowGraph(root: AppFlow.self).subgraph(from: "TabBar"))
        try Golden.check(dot, against: "toaster-TabBar.dot")
    }
}
