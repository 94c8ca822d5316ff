@testable import DogCEOClient
import Foundation
@testable import Platform
import ClientTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

@Suite("CurlTransfer takes a transfer's pieces as libcurl hands them over")
struct CurlTransferTests {
    private func makeSUT(
        url: URL = URL(string: "https://images.dog.ceo/breeds/pug/a.jpg")!, maxBytes: Int = 100, sink: CurlTransfer.Sink = .memory(Data()), clock: TestClock = TestClock()
    ) -> CurlTransfer {
        CurlTransfer(url: url, sink: sink, maxBytes: maxBytes, deadline: TransferDeadline(timeout: 2, whole: 20), clock: clock.read)
    }

    /// Starts `transfer`, lets `feed` act as libcurl would, and returns what the caller receives.
    private func outcome(of transfer: CurlTransfer, _ feed: @escaping @Sendable (CurlTransfer) -> Void) async -> Result<CurlTransfer.Outcome, any Error> {
        await withCheckedContinuation { (done: CheckedContinuation<Result<CurlTransfer.Outcome, any Error>, Never>) in
            Task {
                do {
                    let outcome = try await withCheckedThrowingContinuation { continuation in
                        guard transfer.start(continuation) else { return }
                        feed(transfer)
                    }
                    done.resume(returning: .success(outcome))
                } catch {
                    done.resume(returning: .failure(error))
                }
            }
        }
    }

    private func header(_ transfer: CurlTransfer, _ lines: String...) -> [Bool] {
        header(transfer, lines)
    }

    private func header(_ transfer: CurlTransfer, _ lines: [String]) -> [Bool] {
        lines.map { line in Array(line.utf8).withUnsafeBytes { transfer.receive(headerLine: $0) } }
    }

    private func body(_ transfer: CurlTransfer, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { transfer.receive(body: $0) }
    }

    @Test("a transfer waits for a connection that may multiplex over TLS only", arguments: [
        ("https://dog.ceo/api/breeds/image/random", true), ("HTTPS://images.dog.ceo/a.jpg", true),
        ("http://127.0.0.1:8080/api/breeds/image/random", false), ("HTTP://127.0.0.1/a.jpg", false),
    ])
    func aTransferWaitsForAConnectionThatMayMultiplexOverTLSOnly(link: String, waits: Bool) throws {
        #expect(makeSUT(url: try #require(URL(string: link))).waitsToMultiplex == waits)
    }

    @Test("a whole answer gives its status, fields and body")
    func answer() async throws {
        let sut = makeSUT()

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n", "Content-Type: application/json\r\n", "\r\n")
            _ = body(transfer, Array("{}".utf8))
            transfer.finish(code: 0, message: "")
        }

        guard case let .answer(response, .data(data)) = try result.get() else {
            Issue.record("not an answer held in memory")
            return
        }
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(data == Data("{}".utf8))
    }

    @Test("a compressed answer is stopped at the end of its head, before any body")
    func compressed() async {
        let sut = makeSUT()
        let accepted = Mutex<[Bool]>([])

        let result = await outcome(of: sut) { transfer in
            accepted.withLock { $0 = header(transfer, "HTTP/1.1 200 OK\r\n", "Content-Encoding: gzip\r\n", "\r\n") }
            transfer.finish(code: 23, message: "")
        }

        #expect(accepted.withLock { $0 } == [true, true, false])
        #expect(throws: TransferError.encoded("gzip")) { try result.get() }
    }

    @Test("a redirect is handed back unread")
    func redirect() async throws {
        let sut = makeSUT()

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 302 Found\r\n", "Location: /b.jpg\r\n", "\r\n")
            transfer.finish(code: 23, message: "")
        }

        guard case let .redirect(target) = try result.get() else {
            Issue.record("not a redirect")
            return
        }
        #expect(target.absoluteString == "https://images.dog.ceo/b.jpg")
    }

    @Test("a body is stopped on the piece that passes the limit")
    func tooLarge() async {
        let sut = makeSUT(maxBytes: 10)
        let accepted = Mutex<[Bool]>([])

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n", "\r\n")
            accepted.withLock { $0 = [body(transfer, Array(repeating: 1, count: 10)), body(transfer, [1])] }
            transfer.finish(code: 23, message: "")
        }

        #expect(accepted.withLock { $0 } == [true, false])
        #expect(throws: TransferError.tooLarge(limit: 10)) { try result.get() }
    }

    @Test("body bytes before any head are an answer with no status line (HTTP/0.9), and stop libcurl")
    func bodyBeforeHead() async {
        let sut = makeSUT()
        let accepted = Mutex<Bool?>(nil)

        let result = await outcome(of: sut) { transfer in
            accepted.withLock { $0 = body(transfer, [1, 2, 3]) }
            transfer.finish(code: 23, message: "")
        }

        #expect(accepted.withLock { $0 } == false)
        #expect(throws: TransferError.noStatusLine) { try result.get() }
    }

    @Test("libcurl refusing a line of the head for its length is a header line too long")
    func lineTooLong() async {
        let sut = makeSUT()

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n")
            transfer.finish(code: 27, message: "")
        }

        #expect(throws: TransferError.headerLineTooLong) { try result.get() }
    }

    @Test("a body goes into the file given, from where the file was, and is taken in as it arrives")
    func file() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curl-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("picture").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let sut = makeSUT(sink: .file(handle))

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n", "\r\n")
            _ = body(transfer, [1, 2])
            _ = body(transfer, [3])
            transfer.finish(code: 0, message: "")
        }

        guard case let .answer(_, .file(digest)) = try result.get() else {
            Issue.record("not an answer written to its file")
            return
        }
        #expect(digest.bytes == 3)
        #expect(digest.sha256 == SHA256.hex(of: [1, 2, 3]))
        #expect(digest.head == [1, 2, 3])
        #expect(digest.tail == [1, 2, 3])
        try handle.close()
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
    }

    @Test("a body that cannot be written stops the transfer with the system's errno", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDisk() async throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let sut = makeSUT(sink: .file(handle))

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n", "\r\n")
            _ = body(transfer, [1, 2])
            transfer.finish(code: 23, message: "")
        }

        #expect(throws: TransferError.cannotStore(code: ENOSPC)) { try result.get() }
    }

    @Test("a transfer libcurl failed gives libcurl's reason")
    func failure() async {
        let sut = makeSUT()

        let result = await outcome(of: sut) { transfer in transfer.finish(code: 28, message: "") }

        #expect(throws: URLError.self) { try result.get() }
        #expect((result.failure as? URLError)?.code == .timedOut)
    }

    @Test("once abandoned, the caller hears at once and every later piece stops libcurl")
    func abandoned() async {
        let sut = makeSUT()
        let later = Mutex<[Bool]>([])

        let result = await outcome(of: sut) { transfer in
            _ = header(transfer, "HTTP/1.1 200 OK\r\n")
            transfer.abandon(because: CancellationError())
            later.withLock { $0 = header(transfer, "X: 1\r\n") + [body(transfer, [1]), transfer.isWanted] }
            transfer.finish(code: 0, message: "")
        }

        #expect(later.withLock { $0 } == [false, false, false])
        #expect(result.failure is CancellationError)
    }

    @Test("a transfer abandoned before it starts resumes its caller when it does, and is not run")
    func abandonedEarly() async {
        let sut = makeSUT()
        sut.abandon(because: CancellationError())
        let ran = Mutex(false)

        let result = await outcome(of: sut) { _ in ran.withLock { $0 = true } }

        #expect(!ran.withLock { $0 })
        #expect(result.failure is CancellationError)
    }

    @Test("while its caller waits, it has waited too long once no byte came for the time-out, or it ran ten times that; not before, and never after")
    func deadlines() async {
        let clock = TestClock(at: 1000)
        let sut = makeSUT(clock: clock)
        let waits = { @Sendable (verdict: TransferDeadline.Verdict?) in if case .wait? = verdict { true } else { false } }

        #expect(sut.verdict() == nil, "nobody waits for it yet")
        _ = await outcome(of: sut) { transfer in
            transfer.begin()
            clock.set(1001)
            #expect(waits(transfer.verdict()))
            clock.set(1002.5)
            #expect(transfer.verdict() == .idle)
            _ = header(transfer, "HTTP/1.1 200 OK\r\n")
            clock.set(1004.4)
            #expect(waits(transfer.verdict()), "a byte starts the time-out again")
            clock.set(1004.6)
            #expect(transfer.verdict() == .idle, "and it runs out 2 s after that byte")
            clock.set(1025)
            #expect(transfer.verdict() == .tooLong)
            transfer.finish(code: 0, message: "")
        }
        #expect(sut.verdict() == nil, "its caller has heard how it ended")
    }

    @Test("waiting too long ends it with the sentence of libcurl's own time-out", arguments: [
        (TransferDeadline.Verdict.idle, "timed out after 2 s"), (.tooLong, "it took more than 20 s in all, ten times --timeout, the bytes coming too slowly"),
    ])
    func timedOut(_ verdict: TransferDeadline.Verdict, _ sentence: String) async {
        let sut = makeSUT()

        let result = await outcome(of: sut) { transfer in transfer.abandon(because: transfer.timedOut(verdict)) }

        #expect(result.failure.map(NetworkErrorSentence.sentence(for:)) == sentence)
    }

    @Test("endless informational heads stop the transfer at the one too many")
    func endlessInterim() async {
        let accepted = Mutex<[Bool]>([])

        let result = await outcome(of: makeSUT()) { transfer in
            // The line after the refusal, were libcurl to hand one over, changes nothing.
            accepted.withLock { $0 = header(transfer, Array(repeating: ["HTTP/2 100\r\n", "\r\n"], count: 11).flatMap { $0 }) }
            transfer.finish(code: 23, message: "")
        }

        #expect(accepted.withLock { $0 } == Array(repeating: true, count: 20) + [false, false])
        #expect(throws: TransferError.endlessInterimHeads) { try result.get() }
    }

    @Test("time waiting its turn is not time waiting for the server: the deadline starts when libcurl takes the transfer")
    func deadlineFromItsTurn() async {
        let clock = TestClock(at: 1000)
        let sut = makeSUT(clock: clock)
        let verdicts = Mutex<[TransferDeadline.Verdict?]>([])

        _ = await outcome(of: sut) { transfer in
            clock.set(1600)
            verdicts.withLock { $0.append(transfer.verdict()) }
            transfer.begin()
            clock.set(1601)
            verdicts.withLock { $0.append(transfer.verdict()) }
            clock.set(1602.5)
            verdicts.withLock { $0.append(transfer.verdict()) }
            transfer.finish(code: 0, message: "")
        }

        #expect(verdicts.withLock { $0 } == [.wait(2), .wait(1), .idle])
    }

    @Test("its watch looks again while it waits, and ends it once it has waited too long")
    func watchEndsItOnceItHasWaitedTooLong() async {
        let clock = TestClock(at: 1000)
        let sut = makeSUT(clock: clock)
        let scheduler = SchedulerSpy()
        let expired = Mutex<[TransferDeadline.Verdict]>([])

        let result = await outcome(of: sut) { transfer in
            transfer.watch(on: scheduler, in: 2) { verdict in
                expired.withLock { $0.append(verdict) }
                transfer.abandon(because: transfer.timedOut(verdict))
            }
            transfer.begin()
            clock.set(1001)
            #expect(scheduler.fire(2))
            #expect(scheduler.pending == [1], "one byte-less second left")
            clock.set(1002)
            #expect(scheduler.fire(1))
        }

        #expect(expired.withLock { $0 } == [.idle])
        #expect((result.failure as? URLError)?.code == .timedOut)
        #expect(scheduler.pending.isEmpty)
    }

    @Test("its watch is taken back as soon as its caller hears, however it ended, so that nothing holds an ended transfer", arguments: [true, false])
    func watchIsTakenBackWhenItEnds(_ finishes: Bool) async {
        let sut = makeSUT()
        let scheduler = SchedulerSpy()
        let expired = Mutex(false)

        _ = await outcome(of: sut) { transfer in
            transfer.watch(on: scheduler, in: 2) { _ in expired.withLock { $0 = true } }
            #expect(scheduler.pending == [2])
            if finishes { transfer.finish(code: 0, message: "") } else { transfer.abandon(because: CancellationError()) }
        }

        #expect(scheduler.pending.isEmpty)
        #expect(!expired.withLock { $0 })
    }

    @Test("a watch set on a transfer that has already ended is taken back at once")
    func watchOfAnEndedTransfer() async {
        let sut = makeSUT()
        let scheduler = SchedulerSpy()

        _ = await outcome(of: sut) { transfer in transfer.finish(code: 0, message: "") }
        sut.watch(on: scheduler, in: 2) { _ in }

        #expect(scheduler.recorded == [2])
        #expect(scheduler.pending.isEmpty)
    }

    @Test("libcurl's own time-out reads as dogs' would")
    func curlTimedOut() async {
        let result = await outcome(of: makeSUT()) { transfer in transfer.finish(code: CurlResultCode.timedOut, message: "") }

        #expect(result.failure.map(NetworkErrorSentence.sentence(for:)) == "timed out after 2 s")
    }
}

@Suite("TransferDeadline decides when a transfer has waited too long")
struct TransferDeadlineTests {
    @Test("too long without a byte, too long in all, or when to look again", arguments: [
        (0.0, 0.0, 0.5, TransferDeadline.Verdict.wait(1.5)), (0, 0, 2, .idle), (0, 1, 2.5, .wait(0.5)), (0, 17, 18.5, .wait(0.5)),
        (0, 19.5, 20, .tooLong), (0, 0, 30, .tooLong), (10, 0, 11, .wait(1)), (0, 5, 7, .idle),
    ])
    func verdicts(started: Double, lastByte: Double, now: Double, verdict: TransferDeadline.Verdict) {
        #expect(TransferDeadline(timeout: 2, whole: 20).verdict(started: started, lastByte: lastByte, now: now) == verdict)
    }
}

/// `Uptime`'s seconds as a test sets them.
private final class TestClock: Sendable {
    private let seconds: Mutex<Double>

    init(at seconds: Double = 1000) {
        self.seconds = Mutex(seconds)
    }

    func set(_ seconds: Double) {
        self.seconds.withLock { $0 = seconds }
    }

    var read: @Sendable () -> Double { { [self] in seconds.withLock { $0 } } }
}
