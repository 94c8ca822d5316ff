import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

package func anyURL() -> URL { URL(string: "https://any-url.com")! }

package func anyData() -> Data { Data("any data".utf8) }

package func anyNSError() -> NSError { NSError(domain: "any error", code: 0) }

package func httpResponse(_ statusCode: Int, url: URL = anyURL(), headers: [String: String] = [:]) -> HTTPURLResponse {
    HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)!
}

package func success(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> HTTPSessionSpy.Outcome {
    .success((data, httpResponse(status, headers: headers)))
}

/// A picture's answer: its bytes, served as an image.
package func pictureAnswer(_ data: Data, type: String = "image/jpeg") -> HTTPSessionSpy.Outcome {
    success(data, headers: ["Content-Type": type])
}

package func dogCEOSuccess(_ links: [String]) -> Data {
    try! JSONSerialization.data(withJSONObject: ["message": links, "status": "success"])
}

/// dog.ceo's random-image endpoint for `count` pictures.
package func random(_ count: Int) -> URL {
    URL(string: "https://dog.ceo/api/breeds/image/random/\(count)")!
}

/// A picture on dog.ceo's image host: `picture("pug/a.jpg")`.
package func picture(_ path: String) -> URL {
    URL(string: "https://images.dog.ceo/breeds/\(path)")!
}

/// dog.ceo's answer offering the pictures at `paths`.
package func answer(_ paths: [String]) -> Data {
    dogCEOSuccess(paths.map { picture($0).absoluteString })
}
