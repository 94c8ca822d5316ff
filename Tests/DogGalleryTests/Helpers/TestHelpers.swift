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
