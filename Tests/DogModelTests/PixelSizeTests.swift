@testable import DogModel
import Foundation
import TestSupport
import Testing

@Suite("PixelSize reads a picture's size from its header")
struct PixelSizeTests {
    @Test("every fixture picture, JPEG and PNG", arguments: try! FileManager.default
        .subpathsOfDirectory(atPath: Repository.file("Fixtures/images/breeds").path)
        .filter { $0.contains(".") }.sorted())
    func fixtures(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Repository.file("Fixtures/images/breeds/\(path)")))
        let format = try #require(ImageFormat(sniffing: bytes))

        #expect(PixelSize(reading: bytes, as: format) == PixelSize(width: 320, height: 240))
    }

    @Test("a JPEG whose metadata comes before its frame")
    func jpegWithMetadata() {
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]
        let frame: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        let bytes: [UInt8] = [0xFF, 0xD8] + app1 + frame + [UInt8](repeating: 0, count: 8)

        #expect(PixelSize(reading: bytes, as: .jpeg) == PixelSize(width: 640, height: 480))
    }

    @Test("a JPEG with fill bytes before a marker")
    func jpegWithFill() {
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]
        let frame: [UInt8] = [0xFF, 0xFF, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        let bytes: [UInt8] = [0xFF, 0xD8] + app1 + frame + [UInt8](repeating: 0, count: 8)

        #expect(PixelSize(reading: bytes, as: .jpeg) == PixelSize(width: 640, height: 480))
    }

    @Test("a JPEG with a restart marker, which has no length, before its frame")
    func jpegWithStandaloneMarker() {
        let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xD0] + frame + [UInt8](repeating: 0, count: 8)

        #expect(PixelSize(reading: bytes, as: .jpeg) == PixelSize(width: 640, height: 480))
    }

    @Test("PNG and GIF cut right after their size, and the three kinds of WebP", arguments: [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8) + [0, 0, 0x01, 0x40, 0, 0, 0, 0xF0], ImageFormat.png,
         PixelSize(width: 320, height: 240)),
        (Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00], .gif, PixelSize(width: 320, height: 240)),
        (webp("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x40, 0x01, 0xF0, 0x00]), .webp, PixelSize(width: 320, height: 240)),
        (webp("VP8L", [0x2F, 0x3F, 0xC1, 0x3B, 0x00, 0, 0, 0, 0, 0]), .webp, PixelSize(width: 320, height: 240)),
        (webp("VP8X", [0, 0, 0, 0, 0x3F, 0x01, 0x00, 0xEF, 0x00, 0x00]), .webp, PixelSize(width: 320, height: 240)),
    ])
    func otherFormats(_ bytes: [UInt8], _ format: ImageFormat, _ size: PixelSize) {
        #expect(PixelSize(reading: bytes, as: format) == size)
    }

    @Test("nothing from headers that are cut short or say zero", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], ImageFormat.jpeg),
        ([0x89, 0x50, 0x4E, 0x47], .png),
        (Array("GIF89a".utf8) + [0, 0, 0, 0], .gif),
        (Array("RIFF".utf8), .webp),
    ] as [([UInt8], ImageFormat)])
    func unknown(_ bytes: [UInt8], _ format: ImageFormat) {
        #expect(PixelSize(reading: bytes, as: format) == nil)
    }

    @Test("nothing from bytes that do not start with the format's magic", arguments: [
        ([UInt8](repeating: 0x01, count: 32), ImageFormat.png),
        ([UInt8](repeating: 0x01, count: 32), .gif),
        (Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00] + [UInt8](repeating: 0x01, count: 22), .png),
        (webp("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x40, 0x01, 0xF0, 0x00]), .gif),
        ([0x00, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0, 0, 0, 0], .jpeg),
        (Array("RIFX".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 0x3F, 0x01, 0x00, 0xEF, 0x00, 0x00], .webp),
    ] as [([UInt8], ImageFormat)])
    func otherMagic(_ bytes: [UInt8], _ format: ImageFormat) {
        #expect(PixelSize(reading: bytes, as: format) == nil)
    }

    private static func webp(_ kind: String, _ payload: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(kind.utf8) + [0, 0, 0, 0] + payload
    }
}
