/// The legend: one line per edge style the picture uses, its description pointing at a dot (the
/// text is a node, so the legend adds no labelled edge to the layout).
struct DiagramLegend {
    let kinds: [DiagramStyle.EdgeKind]

    var cluster: Cluster {
        var nodes: [Node] = []
        for (index, kind) in kinds.enumerated() {
            nodes.append(Node(id: DiagramID.legend("edge\(index)"), attributes: [Attribute("label", kind.legend.labelText)] + DiagramStyle.legendText))
            nodes.append(Node(id: DiagramID.legend("edge\(index)/head"), attributes: DiagramStyle.legendPoint))
        }
        return Cluster(id: DiagramID.legendCluster, attributes: [Attribute("id", DiagramID.legendCluster), Attribute("label", "Legend")] + DiagramStyle.legend, nodes: nodes, clusters: [])
    }

    var edges: [Edge] {
        kinds.enumerated().map { index, kind in
            Edge(tail: DiagramID.legend("edge\(index)"), head: DiagramID.legend("edge\(index)/head"), attributes: kind.attributes)
        }
    }
}
