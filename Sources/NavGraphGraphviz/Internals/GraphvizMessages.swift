/// What Graphviz reported through its error callback during one session: errors and warnings, each
/// in one line, such as `Layout type: "x" not recognized. Use one of: dot neato`.
struct GraphvizMessages: Hashable, Sendable {
    var errors: [String] = []
    var warnings: [String] = []

    /// `": <errors>"` in one line (warnings when there is no error), or `""` when Graphviz said nothing.
    var suffix: String {
        let said = errors.isEmpty ? warnings : errors
        return said.isEmpty ? "" : ": " + said.joined(separator: "; ")
    }

    init() {}

    /// Whether Graphviz said a layout engine or format is "not recognized", or its renderer "is
    /// unavailable": its plugin is not installed or not registered.
    var saysPluginMissing: Bool {
        errors.contains { $0.contains("not recognized") || $0.contains("is unavailable") }
    }

    /// Parses the text cgraph's `agerr` handed the callback, fragment after fragment (`"Error"`,
    /// `": "`, the message; continuations without a prefix): a line starting `Error: ` or
    /// `Warning: ` starts a message, other lines continue the one before.
    init(text: String) {
        var current: (isError: Bool, lines: [String])?
        func flush() {
            if let message = current, case var text = message.lines.joined(separator: " "), !text.isEmpty {
                // A message naming the command that ran names none in a library: `(null): …`.
                if text.hasPrefix("(null): ") { text.removeFirst("(null): ".count) }
                if message.isError { errors.append(text) } else { warnings.append(text) }
            }
            current = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = Substring(rawLine)
            if line.hasPrefix("Error: ") {
                flush()
                current = (true, [])
                line = line.dropFirst("Error: ".count)
            } else if line.hasPrefix("Warning: ") {
                flush()
                current = (false, [])
                line = line.dropFirst("Warning: ".count)
            }
            let trimmed = line.trimmingWhitespace
            if !trimmed.isEmpty { current = (current?.isError ?? false, (current?.lines ?? []) + [trimmed]) }
        }
        flush()
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
