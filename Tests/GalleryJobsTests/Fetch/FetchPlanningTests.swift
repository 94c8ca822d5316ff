@testable import DogCEOClient
@testable import DogModel
import Foundation
@testable import GalleryFolder
@testable import GalleryJobs
@testable import Platform
import ClientTestSupport
import PureSupport
import TestSupport
import Testing

@Suite("FetchPlanning absorbs the API's answers round by round and says what to ask next")
struct FetchPlanningTests {
    private let policy = SourcePolicy(apiBase: URL(string: "https://dog.ceo/api")!)
    private let failure = DogServiceError.httpStatus(code: 503, url: URL(string: "https://dog.ceo/api/breeds/image/random/3")!)

    private func makeSUT(wanted: Int, known: [String] = [], taken: TakenStems = []) -> FetchPlanning {
        FetchPlanning(wanted: wanted, known: DigestSet(known.map { Picture.identity(of: link($0)) }), taken: taken)
    }

    private func link(_ path: String) -> URL {
        path.hasPrefix("http") ? URL(string: path)! : URL(string: "https://images.dog.ceo/breeds/\(path)")!
    }

    private func answer(_ paths: String..., unusable: [Offer.Unusable] = []) -> Result<Offer, DogServiceError> {
        .success(Offer(dogs: paths.map { DogUI(url: link($0)) }, unusable: unusable))
    }

    @Test("asks for what is missing, at most 50 a request and 4 requests a round", arguments: [
        (3, [3]), (50, [50]), (120, [50, 50, 20]), (200, [50, 50, 50, 50]), (10_000, [50, 50, 50, 50]),
    ])
    func firstRound(_ wanted: Int, _ sizes: [Int]) {
        #expect(makeSUT(wanted: wanted).nextRound == sizes)
    }

    @Test("asks again for pictures that failed to download, within the requests the run was allowed")
    func replaces() throws {
        var sut = makeSUT(wanted: 3)
        try sut.absorb([answer("pug/a.jpg", "pug/b.jpg", "pug/c.jpg")], stopping: false, policy: policy)
        #expect(sut.nextRound.isEmpty)

        sut.replace(2)

        #expect(sut.nextRound == [2])
        try sut.absorb([answer("pug/a.jpg", "pug/d.jpg")], stopping: false, policy: policy)
        #expect(sut.plan.map(\.dog.url) == ["a", "b", "c", "d"].map { link("pug/\($0).jpg") }, "a picture already planned is not planned again")
        #expect(sut.nextRound == [1])
        for _ in 1...3 { try sut.absorb([answer("pug/e\(sut.plan.count).jpg")], stopping: false, policy: policy); sut.replace(1) }
        #expect(sut.nextRound.isEmpty, "one request for the count and four more, then no more, however many failed")
    }

    @Test("plans new pictures under unused names and asks again for the rest")
    func absorbs() throws {
        var sut = makeSUT(wanted: 3, known: ["pug/old.jpg"], taken: ["pug_a"])

        try sut.absorb([answer("pug/old.jpg", "pug/a.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.map(\.dog.url) == [link("pug/a.jpg")])
        #expect(sut.plan.map(\.stem) == ["pug_a-2"])
        #expect(sut.nextRound == [2])
    }

    @Test("never plans a link twice, even offered again in a later round")
    func noRepeats() throws {
        var sut = makeSUT(wanted: 3)

        try sut.absorb([answer("pug/a.jpg", "pug/a.jpg")], stopping: false, policy: policy)
        try sut.absorb([answer("pug/a.jpg", "pug/b.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.map(\.dog.url) == [link("pug/a.jpg"), link("pug/b.jpg")])
    }

    @Test("stops when the plan is full")
    func full() throws {
        var sut = makeSUT(wanted: 2)

        try sut.absorb([answer("pug/a.jpg", "pug/b.jpg", "pug/c.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.count == 2)
        #expect(sut.nextRound == [])
    }

    @Test("stops when a round brings nothing new")
    func nothingNew() throws {
        var sut = makeSUT(wanted: 3, known: ["pug/a.jpg"])

        try sut.absorb([answer("pug/a.jpg")], stopping: false, policy: policy)

        #expect(sut.nextRound == [])
    }

    @Test("stops when the requests allowed beyond the needed ones are spent", arguments: [(10, 5), (50, 5), (51, 6), (100, 6)])
    func budget(_ wanted: Int, _ requests: Int) throws {
        var sut = makeSUT(wanted: wanted)
        var made = 0

        while !sut.nextRound.isEmpty {
            made += 1
            try sut.absorb([answer("pug/\(made).jpg")], stopping: false, policy: policy)
        }

        // The requests needed at 50 a request, and four more; each brought one new picture.
        #expect(made == requests)
        #expect(sut.plan.count == requests)
    }

    @Test("refused links are reported once, with the policy's reason, and never planned")
    func refused() throws {
        var sut = makeSUT(wanted: 2)

        try sut.absorb([answer("https://evil.example/a.jpg", "pug/a.jpg")], stopping: false, policy: policy)
        try sut.absorb([answer("https://evil.example/a.jpg", "pug/b.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.map(\.dog.url) == [link("pug/a.jpg"), link("pug/b.jpg")])
        #expect(sut.skipped == [FetchReport.Skip(link: "https://evil.example/a.jpg", reason: "evil.example is not a trusted host (--allow-host evil.example trusts it over https)")])
    }

    @Test("links that are no links are reported once each, with why, beside the pictures of the same answer")
    func unusable() throws {
        var sut = makeSUT(wanted: 3)
        let empty = Offer.Unusable(link: "", reason: "an empty link"), relative = Offer.Unusable(link: "a.jpg", reason: "not an absolute link")

        try sut.absorb([answer("pug/a.jpg", unusable: [empty, relative])], stopping: false, policy: policy)
        try sut.absorb([answer("pug/b.jpg", unusable: [empty])], stopping: false, policy: policy)

        #expect(sut.plan.map(\.dog.url) == [link("pug/a.jpg"), link("pug/b.jpg")])
        #expect(sut.skipped == [FetchReport.Skip(link: "", reason: "an empty link"), FetchReport.Skip(link: "a.jpg", reason: "not an absolute link")])
    }

    @Test("plans every new picture with its name")
    func plansNewPictures() throws {
        var sut = makeSUT(wanted: 5)

        try sut.absorb([answer("pug/a.jpg", "hound-afghan/b.jpg")], stopping: false, policy: policy)

        #expect(sut.plan == [
            PlannedDownload(dog: DogUI(url: link("pug/a.jpg")), stem: "pug_a"),
            PlannedDownload(dog: DogUI(url: link("hound-afghan/b.jpg")), stem: "hound-afghan_b"),
        ])
    }

    @Test("skips pictures the gallery already holds and repeats within one answer")
    func skipsKnownAndRepeated() throws {
        var sut = makeSUT(wanted: 5, known: ["pug/a.jpg"])

        try sut.absorb([answer("pug/a.jpg", "pug/b.jpg", "pug/b.jpg", "pug/c.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.map(\.stem) == ["pug_b", "pug_c"])
    }

    @Test("knows a picture served by a mirror on another host or port")
    func mirrors() throws {
        var sut = makeSUT(wanted: 5, known: ["pug/a.jpg"])

        try sut.absorb([answer("http://127.0.0.1:8080/breeds/pug/a.jpg")], stopping: false, policy: SourcePolicy(apiBase: URL(string: "http://127.0.0.1:8080/api")!))

        #expect(sut.plan.isEmpty)
        #expect(sut.skipped.isEmpty)
    }

    @Test("takes no more than it wants", arguments: [0, 1, 2, -1])
    func limit(_ wanted: Int) throws {
        var sut = makeSUT(wanted: wanted)

        try sut.absorb([answer("pug/a.jpg", "pug/b.jpg", "pug/c.jpg")], stopping: false, policy: policy)

        #expect(sut.plan.count == max(0, min(wanted, 3)))
    }

    @Test("never reuses a taken name, nor one name twice")
    func uniqueNames() throws {
        var sut = makeSUT(wanted: 5, taken: ["pug_a"])

        try sut.absorb([answer("pug/a.jpg", "pug/a.png")], stopping: false, policy: policy)

        #expect(sut.plan.map(\.stem) == ["pug_a-2", "pug_a-3"])
    }

    @Test("a first round with no answer at all is fatal")
    func firstRoundFails() {
        var sut = makeSUT(wanted: 100)

        #expect(throws: failure) { try sut.absorb([.failure(failure), .failure(failure)], stopping: false, policy: policy) }
    }

    @Test("a failed request after some answers keeps what came, ends the asking and is reported")
    func laterFailure() throws {
        var sut = makeSUT(wanted: 100)

        try sut.absorb([answer("pug/a.jpg"), .failure(failure)], stopping: false, policy: policy)

        #expect(sut.plan.count == 1)
        #expect(sut.interruption == failure)
        #expect(sut.nextRound == [])
    }

    @Test("a request cut short by stopping the run ends the asking without blaming the API")
    func stopping() throws {
        var sut = makeSUT(wanted: 100)

        try sut.absorb([answer("pug/a.jpg"), .failure(failure)], stopping: true, policy: policy)

        #expect(sut.interruption == nil)
        #expect(sut.nextRound == [])
    }
}
