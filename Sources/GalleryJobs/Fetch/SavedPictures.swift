import DogModel

/// The pictures a fetch saved, as its report keeps them: how many and of which breeds, and each
/// picture only for a run that lists them (`--json`). A run of thousands of pictures then holds
/// nothing for each one once it is in the gallery.
package struct SavedPictures: Equatable, Sendable {
    package private(set) var count = 0
    /// How many of each breed, by the name people use (`Picture.name`).
    package private(set) var breeds: [String: Int] = [:]
    /// Every picture saved, oldest first, when listing; else none.
    package private(set) var listed: [Picture] = []
    private let isListing: Bool

    package init(_ pictures: [Picture] = [], listing: Bool = true) {
        isListing = listing
        add(pictures)
    }

    package var isEmpty: Bool { count == 0 }

    mutating func add(_ pictures: [Picture]) {
        count += pictures.count
        for picture in pictures { breeds[picture.name, default: 0] += 1 }
        if isListing { listed += pictures }
    }

    mutating func add(_ later: SavedPictures) {
        count += later.count
        breeds.merge(later.breeds, uniquingKeysWith: +)
        listed += later.listed
    }
}
