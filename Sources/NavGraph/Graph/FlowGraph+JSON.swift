#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FlowGraph {
    /// The graph as a versioned JSON spec: pretty-printed, keys sorted, stable byte for byte.
    public func jsonSpec() throws(FlowGraphError) -> String {
        try SpecJSON.encode(self, naming: "graph")
    }

    /// Reads and validates a JSON spec written by ``jsonSpec()``.
    ///
    /// Strict JSON only (RFC 8259): trailing commas, duplicate keys, numbers such as `01` or `1e400`
    /// and lone surrogate escapes are errors, as is a number that is not a whole one (the spec has
    /// no other kind).
    ///
    /// - Throws: ``FlowGraphError`` naming the key path, line and column of a syntax error, the key
    ///   path of a missing or mistyped key, an unsupported version, or the first ``validate()`` problem.
    public init(jsonSpec text: String) throws(FlowGraphError) {
        let bytes = Array(text.utf8)
        switch JSONSyntaxCheck.scan(bytes) {
        case .failure(let problem):
            let key = problem.path.isEmpty ? "" : " (\(problem.path))"
            throw FlowGraphError(path: "", problem: "not valid JSON: line \(problem.line), column \(problem.column)\(key): \(problem.message)")
        case .success(let numbers):
            if let number = numbers.first(where: { Int($0.text) == nil }) {
                let (line, column) = JSONSyntaxCheck.location(number.offset, in: bytes)
                throw FlowGraphError(path: number.path, problem: "line \(line), column \(column): \(number.text) is not a whole number")
            }
        }
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
