import DogModel
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every request `dogs` sends: a GET that names `dogs` and its version, as dog.ceo asks clients to,
/// and asks for bodies as they are: a compressed body is refused (its size says nothing of what it
/// unpacks to), so no server has a reason to send one.
package enum HTTPRequest {
    package static func get(_ url: URL, accept: String) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue(DogsVersion.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(accept, forHTTPHeaderField: "Accept")
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        return request
    }
}
