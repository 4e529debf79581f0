#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FlowGraph {
    /// The graph as a versioned JSON spec: pretty-printed, keys sorted, stable byte for byte.
    public func jsonSpec() throws(FlowGraphError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw FlowGraphError(path: "", problem: "cannot encode the graph: \(error)")
        }
    }

    /// Reads and validates a JSON spec written by ``jsonSpec()``.
    ///
    /// - Throws: ``FlowGraphError`` naming the line and column of a syntax error, the key path of a
    ///   missing or mistyped key, an unsupported version, or the first ``validate()`` problem.
    public init(jsonSpec text: String) throws(FlowGraphError) {
        let bytes = Array(text.utf8)
        struct VersionProbe: Decodable { let version: Int? }
        let decoder = JSONDecoder()
        do {
            let probe = try decoder.decode(VersionProbe.self, from: Data(bytes))
            if let version = probe.version, version != Self.currentVersion {
                throw FlowGraphError(path: "version", problem: "spec version \(version) is not supported; this navgraph reads version \(Self.currentVersion)")
            }
            self = try decoder.decode(FlowGraph.self, from: Data(bytes))
        } catch let error as FlowGraphError {
            throw error
        } catch let error as DecodingError {
            throw Self.describe(error, in: bytes)
        } catch {
            throw FlowGraphError(path: "", problem: "not a JSON spec: \(error)")
        }
        try validate()
    }

    private static func describe(_ error: DecodingError, in bytes: [UInt8]) -> FlowGraphError {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(into: "") { result, key in
                if let index = key.intValue { result += "[\(index)]" } else { result += result.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if let problem = JSONSyntaxCheck.firstProblem(in: bytes) {
                return FlowGraphError(path: "", problem: "not valid JSON: line \(problem.line), column \(problem.column): \(problem.message)")
            }
            return FlowGraphError(path: "", problem: "not valid JSON: \(context.debugDescription)")
        case .dataCorrupted(let context):
            return FlowGraphError(path: path(context.codingPath), problem: context.debugDescription)
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return FlowGraphError(path: at.isEmpty ? key.stringValue : "\(at).\(key.stringValue)", problem: "missing key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return FlowGraphError(path: path(context.codingPath), problem: "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return FlowGraphError(path: path(context.codingPath), problem: "expected \(type), found null")
        @unknown default:
            return FlowGraphError(path: "", problem: "\(error)")
        }
    }
}
