import DogCEOClient
import DogModel
import Foundation
import Platform
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads pictures into temporary files a staging makes, `concurrency` at a time (the
/// transport's bound) with as many ready behind them, retrying transient failures. Each picture
/// gets its own result: one failing does not cancel the others. It knows nothing of galleries:
/// it hands back checked files, and the gallery names and records them.
package struct Downloader: Sendable {
    package static let defaultConcurrency = 6
    package static let defaultMaxBytes = 20 << 20

    private let transport: any HTTPDownloading
    private let retrier: Retrier
    private let concurrency: Int
    /// The largest picture to keep (`--max-bytes`).
    let maxBytes: Int
    private let progress: @Sendable (DownloadProgress) -> Void

    package init(
        transport: some HTTPDownloading, retrier: Retrier, concurrency: Int = Downloader.defaultConcurrency,
        maxBytes: Int = Downloader.defaultMaxBytes, progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) {
        self.transport = transport
        self.retrier = retrier
        self.concurrency = concurrency
        self.maxBytes = maxBytes
        self.progress = progress
    }

    /// Tells the progress display how many pictures the run will download in all, before its
    /// first batch: the downloads then planned count toward it rather than add to it.
    func expect(_ count: Int) {
        progress(.expected(count))
    }

    /// One result per source, in the order given.
    /// - Parameter limit: the largest picture to keep this time, instead of the downloader's own.
    func download(_ sources: [URL], into staging: some PictureStaging, maxBytes limit: Int? = nil) async -> [Result<DownloadedFile, DownloadError>] {
        progress(.planned(sources.count))
        // Twice as many as run at once are handed to the transport, each with its file made:
        // the transport runs `concurrency` and starts a waiting one the moment one ends, instead
        // of after the ended one's task has finished and the next task made its file.
        return await sources.mapConcurrently(limit: concurrency * 2) { source in
            let result = await download(source, into: staging, maxBytes: limit ?? maxBytes)
            // One a stop kept from finishing is not done: the progress line counts what was.
            if result.failure != .cancelled { progress(.finished(bytes: (try? result.get().bytes) ?? 0)) }
            return result
        }
    }

    private func download(_ source: URL, into staging: some PictureStaging, maxBytes: Int) async -> Result<DownloadedFile, DownloadError> {
        guard !Task.isCancelled else { return .failure(.cancelled) }
        let file: TemporaryFile
        do {
            file = try staging.makeTemporaryFile()
        } catch {
            return .failure(.storage(error))
        }
        let result = await download(source, into: file, maxBytes: maxBytes)
        try? file.handle.close()
        if case .failure = result { staging.discard(file.name) }
        return result
    }

    private func download(_ source: URL, into file: TemporaryFile, maxBytes: Int) async -> Result<DownloadedFile, DownloadError> {
        let request = HTTPRequest.get(source, accept: "image/*")
        let response: HTTPURLResponse, digest: FileDigest
        do {
            (response, digest) = try await retrier.run(
                request.url, { try await transport.download(for: request, into: file.handle, maxBytes: maxBytes) }, response: { $0.response }
            )
        } catch {
            return .failure(Self.downloadError(error, path: file.path))
        }
        // Its bytes go to the disk while the other pictures arrive; the commit flushes them all.
        file.handle.startWritingToDisk()
        return PictureCheck.format(
            status: response.statusCode, contentType: response.value(forHTTPHeaderField: "Content-Type"),
            head: digest.head, tail: digest.tail, size: digest.bytes
        )
            .map { format in
                DownloadedFile(
                    temporaryName: file.name, bytes: digest.bytes, sha256: digest.sha256, format: format,
                    pixels: PixelSize(reading: digest.head, as: format)
                )
            }
    }

    private static func downloadError(_ error: any Error, path: String) -> DownloadError {
        let last = NetworkErrorSentence.underlying(error)
        if case .cancelled = RetryPolicy.Outcome(last) { return .cancelled }
        if case let TransferError.tooLarge(limit) = last { return .tooLarge(limit: limit) }
        if case let TransferError.cannotStore(code) = last { return .storage(StorageFailure(path: path, reason: FileSystemError(path: path, code: code).reason)) }
        return .connectivity(reason: NetworkErrorSentence.sentence(for: error))
    }
}
