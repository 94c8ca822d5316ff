import Testing
@testable import DogGallery

@Suite("PictureCheck decides whether an answer is a picture to keep")
struct PictureCheckTests {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]

    @Test("keeps a picture served as an image", arguments: ["image/jpeg", "IMAGE/JPEG", "image/png; charset=binary", "image/webp"])
    func keeps(_ type: String) {
        #expect(PictureCheck.format(status: 200, contentType: type, head: jpeg) == .success(.jpeg))
    }

    @Test("refuses answers that are not a picture", arguments: [
        (404, "image/jpeg", [0xFF, 0xD8, 0xFF], DownloadError.httpStatus(404)),
        (301, "image/jpeg", [0xFF, 0xD8, 0xFF], .httpStatus(301)),
        (200, "text/html; charset=utf-8", Array("<!DOCTYPE html>".utf8), .notAPicture("it was served as text/html; charset=utf-8")),
        (200, nil, [0xFF, 0xD8, 0xFF], .notAPicture("it was served as no type")),
        (200, "image/jpeg", Array("<html>".utf8), .notAPicture("its bytes are not JPEG, PNG, GIF or WebP")),
    ] as [(Int, String?, [UInt8], DownloadError)])
    func refuses(_ status: Int, _ type: String?, _ head: [UInt8], _ error: DownloadError) {
        #expect(PictureCheck.format(status: status, contentType: type, head: head) == .failure(error))
    }
}
