import Foundation

/// The worker's answer on stdout: a header line, then per output a line `<tag> <byte count>` and the
/// bytes, then `end`. Tags are format names, `warnings` with a JSON array of Graphviz's warnings, or
/// `error` with a JSON ``GraphvizError``. A stream
/// without its `end` line was cut short (the worker died while writing).
enum WorkerFrames {
    static let header = "navgraph-frames 1"
    /// The tag of the frame holding Graphviz's warnings, a JSON array of strings.
    static let warnings = "warnings"

    static func encode(_ frames: [(tag: String, data: Data)]) -> Data {
        var output = Data((header + "\n").utf8)
        for frame in frames {
            output += Data("\(frame.tag) \(frame.data.count)\n".utf8)
            output += frame.data
        }
        output += Data("end\n".utf8)
        return output
    }

    /// The frames of a complete answer; `nil` when it is cut short or malformed.
    static func decode(_ data: Data) -> [(tag: String, data: Data)]? {
        let bytes = [UInt8](data)
        var index = 0
        func line() -> String? {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        guard line() == header else { return nil }
        var frames: [(String, Data)] = []
        while let next = line() {
            if next == "end" { return index == bytes.count ? frames : nil }
            let parts = next.split(separator: " ")
            guard parts.count == 2, let count = Int(parts[1]), count >= 0, index + count <= bytes.count else { return nil }
            frames.append((String(parts[0]), Data(bytes[index..<index + count])))
            index += count
        }
        return nil
    }
}
