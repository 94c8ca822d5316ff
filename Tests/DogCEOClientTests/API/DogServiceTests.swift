@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import Platform
import ClientTestSupport
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

final class DogServiceTests {
    private let leaks = LeakTracker()

    @Test("init does not request anything")
    func initDoesNotRequestAnything() {
        let (_, spy) = makeSUT()

        #expect(spy.requests.isEmpty)
    }

    @Test("random dogs requests random images endpoint for count")
    func randomDogsRequestsRandomImagesEndpointForCount() async throws {
        let (sut, spy) = makeSUT(results: [success(dogCEOSuccess([]))])

        _ = try await sut.randomDogs(count: 3)

        #expect(spy.requestedURLs == [URL(string: "https://dog.ceo/api/breeds/image/random/3")!])
    }

    @Test("random dogs requests breed and sub breed endpoints")
    func randomDogsRequestsBreedAndSubBreedEndpoints() async throws {
        let (sut, spy) = makeSUT(results: [success(dogCEOSuccess([])), success(dogCEOSuccess([]))])

        _ = try await sut.randomDogs(count: 2, breed: Breed("hound"))
        _ = try await sut.randomDogs(count: 4, breed: Breed("hound", subBreed: "afghan"))

        #expect(spy.requestedURLs.map(\.absoluteString) == [
            "https://dog.ceo/api/breed/hound/images/random/2",
            "https://dog.ceo/api/breed/hound/afghan/images/random/4",
        ])
    }

    @Test("random dogs splits counts above the API cap into several requests")
    func randomDogsSplitsCountsAboveTheAPICapIntoSeveralRequests() async throws {
        let (sut, spy) = makeSUT(results: Array(repeating: success(dogCEOSuccess([])), count: 3))

        _ = try await sut.randomDogs(count: 120)

        #expect(spy.requestedURLs.map(\.lastPathComponent) == ["50", "50", "20"])
    }

    @Test("offer asks for its whole count in one request")
    func offerAsksForItsWholeCountInOneRequest() async throws {
        let (sut, spy) = makeSUT(results: [success(dogCEOSuccess([]))])

        _ = try await sut.offer(count: DogAPI.maxImagesPerRequest)

        #expect(spy.requestedURLs.map(\.lastPathComponent) == ["50"])
    }

    @Test("batch sizes splits a count at the API cap")
    func batchSizesSplitsACountAtTheAPICap() {
        #expect(DogService.batchSizes(for: 120) == [50, 50, 20])
        #expect(DogService.batchSizes(for: 50) == [50])
        #expect(DogService.batchSizes(for: 0) == [])
    }

    @Test("random dogs requests nothing for zero dogs")
    func randomDogsRequestsNothingForZeroDogs() async throws {
        let (sut, spy) = makeSUT()

        let dogs = try await sut.randomDogs(count: 0)

        #expect(dogs == [])
        #expect(spy.requests.isEmpty)
    }

    @Test("random dogs uses the given base URL")
    func randomDogsUsesTheGivenBaseURL() async throws {
        let base = URL(string: "http://127.0.0.1:8080/api")!
        let (sut, spy) = makeSUT(baseURL: base, results: [success(dogCEOSuccess([]))])

        _ = try await sut.randomDogs(count: 1)

        #expect(spy.requestedURLs == [URL(string: "http://127.0.0.1:8080/api/breeds/image/random/1")!])
    }

    @Test("fetch sends user agent naming dogs and its version")
    func fetchSendsUserAgentNamingDogsAndItsVersion() async throws {
        let (sut, spy) = makeSUT(results: [success(dogCEOSuccess([]))])

        _ = try await sut.fetch(DogAPI.randomImages(count: 1))

        let userAgent = try #require(spy.requests.first?.value(forHTTPHeaderField: "User-Agent"))
        #expect(userAgent.hasPrefix("dogs/\(DogsVersion.current)"), "\(userAgent)")
    }

    @Test("fetch delivers connectivity error on transport failure")
    func fetchDeliversConnectivityErrorOnTransportFailure() async {
        let (sut, _) = makeSUT(results: [.failure(anyNSError())])

        await expect(sut, toFailWith: { if case .connectivity = $0 { true } else { false } })
    }

    @Test("fetch delivers invalid data when the answer is too large or cut short")
    func fetchDeliversInvalidDataWhenTheAnswerIsTooLargeOrCutShort() async {
        for failure in [TransferError.tooLarge(limit: 10), .truncated(expected: 10, received: 5)] {
            let (sut, _) = makeSUT(results: [.failure(failure)])

            await expect(sut, toFailWith: { $0 == .invalidData(url: self.randomThree, reason: failure.description) })
        }
    }

    @Test("fetch delivers HTTP status error on non 2xx response without error body")
    func fetchDeliversHTTPStatusErrorOnNon2xxResponseWithoutErrorBody() async {
        for code in [199, 300, 400, 404, 500, 503] {
            let (sut, _) = makeSUT(results: [success(Data("<html>oops</html>".utf8), status: code)])

            await expect(sut, toFailWith: { $0 == .httpStatus(code: code, url: self.randomThree) })
        }
    }

    @Test("fetch delivers invalid data error on 200 with invalid body")
    func fetchDeliversInvalidDataErrorOn200WithInvalidBody() async {
        let samples = [
            "",
            "not json",
            #"{"message": "https://images.dog.ceo/breeds/pug/a.jpg", "status": "success"}"#,
            #"{"message": [1, 2], "status": "success"}"#,
            #"{"message": null, "status": "success"}"#,
            #"{"status": "success"}"#,
            #"{"message": [], "status": "weird"}"#,
        ]
        for body in samples {
            let (sut, _) = makeSUT(results: [success(Data(body.utf8))])

            await expect(sut, toFailWith: { if case .invalidData = $0 { true } else { false } }, "body: \(body)")
        }
    }

    @Test("fetch delivers API error carrying dog.ceo's message")
    func fetchDeliversAPIErrorCarryingDogCEOsMessage() async {
        let body = #"{"status":"error","message":"Breed not found (main breed does not exist)","code":404}"#
        let (sut, _) = makeSUT(results: [success(Data(body.utf8), status: 404)])

        await expect(sut, toFailWith: {
            $0 == .apiError(message: "Breed not found (main breed does not exist)", code: 404)
        })
    }

    @Test("no route at an API address without /api says that is the mistake, and where the API likely is; at one with /api, a 404 is the server's", arguments: [
        (#"{"status":"error","message":"No route found for \"GET /breeds/image/random/3\" with code: 0","code":404}"#, "http://127.0.0.1:8765", true),
        ("<html>Not Found</html>", "http://127.0.0.1:8765/", true),
        ("<html>Not Found</html>", "http://127.0.0.1:8765/api", false),
        (#"{"status":"error","message":"Breed not found (main breed does not exist)","code":404}"#, "http://127.0.0.1:8765", false),
    ])
    func noRouteWithoutAPI(body: String, base: String, isTheAddress: Bool) async {
        let spy = HTTPSessionSpy(results: [success(Data(body.utf8), status: 404)])
        let sut = DogService(session: spy, baseURL: URL(string: base)!)

        do {
            _ = try await sut.randomDogs(count: 3)
            Issue.record("a 404 is an error")
        } catch {
            if isTheAddress {
                #expect(error == .notTheAPI(url: spy.requestedURLs[0], base: URL(string: base)!))
                #expect("\(error)".hasSuffix("and \(base) does not; did you mean http://127.0.0.1:8765/api?"), "\(error)")
            } else {
                #expect(error != .notTheAPI(url: spy.requestedURLs[0], base: URL(string: base)!))
            }
        }
    }

    @Test("fetch delivers API error on error body without code or with 200")
    func fetchDeliversAPIErrorOnErrorBodyWithoutCodeOrWith200() async {
        let body = #"{"status":"error","message":"Breed not found (master breed does not exist)"}"#
        let (sut, _) = makeSUT(results: [success(Data(body.utf8), status: 200)])

        await expect(sut, toFailWith: {
            $0 == .apiError(message: "Breed not found (master breed does not exist)", code: 200)
        })
    }

    @Test("random dogs delivers no dogs on empty message")
    func randomDogsDeliversNoDogsOnEmptyMessage() async throws {
        let (sut, _) = makeSUT(results: [success(Data(#"{"message": [], "status": "success"}"#.utf8))])

        let dogs = try await sut.randomDogs(count: 3)

        #expect(dogs == [])
    }

    @Test("random dogs delivers dogs from the message array")
    func randomDogsDeliversDogsFromTheMessageArray() async throws {
        let links = [
            "https://images.dog.ceo/breeds/setter-english/n02100735_10038.jpg",
            "https://images.dog.ceo/breeds/komondor/n02105505_1657.jpg",
        ]
        let (sut, _) = makeSUT(results: [success(dogCEOSuccess(links))])

        let dogs = try await sut.randomDogs(count: 2)

        #expect(dogs == links.map { DogUI(url: URL(string: $0)!) })
        #expect(dogs.map(\.name) == ["Setter English", "Komondor"])
    }

    @Test("random dogs decodes real dog.ceo answer with escaped slashes")
    func randomDogsDecodesRealDogCEOAnswerWithEscapedSlashes() async throws {
        let (sut, _) = makeSUT(results: [success(try fixture("api/breeds-image-random-3.json"))])

        let dogs = try await sut.randomDogs(count: 3)

        #expect(dogs.count == 3)
        #expect(dogs.allSatisfy { $0.url.host == "images.dog.ceo" && $0.breed != nil })
    }

    @Test("random dogs reads no more links than it asked for")
    func randomDogsReadsNoMoreLinksThanItAskedFor() async throws {
        let (sut, _) = makeSUT(results: [success(try fixture("api/breeds-image-random-50.json"))])

        let dogs = try await sut.randomDogs(count: 3)

        #expect(dogs.count == 3)
    }

    @Test("random dogs maps every recorded dog.ceo answer")
    func randomDogsMapsEveryRecordedDogCEOAnswer() async throws {
        let samples: [(file: String, status: Int, expected: (Result<[DogUI], DogServiceError>) -> Bool)] = [
            ("breeds-image-random-50.json", 200, { (try? $0.get().count) == 50 }),
            ("breed-hound-images-random-3.json", 200, { (try? $0.get().allSatisfy { $0.breed == "hound" }) == true }),
            ("empty-success.json", 200, { (try? $0.get()) == [] }),
            ("malformed.json", 200, { if case .failure(.invalidData) = $0 { true } else { false } }),
            ("wrong-shape-message-string.json", 200, { if case .failure(.invalidData) = $0 { true } else { false } }),
            ("error-unknown-breed.json", 404, { if case .failure(.apiError(_, 404)) = $0 { true } else { false } }),
            ("error-unknown-sub-breed.json", 404, { if case .failure(.apiError(_, 404)) = $0 { true } else { false } }),
            ("error-upstream-500.json", 500, { if case .failure(.apiError(_, 500)) = $0 { true } else { false } }),
        ]
        for sample in samples {
            let (sut, _) = makeSUT(results: [success(try fixture("api/\(sample.file)"), status: sample.status)])

            let result: Result<[DogUI], DogServiceError>
            do { result = .success(try await sut.randomDogs(count: sample.file.contains("-50") ? 50 : 3)) } catch { result = .failure(error) }

            #expect(sample.expected(result), "\(sample.file): \(result)")
        }
    }

    @Test("fetch delivers dog.ceo's multi line error message on one line")
    func fetchDeliversDogCEOsMultiLineErrorMessageOnOneLine() async throws {
        let (sut, _) = makeSUT(results: [success(try fixture("api/error-upstream-500.json"), status: 500)])

        await expect(sut, toFailWith: { error in
            guard case let .apiError(message, _) = error else { return false }
            return !message.contains("\n") && message.hasPrefix("Server error: `GET https://api.dog.ceo/breeds/list/all` resulted")
        })
    }

    @Test("random dogs skips links that are not absolute URLs")
    func randomDogsSkipsLinksThatAreNotAbsoluteURLs() async throws {
        let (sut, _) = makeSUT(results: [success(dogCEOSuccess(["not a url", "/breeds/pug/a.jpg", "https://images.dog.ceo/breeds/pug/a.jpg"]))])

        let dogs = try await sut.randomDogs(count: 3)

        #expect(dogs.map(\.url.absoluteString) == ["https://images.dog.ceo/breeds/pug/a.jpg"])
    }

    @Test("offer names the links beside the pictures that cannot be requested")
    func offerNamesTheLinksBesideThePicturesThatCannotBeRequested() async throws {
        let long = "https://images.dog.ceo/breeds/pug/" + String(repeating: "a", count: DogAPI.maxLinkBytes)
        let (sut, _) = makeSUT(results: [success(dogCEOSuccess(["", " \t", "pug/a.jpg", long, "https://images.dog.ceo/breeds/pug/a.jpg"]))])

        let offer = try await sut.offer(count: 5)

        #expect(offer.dogs.map(\.url.absoluteString) == ["https://images.dog.ceo/breeds/pug/a.jpg"])
        #expect(offer.unusable.map(\.reason) == ["an empty link", "an empty link", "not an absolute link", "a link longer than 2048 bytes"])
        #expect(offer.unusable.map(\.link).prefix(3) == ["", "", "pug/a.jpg"])
        let shortened: String = String(long.prefix(Offer.shownLinkLength - 1)) + "…"
        #expect(offer.unusable.last?.link == shortened)
    }

    @Test("offer delivers invalid data naming the links when no link can be requested")
    func offerDeliversInvalidDataNamingTheLinksWhenNoLinkCanBeRequested() async {
        for links in [["", "", " "], ["a.jpg"], Array(repeating: "", count: 50)] {
            let (sut, _) = makeSUT(results: [success(dogCEOSuccess(links))])

            await expect(sut, toFailWith: { error in
                guard case let .invalidData(_, reason) = error else { return false }
                return reason.hasPrefix("no link it offered can be requested: '\(links[0].trimmingCharacters(in: .whitespaces))' (")
            }, "links: \(links)")
        }
    }

    @Test("fetch keeps no more of an answer than it uses")
    func fetchKeepsNoMoreOfAnAnswerThanItUses() async throws {
        let message = String(repeating: "x", count: 1 << 20)
        let error = Data(#"{"status":"error","code":404,"message":"\#(message)"}"#.utf8)
        let flood = Data(("{\"message\":[" + Array(repeating: #""""#, count: 100_000).joined(separator: ",") + #"],"status":"success"}"#).utf8)
        let (sut, _) = makeSUT(results: [success(error, status: 404), success(flood)])

        await expect(sut, toFailWith: { error in
            guard case let .apiError(kept, 404) = error else { return false }
            return kept.count == DogAPIResponse.maxMessageBytes && kept.hasSuffix("…")
        })
        let links = try await sut.fetch(DogAPI.randomImages(count: 3))
        #expect(links == Array(repeating: OfferedLink(text: ""), count: 3))
    }

    @Test("fetch reports the status the server sent rather than the bodys code")
    func fetchReportsTheStatusTheServerSentRatherThanTheBodysCode() async {
        let body = #"{"status":"error","message":"Breed not found (main breed does not exist)","code":404}"#
        let (sut, _) = makeSUT(results: [success(Data(body.utf8), status: 500)])

        await expect(sut, toFailWith: { $0 == .apiError(message: "Breed not found (main breed does not exist)", code: 500) })
    }

    @Test("breeds keeps names up to the longest a breed's may be, and leaves out longer names and names beyond the most")
    func breedsKeepsNamesUpToTheLongestAndLeavesOutLongerNamesAndNamesBeyondTheMost() async throws {
        let longest = String(repeating: "z", count: DogAPI.maxBreedNameBytes), long = String(repeating: "a", count: DogAPI.maxBreedNameBytes + 1)
        let many = (0..<(DogAPI.maxBreedNames + 10)).map { #""b\#($0)":[]"# }.joined(separator: ",")
        let (sut, _) = makeSUT(results: [
            success(Data(#"{"message": {"\#(long)": [], "\#(longest)": ["\#(longest)"], "hound": ["\#(long)", "afghan"]}, "status": "success"}"#.utf8)),
            success(Data(#"{"message": {\#(many)}, "status": "success"}"#.utf8)),
        ])

        let kept: [String] = ["hound", "hound/afghan", longest, longest + "/" + longest]
        #expect(try await sut.breeds().map(\.description) == kept)
        #expect(try await sut.breeds().count == DogAPI.maxBreedNames)
    }

    @Test("breeds requests the breed list endpoint")
    func breedsRequestsTheBreedListEndpoint() async throws {
        let (sut, spy) = makeSUT(results: [success(Data(#"{"message": {}, "status": "success"}"#.utf8))])

        _ = try await sut.breeds()

        #expect(spy.requestedURLs == [URL(string: "https://dog.ceo/api/breeds/list/all")!])
    }

    @Test("breeds delivers breeds and sub breeds sorted")
    func breedsDeliversBreedsAndSubBreedsSorted() async throws {
        let body = #"{"message": {"hound": ["basset", "afghan"], "akita": []}, "status": "success"}"#
        let (sut, _) = makeSUT(results: [success(Data(body.utf8))])

        let breeds = try await sut.breeds()

        #expect(breeds.map(\.description) == ["akita", "hound", "hound/afghan", "hound/basset"])
    }

    @Test("breeds delivers the real breed list")
    func breedsDeliversTheRealBreedList() async throws {
        let (sut, _) = makeSUT(results: [success(try fixture("api/breeds-list-all.json"))])

        let breeds = try await sut.breeds()

        #expect(breeds.contains(Breed("hound", subBreed: "afghan")))
        #expect(breeds.contains(Breed("komondor")))
    }

    // MARK: - Helpers

    private let randomThree = URL(string: "https://dog.ceo/api/breeds/image/random/3")!

    private func makeSUT(
        baseURL: URL = DogService.defaultBaseURL,
        results: [HTTPSessionSpy.Outcome] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: DogService, spy: HTTPSessionSpy) {
        let spy = HTTPSessionSpy(results: results)
        let sut = DogService(session: spy, baseURL: baseURL)
        leaks.track(spy, sourceLocation: sourceLocation)
        return (sut, spy)
    }

    private func expect(
        _ sut: DogService,
        toFailWith matches: (DogServiceError) -> Bool,
        _ message: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            let dogs = try await sut.randomDogs(count: 3)
            Issue.record("Expected an error, got \(dogs) instead. \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect(matches(error), "Unexpected error \(error). \(message)", sourceLocation: sourceLocation)
        }
    }
}
