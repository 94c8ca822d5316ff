/// The network one run uses, for both the API's answers and the pictures; invalidated when the
/// run ends, which closes its connections.
package protocol NetworkTransport: HTTPSession, HTTPDownloading {
    func invalidate()
}

extension CurlTransport: NetworkTransport {}
