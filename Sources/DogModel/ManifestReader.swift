import Foundation
import PureSupport

/// Checks `manifest.jsonl` line by line as the untrusted input it is: a header first, then
/// pictures and commit marks, every picture sound (see `ManifestValidation`), no file twice,
/// numbers rising, generations rising. Reading line by line keeps a gallery of any size to the
/// memory its caller chooses to keep. A large manifest can be read in pieces, each by a reader
/// continuing after the header, and the readers joined in order (see `append`).
package struct ManifestReader: Sendable {
    package private(set) var pageSize = PageSize.standard
    package private(set) var siteURL: URL?
    package private(set) var title: String?
    package private(set) var generation = 0
    /// Every picture's file so far (`images/<name>`).
    package private(set) var files = DigestSet()
    /// The highest numbers so far, in the gallery and in each breed.
    private(set) var numbering = PictureNumbering()
    /// Of the lines read, 1-based; counted from the piece's first for a reader continuing a head.
    package private(set) var lineNumber = 0
    /// What the lines this reader read start with, for joining it to the reader before it.
    private var first: (number: Int?, breedNumbers: [String: Int], generation: Int?) = (nil, [:], nil)

    package init() {}

    /// A reader for the lines of a piece of the manifest after its header, which `head` read.
    /// Its problems are its own: the lines before the piece, and so their count, are unknown.
    /// - Parameter expectedPictures: room made for that many files.
    package init(continuing head: ManifestReader, expectedPictures: Int = 0) {
        (pageSize, siteURL, title, lineNumber) = (head.pageSize, head.siteURL, head.title, 1)
        files = DigestSet(capacity: expectedPictures)
    }

    /// Joins the reader of the lines that come next, unless they break a rule with the lines
    /// before them; then this reader is spent, and the manifest is to be read again in one
    /// piece, which names the line.
    package mutating func append(_ later: ManifestReader) -> Bool {
        guard later.first.number.map({ $0 > numbering.lastNumber }) ?? true,
              later.first.breedNumbers.allSatisfy({ $0.value > numbering.lastBreedNumbers[$0.key] ?? 0 }),
              later.first.generation.map({ $0 > generation }) ?? true,
              files.formUnion(later.files)
        else { return false }
        numbering.append(later.numbering)
        generation = max(generation, later.generation)
        lineNumber += later.lineNumber - 1
        return true
    }

    /// Reads and checks the next line.
    @discardableResult
    package mutating func read(_ bytes: ArraySlice<UInt8>) throws(ManifestProblem) -> ManifestLine {
        lineNumber += 1
        let line: ManifestLine
        do throws(ManifestProblem) {
            line = try ManifestLine.parse(bytes)
        } catch {
            throw ManifestProblem(line: lineNumber, field: error.field, reason: error.reason, newerVersion: error.newerVersion)
        }
        switch line {
        case let .header(pageSize, siteURL, title, _) where lineNumber == 1:
            (self.pageSize, self.siteURL, self.title) = (pageSize, siteURL, title)
        case _ where lineNumber == 1:
            throw ManifestProblem(line: 1, reason: "a dogs manifest starts with its header")
        case .header:
            throw ManifestProblem(line: lineNumber, reason: "a second header")
        case let .commit(generation):
            guard generation > self.generation else {
                throw ManifestProblem(line: lineNumber, field: "commit", reason: "must be more than \(self.generation) (got \(generation))")
            }
            self.generation = generation
            first.generation = first.generation ?? generation
        case let .picture(picture):
            try check(picture)
        case .removed:
            break
        }
        return line
    }

    /// The end: a manifest holds at least one complete commit.
    package func finish() throws(ManifestProblem) {
        guard generation > 0 else { throw ManifestProblem(reason: lineNumber == 0 ? "it is empty" : "it holds no complete commit") }
    }

    private mutating func check(_ picture: Picture) throws(ManifestProblem) {
        guard picture.number > numbering.lastNumber else {
            throw ManifestProblem(line: lineNumber, field: "number", reason: "must be more than \(numbering.lastNumber) (got \(picture.number))")
        }
        let lastInBreed = numbering.lastBreedNumbers[picture.breedKey]
        guard picture.breedNumber > lastInBreed ?? 0 else {
            throw ManifestProblem(line: lineNumber, field: "breedNumber", reason: "must be more than \(lastInBreed ?? 0) (got \(picture.breedNumber))")
        }
        guard files.insert(picture.file) else {
            throw ManifestProblem(line: lineNumber, field: "file", reason: "\(picture.file) is listed twice")
        }
        first.number = first.number ?? picture.number
        if lastInBreed == nil { first.breedNumbers[picture.breedKey] = picture.breedNumber }
        numbering.count(picture)
    }
}
