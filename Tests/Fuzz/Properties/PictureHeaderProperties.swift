@testable import DogModel
@testable import GalleryJobs

/// A picture's first bytes → its format and pixel size: a format only from its magic, a size
/// only for bytes that start with the magic of the format asked for, and one a picture can have.
enum PictureHeaderProperties {
    static func check(_ bytes: [UInt8]) throws(PropertyViolation) {
        let format = ImageFormat(sniffing: bytes)
        try require(format == magic(of: bytes), "read as \(String(describing: format)) though its magic says \(String(describing: magic(of: bytes)))")
        for candidate in ImageFormat.allCases {
            guard let size = PixelSize(reading: bytes, as: candidate) else { continue }
            try require(candidate == magic(of: bytes), "a \(candidate) size read from bytes without its magic")
            try require((1...65_535).contains(size.width) && (1...65_535).contains(size.height), "a size no picture has: \(size.width)×\(size.height)")
        }
        let check = PictureCheck.format(status: 200, contentType: "image/jpeg", head: Array(bytes.prefix(64)), tail: Array(bytes.suffix(64)), size: bytes.count)
        if case let .success(kept) = check {
            try require(kept == magic(of: bytes), "kept as \(kept) without its magic")
        }
    }

    /// The format the bytes' own signature names, as each format's specification gives it.
    private static func magic(of bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}
