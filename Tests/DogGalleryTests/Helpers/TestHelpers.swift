import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import XCTest

func anyURL() -> URL { URL(string: "https://any-url.com")! }

func anyData() -> Data { Data("any data".utf8) }

func anyNSError() -> NSError { NSError(domain: "any error", code: 0) }

func httpResponse(_ statusCode: Int, url: URL = anyURL(), headers: [String: String] = [:]) -> HTTPURLResponse {
    HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)!
}

func success(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> HTTPSessionSpy.Outcome {
    .success((data, httpResponse(status, headers: headers)))
}

/// A picture's answer: its bytes, served as an image.
func pictureAnswer(_ data: Data, type: String = "image/jpeg") -> HTTPSessionSpy.Outcome {
    success(data, headers: ["Content-Type": type])
}

/// The smallest shapes of a whole JPEG and PNG: their signature, a little header, their end marker.
let jpegBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0xFF, 0xD9])
let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x00] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])

func dogCEOSuccess(_ links: [String]) -> Data {
    try! JSONSerialization.data(withJSONObject: ["message": links, "status": "success"])
}

/// A file of the project's `Fixtures/` folder, which the fixture server serves too.
func fixture(_ path: String) throws -> Data {
    try Data(contentsOf: Repository.file("Fixtures/\(path)"))
}

extension XCTestCase {
    func trackForMemoryLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
        addTeardownBlock { [weak instance] in
            XCTAssertNil(instance, "Instance should have been deallocated. Potential memory leak.", file: file, line: line)
        }
    }
}

/// dog.ceo's random-image endpoint for `count` pictures.
func random(_ count: Int) -> URL {
    URL(string: "https://dog.ceo/api/breeds/image/random/\(count)")!
}

/// A picture on dog.ceo's image host: `picture("pug/a.jpg")`.
func picture(_ path: String) -> URL {
    URL(string: "https://images.dog.ceo/breeds/\(path)")!
}

/// dog.ceo's answer offering the pictures at `paths`.
func answer(_ paths: [String]) -> Data {
    dogCEOSuccess(paths.map { picture($0).absoluteString })
}
