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
            return FlowGraphError(path: "", problem: "not valid JSON: " + syntaxMessage(context, in: bytes))
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

    /// The decoder's syntax message, with a line and column when it gives only an offset.
    private static func syntaxMessage(_ context: DecodingError.Context, in bytes: [UInt8]) -> String {
        let underlying = context.underlyingError.map { "\($0)" } ?? ""
        let message = context.debugDescription + (underlying.isEmpty ? "" : " (\(underlying))")
        if message.contains("line") { return message }
        guard let offset = Self.firstOffset(in: message), offset <= bytes.count else { return message }
        let before = bytes[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column): \(message)"
    }

    private static func firstOffset(in message: String) -> Int? {
        let marker = Array("offset ".utf8)
        let utf8 = Array(message.utf8)
        guard utf8.count >= marker.count,
            let start = (0...(utf8.count - marker.count)).first(where: { Array(utf8[$0..<($0 + marker.count)]) == marker })
        else { return nil }
        let digits = utf8[(start + marker.count)...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}
