@testable import DogCEOClient
import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import XCTest

final class RetryingHTTPSessionTests: XCTestCase {
    func test_data_retriesTransientFailuresThenDeliversTheSuccess() async throws {
        let (sut, spy, sleeper) = makeSUT(results: [.failure(anyNSError()), success(Data(), status: 503), success(anyData())])

        let (data, _) = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(data, anyData())
        XCTAssertEqual(spy.requests.count, 3)
        XCTAssertEqual(sleeper.recorded, [1, 2])
    }

    func test_data_deliversTheLastFailureWhenRetriesRunOut() async {
        let (sut, spy, sleeper) = makeSUT(retries: 2, results: Array(repeating: .failure(anyNSError()), count: 3))

        do {
            _ = try await sut.data(for: URLRequest(url: anyURL()))
            XCTFail("Expected the transport failure")
        } catch {
            let retried = error as? RetriedFailure
            XCTAssertEqual(retried?.last as? NSError, anyNSError())
            XCTAssertEqual(retried?.attempts, 3, "the message can say how often it was tried")
        }
        XCTAssertEqual(spy.requests.count, 3)
        XCTAssertEqual(sleeper.recorded.count, 2)
    }

    func test_data_deliversTheLastResponseWhenRetriesRunOut() async throws {
        let (sut, spy, _) = makeSUT(retries: 1, results: [success(Data(), status: 500), success(Data("last".utf8), status: 502)])

        let (data, response) = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 502)
        XCTAssertEqual(data, Data("last".utf8))
        XCTAssertEqual(spy.requests.count, 2)
    }

    func test_data_doesNotRetryOtherClientErrors() async throws {
        let (sut, spy, sleeper) = makeSUT(results: [success(Data(), status: 404)])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(spy.requests.count, 1)
        XCTAssertEqual(sleeper.recorded, [])
    }

    func test_data_waitsAsLongAsRetryAfterAsks() async throws {
        let (sut, _, sleeper) = makeSUT(results: [success(Data(), status: 429, headers: ["Retry-After": "7"]), success(anyData())])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(sleeper.recorded, [7])
    }

    func test_data_tellsEachRetry_withItsCauseWaitAndAttempt() async throws {
        let notices = NoticeRecorder()
        let (sut, _, _) = makeSUT(
            retries: 2, results: [.failure(URLError(.timedOut)), success(Data(), status: 503), success(anyData())], notify: { notices.record($0) }
        )

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(notices.recorded, [
            RetryNotice(url: anyURL(), cause: NetworkFailure.sentence(for: URLError(.timedOut)), delay: 1, attempt: 2, attempts: 3),
            RetryNotice(url: anyURL(), cause: "HTTP 503", delay: 2, attempt: 3, attempts: 3),
        ])
    }

    func test_data_tellsNoRetryWhenItDeliversTheFirstResult() async throws {
        let notices = NoticeRecorder()
        let (sut, _, _) = makeSUT(results: [success(Data(), status: 404)], notify: { notices.record($0) })

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(notices.recorded, [])
    }

    func test_data_attemptsOnceWithRetriesOff() async throws {
        let (sut, spy, _) = makeSUT(retries: 0, results: [success(Data(), status: 503)])

        _ = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual(spy.requests.count, 1)
    }

    func test_data_stopsRetryingWhenTheWaitIsCancelled() async throws {
        let (sut, spy, _) = makeSUT(results: [success(Data(), status: 503), success(anyData())], sleeper: SleeperSpy(failing: true))

        let (_, response) = try await sut.data(for: URLRequest(url: anyURL()))

        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 503)
        XCTAssertEqual(spy.requests.count, 1)
    }

    func test_data_doesNotRetryACancelledRequest() async {
        let (sut, spy, _) = makeSUT(results: [.failure(CancellationError()), success(anyData())])

        do {
            _ = try await sut.data(for: URLRequest(url: anyURL()))
            XCTFail("Expected the cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(spy.requests.count, 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        retries: Int = 3, results: [HTTPSessionSpy.Outcome], sleeper: SleeperSpy = SleeperSpy(),
        notify: (@Sendable (RetryNotice) -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: RetryingHTTPSession, spy: HTTPSessionSpy, sleeper: SleeperSpy) {
        let spy = HTTPSessionSpy(results: results)
        let retrier = Retrier(policy: RetryPolicy(retries: retries, baseDelay: 1), sleep: sleeper.sleeper, jitter: { 1 }, notify: notify)
        trackForMemoryLeaks(spy, file: file, line: line)
        trackForMemoryLeaks(sleeper, file: file, line: line)
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
