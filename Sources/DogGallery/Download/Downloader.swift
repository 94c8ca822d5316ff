import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads planned pictures into temporary files in the gallery, a bounded number at a time,
/// retrying transient failures. Each picture gets its own outcome: one failing does not cancel
/// the others. Nothing is renamed into place here; the gallery commits complete pictures.
public struct Downloader: Sendable {
    public static let defaultConcurrency = 6
    public static let defaultMaxBytes = 20 << 20

    private let transport: any HTTPDownloading
    private let retrier: Retrier
    private let concurrency: Int
    private let maxBytes: Int
    private let now: @Sendable () -> Date
    private let progress: @Sendable (DownloadProgress) -> Void

    public init(
        transport: some HTTPDownloading, retrier: Retrier = Retrier(), concurrency: Int = Downloader.defaultConcurrency,
        maxBytes: Int = Downloader.defaultMaxBytes, now: @escaping @Sendable () -> Date = Date.init,
        progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) {
        self.transport = transport
        self.retrier = retrier
        self.concurrency = concurrency
        self.maxBytes = maxBytes
        self.now = now
        self.progress = progress
    }

    public func download(_ plan: [PlannedDownload], into staging: some PictureStaging) async -> [DownloadOutcome] {
        progress(.planned(plan.count))
        return await plan.concurrentMap(limit: concurrency) { planned in
            let result = await download(planned, into: staging)
            progress(.finished(bytes: (try? result.get().picture.bytes) ?? 0))
            return DownloadOutcome(planned: planned, result: result)
        }
    }

    private func download(_ planned: PlannedDownload, into staging: some PictureStaging) async -> Result<StagedPicture, DownloadError> {
        guard !Task.isCancelled else { return .failure(.cancelled) }
        let file: TemporaryFile
        do {
            file = try staging.makeTemporaryFile()
        } catch {
            return .failure(.storage(error))
        }
        let result = await download(planned, into: file)
        try? file.handle.close()
        if case .failure = result { staging.discard(file.name) }
        return result
    }

    private func download(_ planned: PlannedDownload, into file: TemporaryFile) async -> Result<StagedPicture, DownloadError> {
        let request = HTTPRequest.get(planned.dog.url, accept: "image/*")
        let response: HTTPURLResponse
        do {
            response = try await retrier.run(
                { try await transport.download(for: request, into: file.handle, maxBytes: maxBytes) },
                classify: { result in
                    switch result {
                    case let .success(response): RetryPolicy.Outcome(response)
                    case let .failure(error): RetryPolicy.Outcome(error)
                    }
                }
            )
        } catch {
            return .failure(Self.downloadError(error, path: file.path))
        }
        let digest: FileDigest
        do {
            // Flushed here, while other pictures are still arriving, rather than all at the commit;
            // read back and flushed off the tasks' threads, which other downloads need meanwhile.
            digest = try await BlockingCall.run { [handle = file.handle] in
                let digest = try FileDigest(of: handle)
                try handle.synchronize()
                return digest
            }
        } catch {
            return .failure(.storage(.cannotWrite(path: file.path, reason: FileSystemError.reason(of: error))))
        }
        return PictureCheck.format(
            status: response.statusCode, contentType: response.value(forHTTPHeaderField: "Content-Type"),
            head: digest.head, tail: digest.tail, size: digest.bytes
        )
            .map { format in
                StagedPicture(temporaryName: file.name, picture: Picture(
                    source: planned.dog.url, breed: planned.dog.breed, subBreed: planned.dog.subBreed,
                    file: GalleryLayout.file(forImage: "\(planned.stem).\(format.fileExtension)"),
                    bytes: digest.bytes, sha256: digest.sha256, added: wholeSeconds(now()),
                    pixels: PixelSize(reading: digest.head, as: format)
                ))
            }
    }

    /// The manifest keeps whole seconds; rounding here keeps the record in memory equal to the one on disk.
    private func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    private static func downloadError(_ error: any Error, path: String) -> DownloadError {
        if case .cancelled = RetryPolicy.Outcome(error) { return .cancelled }
        if case let TransferError.tooLarge(limit) = error { return .tooLarge(limit: limit) }
        if case let TransferError.cannotStore(reason) = error { return .storage(.cannotWrite(path: path, reason: reason)) }
        let reason = (error as? TransferError)?.description ?? error.localizedDescription
        return .connectivity(reason: TerminalText.oneLine(reason))
    }
}
