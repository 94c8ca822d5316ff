
/// A picture's width and height in pixels, read from its own header, so the page can reserve
/// the picture's space before it loads and never jumps.
package struct PixelSize: Codable, Equatable, Hashable, Sendable {
    package let width: Int
    package let height: Int

    /// The sizes a header can state that make sense for a picture.
    static let range = 1...65_535

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads the size from the first bytes of a JPEG, PNG, GIF or WebP; nil when the bytes
    /// given do not start with the format's magic, do not reach the size, or make no sense.
    package init?(reading bytes: [UInt8], as format: ImageFormat) {
        guard ImageFormat(sniffing: bytes) == format else { return nil }
        let size: (Int, Int)?
        switch format {
        case .png: size = bytes.count >= 24 ? (Self.bigEndian(bytes, 16, 4), Self.bigEndian(bytes, 20, 4)) : nil
        case .gif: size = bytes.count >= 10 ? (Self.littleEndian(bytes, 6, 2), Self.littleEndian(bytes, 8, 2)) : nil
        case .webp: size = Self.webp(bytes)
        case .jpeg: size = Self.jpeg(bytes)
        }
        guard let (width, height) = size, Self.range.contains(width), Self.range.contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// Walks the JPEG's segments to the first start-of-frame marker, which holds the size.
    private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                return (bigEndian(bytes, offset + 7, 2), bigEndian(bytes, offset + 5, 2))
            }
            let standalone = (0xD0...0xD9).contains(marker) || marker == 0x01
            offset += standalone ? 2 : 2 + bigEndian(bytes, offset + 2, 2)
        }
        return nil
    }

    private static func webp(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ": return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        default: return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
