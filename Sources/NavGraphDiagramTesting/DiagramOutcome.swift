/// What ``checkDiagram(of:at:recording:filePath:)`` found.
public enum DiagramOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The committed JSON, DOT and Mermaid are what the hierarchy draws today.
    case current
    /// Files were written (missing, or recording was asked for): their names, and why SVG and PNG
    /// were not, when Graphviz could not lay them out.
    case recorded(files: [String], skipped: String?)
    /// The hierarchy changed since the diagram was committed: what was added and removed.
    case hierarchyChanged(FlowGraphDiff)
    /// Files are missing and recording was ``DiagramRecording/never``: their names.
    case missing(files: [String])
    /// The hierarchy is the same but a committed text file differs (NavGraph draws it differently
    /// now, or the file was edited by hand): the files that differ.
    case drawingChanged(files: [String])

    /// Whether the committed diagram is stale.
    public var isStale: Bool {
        switch self {
        case .current, .recorded: false
        case .hierarchyChanged, .drawingChanged, .missing: true
        }
    }

    public var description: String {
        switch self {
        case .current: "current"
        case .recorded(let files, let skipped): "recorded \(files.joined(separator: ", "))" + (skipped.map { "; \($0)" } ?? "")
        case .hierarchyChanged(let diff) where diff.isEmpty:
            "the hierarchy changed in what the diff does not list (declared outputs, route display names, tab reselection)"
        case .hierarchyChanged(let diff): "the hierarchy changed:\n\(diff)"
        case .missing(let files): "\(files.joined(separator: ", ")) missing"
        case .drawingChanged(let files): "the hierarchy is the same, but \(files.joined(separator: ", ")) differ"
        }
    }
}
