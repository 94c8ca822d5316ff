import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What became of one planned picture.
public struct DownloadOutcome: Equatable, Sendable {
    public let planned: PlannedDownload
    public let result: Result<Picture, DownloadError>
}

/// Downloads planned pictures into the gallery, a bounded number at a time. Each picture
/// gets its own outcome: one failing does not cancel the others.
public struct Downloader: Sendable {
    public static let defaultConcurrency = 6

    private let session: any HTTPSession
    private let concurrency: Int
    private let now: @Sendable () -> Date

    public init(session: some HTTPSession, concurrency: Int = Downloader.defaultConcurrency, now: @escaping @Sendable () -> Date = Date.init) {
        self.session = session
        self.concurrency = concurrency
        self.now = now
    }

    public func download(_ plan: [PlannedDownload], into store: GalleryStore) async -> [DownloadOutcome] {
        await plan.concurrentMap(limit: concurrency) { planned in
            DownloadOutcome(planned: planned, result: await download(planned, into: store))
        }
    }

    /// The manifest keeps whole seconds; rounding here keeps the record in memory equal to the one on disk.
    private func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    private func download(_ planned: PlannedDownload, into store: GalleryStore) async -> Result<Picture, DownloadError> {
        var request = URLRequest(url: planned.dog.url)
        request.setValue(DogsVersion.userAgent, forHTTPHeaderField: "User-Agent")
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            return .failure(.connectivity(reason: TerminalText.oneLine(error.localizedDescription)))
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            return .failure(.httpStatus(status))
        }
        guard let format = ImageFormat(sniffing: data) else { return .failure(.notAPicture) }
        do {
            let file = try store.savePicture(data, named: "\(planned.stem).\(format.fileExtension)")
            return .success(Picture(
                source: planned.dog.url, breed: planned.dog.breed, subBreed: planned.dog.subBreed,
                file: file, bytes: data.count, sha256: SHA256.hex(of: data), added: wholeSeconds(now())
            ))
        } catch {
            return .failure(.storage(error))
        }
    }
}
