#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Flow values and events in a ``FlowSnapshot`` are JSON text: the snapshot stays one `Codable`
/// value whatever flow types it holds, each decoded with the type its declaration names.
enum SnapshotCoding {
    /// `value` as JSON, or `nil` when it is not `Encodable` or does not encode.
    static func encode(_ value: Any) -> String? {
        guard let encodable = value as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(encodable)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A `T` read from `text`, or why not.
    static func decode<T>(_ type: T.Type, from text: String) -> Result<T, DecodeProblem> {
        guard let decodable = T.self as? any Decodable.Type else { return .failure(.notCodable) }
        func read<D: Decodable>(_ type: D.Type) throws -> D { try JSONDecoder().decode(type, from: Data(text.utf8)) }
        do {
            guard let value = try read(decodable) as? T else { return .failure(.notCodable) }
            return .success(value)
        } catch {
            return .failure(.invalid(String(describing: error)))
        }
    }

    enum DecodeProblem: Error {
        case notCodable
        case invalid(String)
    }
}
