import Foundation

/// What the plugin runs for each spec.
enum PluginCommand: String {
    case render, check

    static let usage = """
        usage: swift package --allow-writing-to-package-directory navgraph render [--format dot,svg,png,html,mermaid] [paths…]
               swift package --allow-writing-to-package-directory navgraph check [--strict] [paths…]
        paths: spec files or folders searched for them (default: diagrams/)
        """

    /// Beside the spec, under its name: the spec itself is never rewritten.
    static let defaultFormats = "dot,svg,png,mermaid"

    /// `navgraph`'s arguments for `spec`.
    func arguments(for spec: URL, formats: [String], strict: Bool) -> [String] {
        switch self {
        case .render:
            let name = spec.deletingPathExtension().lastPathComponent
            let format = formats.isEmpty ? Self.defaultFormats : formats.joined(separator: ",")
            // One picture per spec, beside it: the set expectDiagramCurrent records and compares.
            return ["render", spec.path, "--whole", "--format", format, "--output", spec.deletingLastPathComponent().path, "--name", name]
        case .check:
            return ["check", spec.path] + (strict ? ["--strict"] : [])
        }
    }
}
