@testable import DogCEOClient
import Foundation
import ClientTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

final class RetryingHTTPSessionTests {
    private let leaks = LeakTracker()

    @Test("data retries transient failures then delivers the success")
    func dataRetriesTransientFailuresThenDeliversTheSuccess() async throws {
        let (sut, spy, sleeper) = makeSUT(results: [.failure(anyNSError()), success(Data(), status: 503), success(anyData())])

        let (data, _) = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(data == anyData())
        #expect(spy.requests.count == 3)
        #expect(sleeper.recorded == [1, 2])
    }

    @Test("data delivers the last failure when retries run out")
    func dataDeliversTheLastFailureWhenRetriesRunOut() async {
        let (sut, spy, sleeper) = makeSUT(retries: 2, results: Array(repeating: .failure(anyNSError()), count: 3))

        do {
            _ = try await sut.data(for: URLRequest(url: anyURL()))
            Issue.record("Expected the transport failure")
        } catch {
            let retried = error as? RetriedFailure
            #expect(retried?.last as? NSError == anyNSError())
            #expect(retried?.attempts == 3, "the message can say how often it was tried")
        }
        #expect(spy.requests.count == 3)
        #expect(sleeper.recorded.count == 2)
    }

    @Test("data delivers the last response when retries run out")
    func dataDeliversTheLastResponseWhenRetriesRunOut() async throws {
        let (sut, spy, _) = makeSUT(retries: 1, results: [success(Data(), status: 500), success(Data("last".utf8), status: 502)])

        let (data, response) = try await sut.data(for: URLRequest(url: anyURL()))

        #expect((response as? HTTPURLResponse)?.statusCode == 502)
        #expect(data == Data("last".utf8))
        #expect(spy.requests.count == 2)
    }

    @Test("data does not retry other client errors")
    func dataDoesNotRetryOtherClientErrors() async throws {
        let (sut, spy, sleeper) = makeSUT(results: [success(Data(), status: 404)])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(spy.requests.count == 1)
        #expect(sleeper.recorded == [])
    }

    @Test("data waits as long as Retry-After asks")
    func dataWaitsAsLongAsRetryAfterAsks() async throws {
        let (sut, _, sleeper) = makeSUT(results: [success(Data(), status: 429, headers: ["Retry-After": "7"]), success(anyData())])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(sleeper.recorded == [7])
    }

    @Test("data tells each retry, with its cause wait and attempt")
    func dataTellsEachRetryWithItsCauseWaitAndAttempt() async throws {
        let notices = NoticeRecorder()
        let (sut, _, _) = makeSUT(
            retries: 2, results: [.failure(URLError(.timedOut)), success(Data(), status: 503), success(anyData())], notify: { notices.record($0) }
        )

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(notices.recorded == [
            RetryNotice(url: anyURL(), cause: NetworkErrorSentence.sentence(for: URLError(.timedOut)), delay: 1, attempt: 2, attempts: 3),
            RetryNotice(url: anyURL(), cause: "HTTP 503", delay: 2, attempt: 3, attempts: 3),
        ])
    }

    @Test("data tells no retry when it delivers the first result")
    func dataTellsNoRetryWhenItDeliversTheFirstResult() async throws {
        let notices = NoticeRecorder()
        let (sut, _, _) = makeSUT(results: [success(Data(), status: 404)], notify: { notices.record($0) })

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(notices.recorded == [])
    }

    @Test("data attempts once with retries off")
    func dataAttemptsOnceWithRetriesOff() async throws {
        let (sut, spy, _) = makeSUT(retries: 0, results: [success(Data(), status: 503)])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        #expect(spy.requests.count == 1)
    }

    @Test("data stops retrying when the wait is cancelled")
    func dataStopsRetryingWhenTheWaitIsCancelled() async throws {
        let (sut, spy, _) = makeSUT(results: [success(Data(), status: 503), success(anyData())], sleeper: SleeperSpy(failing: true))

        let (_, response) = try await sut.data(for: URLRequest(url: anyURL()))

        #expect((response as? HTTPURLResponse)?.statusCode == 503)
        #expect(spy.requests.count == 1)
    }

    @Test("data does not retry a cancelled request")
    func dataDoesNotRetryACancelledRequest() async {
        let (sut, spy, _) = makeSUT(results: [.failure(CancellationError()), success(anyData())])

        do {
            _ = try await sut.data(for: URLRequest(url: anyURL()))
            Issue.record("Expected the cancellation")
        } catch {
            #expect(error is CancellationError)
        }
        #expect(spy.requests.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        retries: Int = 3, results: [HTTPSessionSpy.Outcome], sleeper: SleeperSpy = SleeperSpy(),
        notify: (@Sendable (RetryNotice) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RetryingHTTPSession, spy: HTTPSessionSpy, sleeper: SleeperSpy) {
        let spy = HTTPSessionSpy(results: results)
        let retrier = Retrier(policy: RetryPolicy(retries: retries, baseDelay: 1), sleep: sleeper.sleeper, jitter: { 1 }, notify: notify)
        leaks.track(spy, sourceLocation: sourceLocation)
        leaks.track(sleeper, sourceLocation: sourceLocation)
        return (RetryingHTTPSession(spy, retrier: retrier), spy, sleeper)
    }
}

/// Keeps the retries a retrier told of, in order.
private final class NoticeRecorder: Sendable {
    private let notices = Mutex<[RetryNotice]>([])

    var recorded: [RetryNotice] { notices.withLock { $0 } }

    func record(_ notice: RetryNotice) {
        notices.withLock { $0.append(notice) }
    }
}
