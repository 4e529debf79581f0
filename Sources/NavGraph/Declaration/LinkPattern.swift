/// The path of a deep link as a flow declares it: literal segments and named parameters,
/// `clip/:id` or `settings`.
///
/// A pattern matches a path of as many segments, each literal equal and each parameter
/// capturing its segment:
///
/// ```swift
/// let pattern: LinkPattern = "clip/:id"
/// pattern.match(["clip", "7"])   // ["id": "7"]
/// pattern.match(["clip"])        // nil
/// ```
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One segment of a pattern.
    public enum Segment: Hashable, Sendable {
        /// A segment that must be spelled exactly so.
        case literal(String)
        /// A segment captured under this name (`:id`).
        case parameter(String)
    }

    /// The segments, in order.
    public let segments: [Segment]

    /// Reads `text`: segments separated by `/`, a parameter written `:name`; empty segments are ignored.
    public init(_ text: String) {
        segments = text.split(separator: "/").map { part in
            part.first == ":" && part.count > 1 ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The parameters' names, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// How many literal segments the pattern has: a pattern with more wins over one that captures
    /// the same segment (`timer/new` before `timer/:id`).
    public var literalCount: Int { segments.count - parameterNames.count }

    /// The captured parameters when `path` matches, `nil` otherwise.
    public func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let literal): guard literal == part else { return nil }
            case .parameter(let name): values[name] = part
            }
        }
        return values
    }

    /// `clip/:id`.
    public var description: String {
        segments.map { segment in
            switch segment {
            case .literal(let literal): literal
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }

    /// The path segments of `link`: a URL (`toaster://clip/7?utm=x`, whose host is the first
    /// segment) or a bare path (`clip/7`), percent-decoded; the query and fragment are dropped.
    public static func pathSegments(of link: String) -> [String] {
        var rest = Substring(link)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"), !rest[..<colon].contains("/") {
            rest = rest[colon...].dropFirst(3)
        }
        return rest.split(separator: "/").map { percentDecoded(String($0)) }
    }

    /// `text` with `%XX` escapes decoded; an escape that is not one, or bytes that are not UTF-8, stay as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.contains("\u{FFFD}") && !text.contains("\u{FFFD}") ? text : decoded
    }
}

/// The parameters a link's path captured, read typed by the link's event builder.
///
/// ```swift
/// .link("clip/:id", sends: .openClip) { link in .openClip(id: try link.int("id")) }
/// ```
public struct LinkParameters: Hashable, Sendable {
    /// The captured segments by parameter name.
    public let values: [String: String]

    /// Parameters with the given values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The segment captured as `name`.
    public func string(_ name: String) throws(LinkParameterError) -> String {
        guard let value = values[name] else { throw LinkParameterError(name: name, value: nil, expected: "String") }
        return value
    }

    /// The segment captured as `name`, read as a whole number.
    public func int(_ name: String) throws(LinkParameterError) -> Int {
        try value(name, as: Int.self)
    }

    /// The segment captured as `name`, read as `T` (any type that reads itself from text).
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkParameterError) -> T {
        let text = try string(name)
        guard let value = T(text) else { throw LinkParameterError(name: name, value: text, expected: String(describing: T.self)) }
        return value
    }
}

/// A link parameter that is missing or does not read as the type its builder asked for.
public struct LinkParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name.
    public let name: String
    /// The segment captured, `nil` when the pattern has no such parameter.
    public let value: String?
    /// The type asked for.
    public let expected: String

    /// Describes a parameter that could not be read.
    public init(name: String, value: String?, expected: String) {
        self.name = name
        self.value = value
        self.expected = expected
    }

    public var description: String {
        guard let value else { return "the link has no parameter \(name)" }
        return "parameter \(name) is \"\(value)\", which is not a valid \(expected)"
    }
}
