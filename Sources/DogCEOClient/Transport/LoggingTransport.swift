import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--verbose`: logs every request the wrapped transport makes, each attempt on its own line,
/// with its status and how long it took.
package struct LoggingTransport<Base: HTTPSession & HTTPDownloading>: HTTPSession, HTTPDownloading {
    private let base: Base
    private let log: @Sendable (String) -> Void
    private let now: @Sendable () -> Date

    package init(_ base: Base, now: @escaping @Sendable () -> Date = Date.init, log: @escaping @Sendable (String) -> Void) {
        self.base = base
        self.now = now
        self.log = log
    }

    package func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await logged(request) { try await base.data(for: request) } status: { ($0.1 as? HTTPURLResponse)?.statusCode }
    }

    package func download(for request: URLRequest, into file: FileHandle, maxBytes: Int) async throws -> (response: HTTPURLResponse, digest: FileDigest) {
        try await logged(request) { try await base.download(for: request, into: file, maxBytes: maxBytes) } status: { $0.response.statusCode }
    }

    private func logged<Value>(
        _ request: URLRequest, _ send: () async throws -> Value, status: (Value) -> Int?
    ) async throws -> Value {
        let started = now()
        let result: Result<Value, any Error>
        do { result = .success(try await send()) } catch { result = .failure(error) }
        let outcome = switch result {
        case let .success(value): status(value).map(String.init) ?? "answered"
        case let .failure(error): "failed: " + NetworkErrorSentence.sentence(for: error)
        }
        let milliseconds = Int((now().timeIntervalSince(started) * 1000).rounded())
        log("\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "?") \(outcome) (\(milliseconds) ms)")
        return try result.get()
    }
}
