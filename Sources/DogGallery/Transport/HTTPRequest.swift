import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every request `dogs` sends: a GET that names `dogs` and its version, as dog.ceo asks clients to.
enum HTTPRequest {
    static func get(_ url: URL, accept: String) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue(DogsVersion.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(accept, forHTTPHeaderField: "Accept")
        return request
    }
}
