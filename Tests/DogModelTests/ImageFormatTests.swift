@testable import DogModel
import TestSupport
import Testing

@Suite("ImageFormat recognises pictures by their magic bytes")
struct ImageFormatTests {
    @Test("picture signatures", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], ImageFormat.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], .png),
        (Array("GIF89a..".utf8), .gif),
        (Array("GIF87a..".utf8), .gif),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
    ] as [([UInt8], ImageFormat)])
    func recognises(_ bytes: [UInt8], _ format: ImageFormat) {
        #expect(ImageFormat(sniffing: bytes) == format)
    }

    @Test("anything else is not a picture", arguments: [
        [], [0xFF, 0xD8], Array("<!DOCTYPE html><html>".utf8), Array("{\"message\":[]}".utf8),
        Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8), Array("GIF90a".utf8),
    ] as [[UInt8]])
    func rejects(_ bytes: [UInt8]) {
        #expect(ImageFormat(sniffing: bytes) == nil)
    }

    @Test("file extensions")
    func extensions() {
        #expect(ImageFormat.allCases.map(\.fileExtension) == ["jpg", "png", "gif", "webp"])
    }
}
