import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `dogs` binary against a server that means harm: bodies that unpack to a gigabyte or
/// never end, floods of links, escape sequences, other origins. Each run stays within its memory
/// bound (read from `wait4`), prints nothing a terminal would obey, and leaves a sound gallery.
@Suite(.endToEnd)
final class HostileEndToEndTests: EndToEndSuite {
    /// The bound on peak memory whatever a server sends.
    static let memoryBound = 64 << 20

    private var folder: TemporaryDirectory!
    private var gallery: URL { folder.file("gallery") }

    override init() throws {
        try super.init()
        folder = makeTemporaryDirectory()
    }

    // MARK: - Bodies

    @Test("a compressed bomb is refused within the memory bound")
    func aCompressedBombIsRefusedWithinTheMemoryBound() throws {
        let (run, peak) = try fetch(fault: "gzip-pictures", "--count", "1")

        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("the answer came compressed (gzip), which dogs does not accept"), "\(run.stderr)")
        #expect(peak < Self.memoryBound)
        #expect(folder.contents(of: "gallery/images") == [])
        try assertGalleryInvariant(gallery)
    }

    @Test("three compressed bombs at once are refused within the memory bound")
    func threeCompressedBombsAtOnceAreRefusedWithinTheMemoryBound() throws {
        let (run, peak) = try fetch(fault: "gzip-pictures", "--count", "3")

        #expect(run.status == 69, "\(run.stderr)")
        #expect((run.stderr.components(separatedBy: "the answer came compressed (gzip), which dogs does not accept").count - 1) == 3, "\(run.stderr)")
        #expect(peak < Self.memoryBound)
        #expect(folder.contents(of: "gallery/images") == [])
        try assertGalleryInvariant(gallery)
    }

    @Test("a compressed API answer is invalid data")
    func aCompressedAPIAnswerIsInvalidData() throws {
        let (run, peak) = try fetch(fault: "gzip-api")

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("the answer came compressed (gzip), which dogs does not accept\n"), "\(run.stderr)")
        #expect(peak < Self.memoryBound)
    }

    @Test("a gigabyte body at full speed is cut at the limit within the memory bound")
    func aGigabyteBodyAtFullSpeedIsCutAtTheLimitWithinTheMemoryBound() throws {
        try assertCutAtTheLimit(fault: "huge-pictures", count: 1)
    }

    @Test("several gigabyte bodies at once are cut at the limit within the memory bound")
    func severalGigabyteBodiesAtOnceAreCutAtTheLimitWithinTheMemoryBound() throws {
        try assertCutAtTheLimit(fault: "huge-pictures", count: 3)
    }

    @Test("a body without end is cut at the limit within the memory bound")
    func aBodyWithoutEndIsCutAtTheLimitWithinTheMemoryBound() throws {
        try assertCutAtTheLimit(fault: "endless-pictures", count: 1)
    }

    @Test("several bodies without end are cut at the limit within the memory bound")
    func severalBodiesWithoutEndAreCutAtTheLimitWithinTheMemoryBound() throws {
        try assertCutAtTheLimit(fault: "endless-pictures", count: 3)
    }

    // MARK: - Trailers

    @Test("a long trailer section is refused within the memory bound, at every concurrency")
    func aLongTrailerSectionIsRefusedWithinTheMemoryBoundAtEveryConcurrency() throws {
        for concurrency in ["1", "4", "16"] {
            try assertTrailersRefused(fault: "trailer-flood-pictures", concurrency: concurrency)
        }
    }

    @Test("an endless trailer section is refused within the memory bound, at every concurrency")
    func anEndlessTrailerSectionIsRefusedWithinTheMemoryBoundAtEveryConcurrency() throws {
        for concurrency in ["1", "4", "16"] {
            try assertTrailersRefused(fault: "endless-trailers-pictures", concurrency: concurrency)
        }
    }

    @Test("an API answer at the size cap is invalid data within the memory bound")
    func anAPIAnswerAtTheSizeCapIsInvalidDataWithinTheMemoryBound() throws {
        let (run, peak) = try fetch(fault: "gigantic-json")

        #expect(run.status == 65, "\(run.stderr)")
        #expect(peak < Self.memoryBound)
    }

    // MARK: - Answers

    @Test("an error message just under the size cap is one short line within the memory bound")
    func anErrorMessageJustUnderTheSizeCapIsOneShortLineWithinTheMemoryBound() throws {
        let (run, peak) = try fetch(fault: "huge-error-message", "--quiet")

        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: the API answered with an error 404: xxx"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.count < 400)
        #expect(peak < Self.memoryBound)
    }

    @Test("millions of empty links are the API failing within the memory bound")
    func millionsOfEmptyLinksAreTheAPIFailingWithinTheMemoryBound() throws {
        let (run, peak) = try fetch(fault: "empty-links-flood", "--quiet")

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("no link it offered can be requested: '' (an empty link)"), "\(run.stderr)")
        #expect(peak < Self.memoryBound)
        #expect(!FileManager.default.fileExists(atPath: gallery.path))
    }

    @Test("an answer of only links that are none is the API failing, even under quiet")
    func anAnswerOfOnlyLinksThatAreNoneIsTheAPIFailingEvenUnderQuiet() throws {
        let (run, _) = try fetch(fault: "garbage-links", "--quiet")

        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("no link it offered can be requested"), "\(run.stderr)")
    }

    @Test("an answer mixing pictures and links that are none saves the pictures, and says what it skipped as its exit code does")
    func anAnswerMixingPicturesAndLinksThatAreNoneSavesThePicturesAndSaysWhatItSkippedAsItsExitCodeDoes() throws {
        let (run, _) = try fetch(fault: "mixed-links", "--count", "3")

        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Saved 2 pictures"), "\(run.stdout)")
        #expect(run.stdout.contains("; 1 link skipped;"), "\(run.stdout)")
        #expect(run.stderr.contains("warning: skipped '': an empty link"), "\(run.stderr)")
        #expect(folder.contents(of: "gallery/images").count == 2)
        try assertGalleryInvariant(gallery)
    }

    @Test("a breed list of hundreds of thousands of breeds is read within the memory bound")
    func aBreedListOfHundredsOfThousandsOfBreedsIsReadWithinTheMemoryBound() throws {
        let server = try FixtureServer(fault: "breed-flood")

        let breeds = try DogsProcess.measuring(["breeds", "--api-base", server.apiBase], in: folder.url)
        let fetch = try DogsProcess.measuring(["fetch", "--breed", "zzzq", "--api-base", server.apiBase], in: folder.url)

        #expect(breeds.run.status == 0, "\(breeds.run.stderr)")
        #expect(breeds.peakBytes < Self.memoryBound)
        #expect(fetch.run.status == 64, "\(fetch.run.stderr)")
        #expect(fetch.run.stderr.contains("does not know the breed 'zzzq'"), "\(fetch.run.stderr)")
        #expect(fetch.peakBytes < Self.memoryBound)
    }

    @Test("a breed name of megabytes is left out of the list and the suggestions, within the memory bound")
    func aBreedNameOfMegabytesIsLeftOutOfTheListAndTheSuggestionsWithinTheMemoryBound() throws {
        let server = try FixtureServer(fault: "long-breed-name")

        let breeds = try DogsProcess.measuring(["breeds", "--api-base", server.apiBase], in: folder.url)
        let fetch = try DogsProcess.measuring(["fetch", "--breed", "zzzq", "--api-base", server.apiBase], in: folder.url)

        #expect(breeds.run.status == 0, "\(breeds.run.stderr)")
        #expect(breeds.run.stdout.contains("komondor"), "\(breeds.run.stdout)")
        #expect(!breeds.run.stdout.contains("aaaaaaaa"))
        #expect(breeds.peakBytes < Self.memoryBound)
        #expect(fetch.run.status == 64, "\(fetch.run.stderr)")
        #expect(fetch.run.stderr.count < 400)
        #expect(fetch.peakBytes < Self.memoryBound)
    }

    @Test("an error body carrying another code is reported with the status the server sent")
    func anErrorBodyCarryingAnotherCodeIsReportedWithTheStatusTheServerSent() throws {
        let (run, _) = try fetch(fault: "error-500-code-404")

        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("the API answered with an error 500: Breed not found"), "\(run.stderr)")
    }

    @Test("a flood of foreign links uses only what was asked for, and warns in a few lines")
    func aFloodOfForeignLinksUsesOnlyWhatWasAskedForAndWarnsInAFewLines() throws {
        let (run, peak) = try fetch(fault: "flood", "--count", "10")

        #expect(run.status == 69, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count <= 6, "\(run.stderr)")
        #expect(lines.last?.hasPrefix("warning: skipped ") == true && lines.last?.contains(" more links the API offered") == true, "\(run.stderr)")
        #expect(peak < Self.memoryBound)
    }

    @Test("links to another origin of the API host are never requested")
    func linksToAnotherOriginOfTheAPIHostAreNeverRequested() throws {
        let (run, _) = try fetch(fault: "other-port", "--count", "3")

        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("; 2 links skipped;"), "\(run.stdout)")
        #expect((run.stderr.split(separator: "\n").filter { $0.contains("is not a trusted origin (") }.count) == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("could not download"), "\(run.stderr)")
        #expect(folder.contents(of: "gallery/images") == ["komondor_n02105505_1657.jpg"])
    }

    @Test("escape sequences in breeds and hosts never reach the terminal")
    func escapeSequencesInBreedsAndHostsNeverReachTheTerminal() throws {
        let server = try FixtureServer(fault: "escape-breeds")

        let breeds = try DogsProcess.run(["breeds", "--api-base", server.apiBase], in: folder.url)
        let fetch = try DogsProcess.run(["fetch", "--count", "4", "--api-base", server.apiBase], in: folder.url)

        #expect(breeds.status == 0, "\(breeds.stderr)")
        #expect(breeds.stdout.contains("hound/[2Jafghan"), "\(breeds.stdout)")
        #expect(fetch.status == 1, "\(fetch.stderr)")
        #expect(fetch.stderr.contains("[31mevil.example is not a trusted host"), "\(fetch.stderr)")
        for output in [breeds.stdout, breeds.stderr, fetch.stdout, fetch.stderr] {
            #expect(!(output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }), "\(output.debugDescription)")
        }
        try assertGalleryInvariant(gallery)
    }

    @Test("non characters in breed folders leave every page well formed")
    func nonCharactersInBreedFoldersLeaveEveryPageWellFormed() throws {
        let (run, _) = try fetch(fault: "noncharacter-breeds", "--count", "3")

        #expect(run.status == 0, "\(run.stderr)")
        let feed = XMLParser(data: try Data(contentsOf: gallery.appendingPathComponent("feed.xml")))
        #expect(feed.parse(), "\(String(describing: feed.parserError))")
        let pages = folder.contents(of: "gallery/pages").map { "pages/\($0)" }
        #expect(!pages.isEmpty)
        for page in ["index.html", "index.md", "feed.xml", "manifest.jsonl"] + pages {
            let text = try folder.read("gallery/\(page)")
            #expect(!text.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint }, "\(page)")
        }
        try assertGalleryInvariant(gallery)
    }

    // MARK: - Heads

    @Test("a header line longer than libcurl takes is said so, and not tried again")
    func aHeaderLineLongerThanLibcurlTakesIsSaidSoAndNotTriedAgain() throws {
        try assertRefusedOnce(fault: "long-header-pictures", saying: "the server sent a header line longer than dogs accepts")
    }

    @Test("a status line longer than libcurl takes is said so, and not tried again")
    func aStatusLineLongerThanLibcurlTakesIsSaidSoAndNotTriedAgain() throws {
        try assertRefusedOnce(fault: "long-status-pictures", saying: "the server sent a header line longer than dogs accepts")
    }

    @Test("an HTTP/0.9 answer without a status line is said so, and not tried again")
    func anHTTP09AnswerWithoutAStatusLineIsSaidSoAndNotTriedAgain() throws {
        try assertRefusedOnce(fault: "http09-pictures", saying: "the server did not answer in HTTP (no status line)")
    }

    // MARK: - Helpers

    private func assertCutAtTheLimit(fault: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (run, peak) = try fetch(fault: fault, "--count", String(count))

        #expect(run.status == 69, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains("larger than the 20971520-byte limit (--max-bytes)"), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(peak < Self.memoryBound, sourceLocation: sourceLocation)
        try assertGalleryInvariant(gallery, sourceLocation: sourceLocation)
    }

    private func assertTrailersRefused(fault: String, concurrency: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try? FileManager.default.removeItem(at: gallery)
        let (run, peak) = try fetch(fault: fault, "--count", "6", "--concurrency", concurrency)

        #expect(run.status == 69, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect((run.stderr.components(separatedBy: "the answer's trailer fields after its body are larger than 65536 bytes").count - 1) == 6, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(peak < Self.memoryBound, sourceLocation: sourceLocation)
        #expect(folder.contents(of: "gallery/images") == [], sourceLocation: sourceLocation)
        try assertGalleryInvariant(gallery, sourceLocation: sourceLocation)
    }

    /// A picture whose answer is refused for its head: the reason in words, from one attempt
    /// (tried again, the reason would end "(4 attempts)"), and no picture kept.
    private func assertRefusedOnce(fault: String, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let server = try FixtureServer(fault: fault)

        let run = try DogsProcess.run(["fetch", "--api-base", server.apiBase, "--count", "1", "--retries", "3"], in: folder.url)

        #expect(run.status == 69, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.hasSuffix(": could not download: \(reason)\n"), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(folder.contents(of: "gallery/images") == [], sourceLocation: sourceLocation)
        try assertGalleryInvariant(gallery, sourceLocation: sourceLocation)
    }

    private func fetch(fault: String, _ arguments: String...) throws -> (run: DogsRun, peakBytes: Int) {
        let server = try FixtureServer(fault: fault)
        let measured = try DogsProcess.measuring(["fetch", "--api-base", server.apiBase, "--retries", "0"] + arguments, in: folder.url)
        return (measured.run, measured.peakBytes)
    }
}
