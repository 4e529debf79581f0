/// The Graphviz layout engines the renderer accepts: a fixed set passed to `gvLayout`.
///
/// `dot` (the default) draws the hierarchy of clusters; when 2.42's dot crashes or hangs on a large
/// clustered graph, `fdp` also draws clusters, and `neato`, `sfdp`, `circo`, `twopi` ignore them.
///
/// ```swift
/// var options = RenderOptions()
/// options.engine = .fdp
/// ```
public enum LayoutEngine: String, Hashable, Sendable, Codable, CaseIterable {
    /// Hierarchical layers; draws clusters. The default.
    case dot
    /// Spring model; ignores clusters.
    case neato
    /// Force-directed; draws clusters.
    case fdp
    /// Force-directed for large graphs; ignores clusters.
    case sfdp
    /// Circular; ignores clusters.
    case circo
    /// Radial; ignores clusters.
    case twopi
}
