#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one way NavGraph reads JSON that people write (specs, runs): strict RFC 8259 text
/// (``JSONSyntaxCheck``), whole numbers only, the version checked before the schema, and every
/// error naming its key path, line and column.
enum StrictJSON {
    private struct VersionProbe: Decodable { let version: Int? }

    /// `T` read from `text`, a document of kind `what` ("spec", "run") at one of the format `versions`.
    static func decode<T: Decodable>(_ type: T.Type, from text: String, naming what: String, versions: ClosedRange<Int>) throws(FlowGraphError) -> T {
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
        let decoder = JSONDecoder()
        do {
            if let found = try? decoder.decode(VersionProbe.self, from: Data(bytes)).version, !versions.contains(found) {
                let readable = versions.count == 1 ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound) to \(versions.upperBound)"
                throw FlowGraphError(path: "version", problem: "\(what) version \(found) is not supported; this navgraph reads \(readable)")
            }
            return try decoder.decode(T.self, from: Data(bytes))
        } catch let error as FlowGraphError {
            throw error
        } catch let error as DecodingError {
            throw describe(error, in: bytes, naming: what)
        } catch {
            throw FlowGraphError(path: "", problem: "not a JSON \(what): \(error)")
        }
    }

    private static func describe(_ error: DecodingError, in bytes: [UInt8], naming what: String) -> FlowGraphError {
        func components(_ codingPath: [any CodingKey]) -> [JSONSyntaxCheck.Component] {
            codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
        }
        func text(_ codingPath: [any CodingKey]) -> String {
            JSONSyntaxCheck.pathText(components(codingPath))
        }
        /// `line L, column C: ` of the value at `codingPath`, and what kind of value it is.
        func place(_ codingPath: [any CodingKey]) -> (at: String, found: String) {
            guard let offset = JSONSyntaxCheck.offset(of: components(codingPath), in: bytes) else { return ("", "") }
            let (line, column) = JSONSyntaxCheck.location(offset, in: bytes)
            return ("line \(line), column \(column): ", JSONSyntaxCheck.kind(at: offset, in: bytes))
        }
        switch error {
        case .typeMismatch(let type, let context):
            let (at, found) = place(context.codingPath)
            let path = text(context.codingPath)
            let expected = expectedKind(type)
            if path.isEmpty { return FlowGraphError(path: "", problem: "\(at)not a \(what): expected \(expected), found \(found)") }
            return FlowGraphError(path: path, problem: "\(at)expected \(expected), found \(found)")
        case .valueNotFound(let type, let context):
            return FlowGraphError(path: text(context.codingPath), problem: "\(place(context.codingPath).at)expected \(expectedKind(type)), found null")
        case .keyNotFound(let key, let context):
            let at = text(context.codingPath)
            return FlowGraphError(path: at.isEmpty ? key.stringValue : "\(at).\(key.stringValue)",
                                  problem: "\(place(context.codingPath).at)missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return FlowGraphError(path: text(context.codingPath), problem: "\(place(context.codingPath).at)\(context.debugDescription)")
        @unknown default:
            return FlowGraphError(path: "", problem: "not a JSON \(what): \(error)")
        }
    }

    /// The JSON kind a Swift type is read from, in words.
    private static func expectedKind(_ type: Any.Type) -> String {
        let name = "\(type)"
        switch name {
        case "String": return "a string"
        case "Int": return "a whole number"
        case "Bool": return "true or false"
        case _ where name.hasPrefix("Array"): return "an array"
        case _ where name.hasPrefix("Dictionary"): return "an object"
        default: return "a value of type \(name)"
        }
    }
}
