@testable import DogModel
import Foundation
@testable import GalleryJobs
import ClientTestSupport
import ModelTestSupport
import TestSupport
import Testing

@Suite("PictureCheck decides whether an answer is a picture to keep")
struct PictureCheckTests {
    @Test("keeps a whole picture served as an image", arguments: ["image/jpeg", "IMAGE/JPEG", "image/png; charset=binary", "image/webp"])
    func keeps(_ type: String) {
        let bytes = [UInt8](jpegBytes)

        #expect(PictureCheck.format(status: 200, contentType: type, head: bytes, tail: bytes, size: bytes.count) == .success(.jpeg))
    }

    @Test("refuses answers that are not a picture", arguments: [
        (404, "image/jpeg", [UInt8](jpegBytes), DownloadError.httpStatus(404)),
        (301, "image/jpeg", [UInt8](jpegBytes), .httpStatus(301)),
        (200, "text/html; charset=utf-8", Array("<!DOCTYPE html>".utf8), .notAPicture("it was served as text/html; charset=utf-8")),
        (200, nil, [UInt8](jpegBytes), .notAPicture("it was served as no type")),
        (200, "image/jpeg", Array("<html>".utf8), .notAPicture("its bytes are not JPEG, PNG, GIF or WebP")),
        (200, "image/jpeg", Array([UInt8](jpegBytes).dropLast(2)), .notAPicture("it ends before the JPEG picture does")),
    ] as [(Int, String?, [UInt8], DownloadError)])
    func refuses(_ status: Int, _ type: String?, _ bytes: [UInt8], _ error: DownloadError) {
        #expect(PictureCheck.format(status: status, contentType: type, head: bytes, tail: bytes, size: bytes.count) == .failure(error))
    }

    @Test("every fixture picture is whole, and no first half of one is", arguments: try! FileManager.default
        .subpathsOfDirectory(atPath: Repository.file("Fixtures/images/breeds").path).filter { $0.contains(".") }.sorted())
    func fixtures(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Repository.file("Fixtures/images/breeds/\(path)")))
        let half = Array(bytes.prefix(bytes.count / 2))
        let format = try #require(ImageFormat(sniffing: bytes))

        #expect(PictureCheck.isComplete(format, head: bytes, tail: Array(bytes.suffix(1024)), size: bytes.count))
        #expect(!PictureCheck.isComplete(format, head: half, tail: Array(half.suffix(1024)), size: half.count))
    }

    @Test("tolerates padding after the end marker, as cameras add it", arguments: [
        ([UInt8](jpegBytes) + [0, 0, 0], ImageFormat.jpeg, true),
        (Array("GIF89a".utf8) + [1, 0, 1, 0, 0x3B, 0, 0], .gif, true),
        (Array("GIF89a".utf8) + [1, 0, 1, 0, 0x2C, 0], .gif, false),
        (Array("RIFF".utf8) + [8, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp, true),
        (Array("RIFF".utf8) + [40, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp, false),
    ] as [([UInt8], ImageFormat, Bool)])
    func endMarkers(_ bytes: [UInt8], _ format: ImageFormat, _ complete: Bool) {
        #expect(PictureCheck.isComplete(format, head: bytes, tail: bytes, size: bytes.count) == complete)
    }

    @Test("a WebP head too short to hold its size is not whole, and does not trap")
    func shortWebPHead() {
        let head = Array("RIFF\u{0}\u{0}".utf8)

        #expect(!PictureCheck.isComplete(.webp, head: head, tail: head, size: head.count))
    }
}
