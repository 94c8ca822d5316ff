import DogCEOClient
import DogModel
import Foundation
import GalleryFolder
import Platform
import PureSupport

/// What a fetch will download, built as the API's answers arrive. Answers may repeat pictures
/// the gallery holds, so it asks again for what is missing, but stops when the plan is full, a
/// round brings nothing new, a request fails, or the requests allowed run out. A round's
/// requests (50 pictures each at most) are sent together, a few at a time: a large count must
/// not become hundreds of requests at once, rude to the API and costly in memory.
struct FetchPlanning: Sendable {
    /// Requests allowed beyond the ones the count needs at 50 a request.
    static let extraRequests = 4
    static let maxRequestsPerRound = 4

    /// How many pictures to plan: the count, and one more for each download that failed (see `replace`).
    private(set) var wanted: Int
    private(set) var plan: [PlannedDownload] = []
    /// Links never requested, each once: the policy refused them, or they are no links.
    private(set) var skipped: [FetchReport.Skip] = []
    /// The failure that ended the asking early, if the API's.
    private(set) var interruption: DogServiceError?
    private let known: DigestSet
    private let taken: TakenStems
    /// The identities this run planned or skipped, kept apart from the gallery's own, which a
    /// large gallery would copy whole on the first insertion; a run's next batch goes on from them.
    private(set) var seen: Set<String>
    /// The unusable links skipped, by their text.
    private var skippedLinks = Set<String>()
    /// The stems planned, which no other picture of this run takes.
    private var planned = Set<String>()
    private var requestsMade = 0
    /// The requests the count needs at 50 a request, and `extraRequests` more: replacements too come out of them.
    private let requestsAllowed: Int
    private var isOver = false

    /// - Parameters:
    ///   - known: the identities (see `Picture.identity(of:)`) of the pictures the gallery holds already.
    ///   - taken: file names (stems) already in use.
    ///   - seen: the identities the run's batches before planned or skipped (see `seen`).
    init(wanted: Int, known: DigestSet, taken: TakenStems, seen: Set<String> = []) {
        self.wanted = wanted
        self.known = known
        self.taken = taken
        self.seen = seen
        requestsAllowed = DogService.batchSizes(for: wanted).count + Self.extraRequests
    }

    /// The sizes of the next round's requests; empty when it is time to stop.
    var nextRound: [Int] {
        let missing = wanted - plan.count
        let budget = requestsAllowed - requestsMade
        guard !isOver, budget > 0 else { return [] }
        // No request when nothing is missing: there are no batches of nothing.
        return Array(DogService.batchSizes(for: missing).prefix(min(budget, Self.maxRequestsPerRound)))
    }

    /// Plans `count` more pictures, in place of downloads that failed: any random picture will do.
    mutating func replace(_ count: Int) {
        wanted += count
        isOver = false
    }

    /// Takes the answers to a round's requests, one per request. Only a first round that brings
    /// no answer at all is fatal; a failure after that ends the asking and is kept as the
    /// interruption, unless the run is `stopping` (then it is no fault of the API).
    mutating func absorb(_ answers: [Result<Offer, DogServiceError>], stopping: Bool, policy: SourcePolicy) throws(DogServiceError) {
        let failures = answers.compactMap(\.failure)
        if requestsMade == 0, failures.count == answers.count, let first = failures.first { throw first }
        requestsMade += answers.count
        let offers = answers.compactMap { try? $0.get() }
        // Each link judged once: why the policy refuses it, or nil.
        let offered = offers.flatMap(\.dogs).map { (dog: $0, rejection: policy.rejection(of: $0.url)) }
        let allowed = offered.filter { $0.rejection == nil }.map(\.dog)
        skipped += offers.flatMap(\.unusable).compactMap { unusable in
            skippedLinks.insert(unusable.link).inserted ? FetchReport.Skip(link: unusable.link, reason: unusable.reason) : nil
        }
        skipped += offered.compactMap { dog, rejection in
            guard let rejection, isNew(dog) else { return nil }
            return FetchReport.Skip(link: TerminalText.oneLine(dog.url.absoluteString), reason: rejection)
        }
        let fresh = newDownloads(from: allowed)
        plan += fresh
        planned.formUnion(fresh.map(\.stem))
        if let failure = failures.first {
            interruption = stopping ? nil : failure
            isOver = true
        } else if fresh.isEmpty {
            isOver = true
        }
    }

    /// Of `dogs`, those neither the gallery nor this run holds, each once and at most as many as
    /// are still wanted, under names nothing else uses.
    private mutating func newDownloads(from dogs: [DogUI]) -> [PlannedDownload] {
        var fresh: [DogUI] = []
        for dog in dogs where fresh.count < wanted - plan.count && isNew(dog) { fresh.append(dog) }
        return zip(fresh, PictureNaming.unique(fresh.map(PictureNaming.stem(for:)), avoiding: taken, and: planned)).map(PlannedDownload.init)
    }

    /// Whether `dog` is neither the gallery's nor met by this run before; it is met from now on.
    private mutating func isNew(_ dog: DogUI) -> Bool {
        let identity = Picture.identity(of: dog.url)
        return !known.contains(identity) && seen.insert(identity).inserted
    }
}
