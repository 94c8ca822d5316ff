/// Gives each new picture the next number in the gallery and the next in its breed, on from the
/// highest given so far, so numbers never shift and a number freed by a deletion is not reused.
package struct PictureNumbering: Equatable, Sendable {
    private(set) var lastNumber = 0
    private(set) var lastBreedNumbers: [String: Int] = [:]

    package init() {}

    /// Numbering on from `pictures`, which are in the order they arrived.
    init(_ pictures: [Picture]) {
        for picture in pictures { count(picture) }
    }

    /// Counts `picture`'s numbers as given, so that the next ones come after them.
    package mutating func count(_ picture: Picture) {
        lastNumber = max(lastNumber, picture.number)
        lastBreedNumbers[picture.breedKey] = max(lastBreedNumbers[picture.breedKey] ?? 0, picture.breedNumber)
    }

    /// Numbering on after `later`, the numbering of pictures that came after these.
    package mutating func append(_ later: PictureNumbering) {
        lastNumber = max(lastNumber, later.lastNumber)
        lastBreedNumbers.merge(later.lastBreedNumbers, uniquingKeysWith: max)
    }

    package mutating func next(for picture: Picture) -> Picture {
        let numbered = picture.numbered(lastNumber + 1, inBreed: (lastBreedNumbers[picture.breedKey] ?? 0) + 1)
        count(numbered)
        return numbered
    }
}
