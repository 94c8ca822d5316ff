@testable import DogCEOClient
import Foundation
import ClientTestSupport
import ModelTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

final class LoggingTransportTests {
    private let folders = TemporaryFolders()
    private let leaks = LeakTracker()

    @Test("logs each request with its status and time")
    func logsEachRequestWithItsStatusAndTime() async throws {
        let (sut, spy, log) = makeSUT(ticks: [0, 0.123])
        spy.stub(anyURL(), with: [success(anyData(), status: 503)])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(log.lines == ["GET https://any-url.com 503 (123 ms)"])
    }

    @Test("logs a failed request and passes the error on")
    func logsAFailedRequestAndPassesTheErrorOn() async {
        let (sut, spy, log) = makeSUT(ticks: [0, 2])
        spy.stub(anyURL(), with: [.failure(TransferError.tooLarge(limit: 10))])

        do {
            _ = try await sut.data(for: URLRequest(url: anyURL()))
            Issue.record("Expected the error")
        } catch {
            #expect(error as? TransferError == .tooLarge(limit: 10))
        }
        #expect(log.lines == ["GET https://any-url.com failed: the answer is larger than 10 bytes (2000 ms)"])
    }

    @Test("logs downloads too")
    func logsDownloadsToo() async throws {
        let folder = folders.make()
        let (sut, spy, log) = makeSUT(ticks: [0, 0.5])
        spy.stub(anyURL(), with: [pictureAnswer(jpegBytes)])

        #expect(FileManager.default.createFile(atPath: folder.file("a").path, contents: nil))
        let file = try FileHandle(forUpdating: folder.file("a"))
        defer { try? file.close() }

        _ = try await sut.download(for: URLRequest(url: anyURL()), into: file, maxBytes: 100)

        #expect(log.lines == ["GET https://any-url.com 200 (500 ms)"])
    }

    // MARK: - Helpers

    private func makeSUT(ticks: [Double]) -> (sut: LoggingTransport<HTTPSessionSpy>, spy: HTTPSessionSpy, log: LogSpy) {
        let spy = HTTPSessionSpy()
        let log = LogSpy()
        leaks.track(spy)
        return (LoggingTransport(spy, now: ClockStub(ticks: ticks).now, log: log.append), spy, log)
    }
}

private final class LogSpy: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
}
