import Foundation

/// Checks `manifest.jsonl` line by line as the untrusted input it is: a header first, then
/// pictures and commit marks, every picture sound (see `ManifestValidation`), no file twice,
/// numbers rising, generations rising. Reading line by line keeps a gallery of any size to the
/// memory its caller chooses to keep.
struct ManifestReader: Sendable {
    private(set) var pageSize = PageSize.standard
    private(set) var siteURL: URL?
    private(set) var generation = 0
    /// Every picture's file so far (`images/<name>`).
    private(set) var files = DigestSet()
    private var lastNumber = 0
    private var lastBreedNumbers: [String: Int] = [:]
    private var lineNumber = 0

    /// The picture on the next line, or nil for a header or a commit mark.
    mutating func read(_ bytes: ArraySlice<UInt8>) throws(ManifestProblem) -> Picture? {
        try accept(Self.parse(bytes))
    }

    /// A line parsed on its own, which `accept` then checks against the lines before it: lines
    /// can be parsed in parallel, then accepted in order.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<ManifestLine, ManifestProblem> {
        do throws(ManifestProblem) {
            return .success(try ManifestLine.parse(bytes))
        } catch {
            return .failure(error)
        }
    }

    /// The picture on the next line, parsed already, or nil for a header or a commit mark.
    mutating func accept(_ parsed: Result<ManifestLine, ManifestProblem>) throws(ManifestProblem) -> Picture? {
        lineNumber += 1
        let line: ManifestLine
        switch parsed {
        case let .success(parsedLine): line = parsedLine
        case let .failure(error): throw ManifestProblem(line: lineNumber, field: error.field, reason: error.reason)
        }
        switch line {
        case let .header(pageSize, siteURL) where lineNumber == 1:
            (self.pageSize, self.siteURL) = (pageSize, siteURL)
            return nil
        case _ where lineNumber == 1:
            throw ManifestProblem(line: 1, reason: "a dogs manifest starts with its header")
        case .header:
            throw ManifestProblem(line: lineNumber, reason: "a second header")
        case let .commit(generation):
            guard generation > self.generation else {
                throw ManifestProblem(line: lineNumber, field: "commit", reason: "must be more than \(self.generation) (got \(generation))")
            }
            self.generation = generation
            return nil
        case let .picture(picture):
            try check(picture)
            return picture
        }
    }

    /// The end: a manifest holds at least one complete commit.
    func finish() throws(ManifestProblem) {
        guard generation > 0 else { throw ManifestProblem(reason: lineNumber == 0 ? "it is empty" : "it holds no complete commit") }
    }

    private mutating func check(_ picture: Picture) throws(ManifestProblem) {
        guard picture.number > lastNumber else {
            throw ManifestProblem(line: lineNumber, field: "number", reason: "must be more than \(lastNumber) (got \(picture.number))")
        }
        let key = picture.breedKey
        let lastInBreed = lastBreedNumbers[key] ?? 0
        guard picture.breedNumber > lastInBreed else {
            throw ManifestProblem(line: lineNumber, field: "breedNumber", reason: "must be more than \(lastInBreed) (got \(picture.breedNumber))")
        }
        guard files.insert(picture.file) else {
            throw ManifestProblem(line: lineNumber, field: "file", reason: "\(picture.file) is listed twice")
        }
        lastNumber = picture.number
        lastBreedNumbers[key] = picture.breedNumber
    }
}
