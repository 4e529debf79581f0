#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How specs and runs are written: pretty-printed, keys sorted, slashes as they are, a final line
/// break — stable byte for byte, so committed files diff cleanly.
enum SpecJSON {
    static func encode(_ value: some Encodable, naming what: String) throws(FlowGraphError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw FlowGraphError(path: "", problem: "cannot encode the \(what): \(error)")
        }
    }
}
