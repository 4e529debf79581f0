import Foundation

/// The PNG signature and the image size from its IHDR chunk.
struct PNGHeader: Equatable {
    var width: UInt32
    var height: UInt32

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `nil` unless `data` starts with the PNG signature followed by an IHDR chunk.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        width = be(16)
        height = be(20)
    }
}
